import { incrementsOf, type RequestSample } from './meter';

const sample = (status: number): RequestSample => ({ serviceId: 1, at: new Date(), requestClass: 'A', status, bytesIn: 0, bytesOut: 0, local: false, latencyMs: 10 });
/** errors_4xx and errors_5xx: the 4th and 5th counters. */
const errorsOf = (status: number) => incrementsOf(sample(status)).slice(3, 5);

describe('which answers count against the customer’s uptime', () => {
  it('counts a 500 and a 503 as failed requests', () => {
    expect(errorsOf(500)).toEqual([0, 1]);
    expect(errorsOf(503)).toEqual([0, 1]);
  });

  it('counts 501 NotImplemented (a feature the service does not offer) as a refused request, not a failure', () => {
    expect(errorsOf(501)).toEqual([1, 0]);
  });

  it('counts 4xx as refused and 2xx/3xx as neither', () => {
    expect(errorsOf(403)).toEqual([1, 0]);
    expect(errorsOf(200)).toEqual([0, 0]);
    expect(errorsOf(304)).toEqual([0, 0]);
  });
});
