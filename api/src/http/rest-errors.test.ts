import type { Response } from 'express';
import { badInput, notFound } from '../common/errors';
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

describe('error bodies carry the message code', () => {
  it('a known text adds its stable code and values, the same as GraphQL extensions', () => {
    const { res, sent } = responseDouble({ clientGone: false });
    sendError(res, badInput('You can have at most 5 API keys. Revoke one first.', 'name'));
    expect(sent).toEqual({ status: 400, body: { message: 'You can have at most 5 API keys. Revoke one first.', field: 'name', messageKey: 'apiKeyLimit', messageParams: { max: '5' } } });
  });

  it('a text without a code stays a plain message', () => {
    const { res, sent } = responseDouble({ clientGone: false });
    sendError(res, notFound('Widget'));
    expect(sent).toEqual({ status: 404, body: { message: 'Widget not found' } });
  });
});
