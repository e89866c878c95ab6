import { coalesce, incrementsOf, type RequestSample } from './meter';

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

describe('adding up a batch of requests (group commit)', () => {
  const at = (iso: string) => new Date(iso);
  const one = (serviceId: number, iso: string, extra: Partial<RequestSample> = {}): RequestSample => ({ serviceId, at: at(iso), requestClass: 'A', status: 200, bytesIn: 100, bytesOut: 0, local: false, latencyMs: 10, ...extra });

  it('gives one row per service and hour, with the counts added up and the latest request kept', () => {
    const rows = coalesce([
      one(1, '2026-11-29T10:05:00Z'),
      one(1, '2026-11-29T10:50:00Z', { requestClass: 'B', status: 404, bytesIn: 0, bytesOut: 5 }),
      one(1, '2026-11-29T11:01:00Z'),
      one(2, '2026-11-29T10:20:00Z', { status: 500 }),
    ]);
    expect(rows).toHaveLength(3);
    const [a, b, c] = rows;
    // requests_a, requests_b, requests_other, errors_4xx, errors_5xx, bytes_in, bytes_out_local, bytes_out_regional
    expect(a!.increments.slice(0, 8)).toEqual([1, 1, 0, 1, 0, 100, 0, 5]);
    expect(a!.lastRequestMs).toBe(Date.parse('2026-11-29T10:50:00Z'));
    expect(b!.increments.slice(0, 6)).toEqual([1, 0, 0, 0, 0, 100]);
    expect(c).toMatchObject({ serviceId: 2 });
    expect(c!.increments.slice(3, 5)).toEqual([0, 1]);
  });
});
