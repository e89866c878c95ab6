import type { TestClient, TestServer } from '../../test/harness';

/** Helpers for the metering and billing API tests (not shipped code paths). */
export const TOKEN = process.env.METERING_TOKEN!;
export const HOUR = 3_600_000;
/** The hour number of `now` (hours since the epoch, floored). */
export const currentHour = () => Math.floor(Date.now() / HOUR);
export const iso = (hour: number) => new Date(hour * HOUR).toISOString();

export interface Rec {
  serviceId: number | string;
  periodStart: string;
  storedGB: number;
  egressGB: { kenya?: number; 'east-africa'?: number; africa?: number };
  requests: number;
  errors: number;
  avgLatencyMs: number;
  uptimePercent: number;
}

export const rec = (serviceId: number | string, hour: number, over: Partial<Rec> = {}): Rec => ({
  serviceId,
  periodStart: iso(hour),
  storedGB: 10,
  egressGB: { kenya: 1, 'east-africa': 0, africa: 0 },
  requests: 1000,
  errors: 0,
  avgLatencyMs: 50,
  uptimePercent: 100,
  ...over,
});

export async function ingest(server: TestServer, records: unknown, token: string | null = TOKEN) {
  const res = await fetch(`${server.url}/api/metering/usage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(Array.isArray(records) ? { records } : records),
  });
  return { status: res.status, body: (await res.json()) as any };
}

const CREATE = `mutation($i: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $i) { service { id } } }`;

/** Create a service for a signed-in client and return its numeric id. */
export async function createService(client: TestClient, input: Record<string, unknown>): Promise<number> {
  const res = await client.gql(CREATE, { i: { serviceType: 'Object Storage', storageAmount: 100, cost: 'KSh 0', ...input } });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return Number(res.data.createCloudStorageService.service.id);
}
