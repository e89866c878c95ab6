import type { Response } from 'express';
import { logger } from '../common/logger';
import { sendError } from './rest';

/** A response double that records what sendError does with it. */
function responseDouble(opts: { clientGone: boolean }) {
  const sent: { status?: number; body?: unknown } = {};
  const res = {
    headersSent: false,
    destroyed: opts.clientGone,
    req: { destroyed: opts.clientGone, requestId: 'req-1' },
    setHeader: jest.fn(),
    status(code: number) {
      sent.status = code;
      return res;
    },
    json(body: unknown) {
      sent.body = body;
      return res;
    },
  };
  return { res: res as unknown as Response, sent };
}

describe('sendError', () => {
  afterEach(() => jest.restoreAllMocks());

  it('a download the client abandoned is not an error: nothing is answered, nothing is logged as one', () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { res, sent } = responseDouble({ clientGone: true });
    sendError(res, Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' }));
    expect(sent.status).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
  });

  it('anything unexpected while the client waits is a masked 500 whose reference is the request id, and is logged', () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { res, sent } = responseDouble({ clientGone: false });
    sendError(res, Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' }));
    expect(sent).toEqual({ status: 500, body: { message: 'Internal server error (reference req-1)' } });
    expect(error).toHaveBeenCalledTimes(1);
  });
});
