import { request, type APIRequestContext } from 'playwright-core';
import { baseUrl, newCustomer } from './support/browser';
import { E2E_ADMIN } from './support/global-setup';
import { mineBlocks, reportStoredGb } from './support/platform';

/**
 * Data the competition e2e suite needs, made through the public GraphQL API:
 * - a customer with active services: the seeded demo customer when the server has the demo seed,
 *   otherwise a fresh customer who creates two services (the e2e server starts with a bootstrap
 *   admin, and the demo seed only runs on an empty database);
 * - active daily and monthly promotions, created by the e2e admin when none exist;
 * - one past winner (an admin's manual draw of the current period) when there is none, so the
 *   verify section has something to recompute.
 */
export interface StoreCustomer {
  email: string;
  username: string;
  password: string;
  firstName: string;
}

const DEMO: StoreCustomer = { email: 'demo@mawingu.cloud', username: 'demo', password: 'Demo!Pass2026', firstName: 'Amani' };

async function gql<T>(api: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<{ data?: T; errors?: { message: string }[] }> {
  const res = await api.post('/graphql', { data: { query, variables }, headers: { 'content-type': 'application/json' } });
  return res.json();
}

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { twoFactorRequired user { id } } }';

async function signedIn(identifier: string, password: string): Promise<APIRequestContext | null> {
  const api = await request.newContext({ baseURL: baseUrl() });
  const r = await gql<{ login: { user: { id: string } | null } }>(api, LOGIN, { input: { identifier, password } });
  if (r.data?.login.user) return api;
  await api.dispose();
  return null;
}

export async function ensureCompetitionData(): Promise<StoreCustomer> {
  const admin = await signedIn(E2E_ADMIN.email, E2E_ADMIN.password);
  if (!admin) throw new Error('e2e admin cannot sign in');
  try {
    const listActive = async () => {
      const r = await gql<{ adminPromotions: { id: string; drawType: string; isActive: boolean; endDate: string }[] }>(admin, '{ adminPromotions { id drawType isActive endDate } }');
      if (!r.data) throw new Error(`adminPromotions failed: ${JSON.stringify(r.errors)}`);
      return r.data.adminPromotions.filter((p) => p.isActive && new Date(p.endDate).getTime() > Date.now());
    };
    const active = await listActive();
    const start = new Date(Date.now() - 3 * 86400_000).toISOString();
    const end = new Date(Date.now() + 90 * 86400_000).toISOString();
    const wanted = [
      { drawType: 'daily', name: 'Daily Data Bundle Draw', prizeDescription: 'KSh 500 airtime and data bundle', prizeValue: 500 },
      { drawType: 'monthly', name: 'Monthly Premium Bundle', prizeDescription: '50 GB premium data bundle', prizeValue: 5000 },
    ];
    for (const w of wanted.filter((w) => !active.some((p) => p.drawType === w.drawType))) {
      const r = await gql(admin, 'mutation($input: CreatePromotionInput!) { createPromotion(input: $input) { promotion { id } } }', {
        input: { ...w, description: `${w.name} for storage customers`, eligibilityCriteria: 'An active cloud storage service', startDate: start, endDate: end },
      });
      if (r.errors) throw new Error(`createPromotion failed: ${JSON.stringify(r.errors)}`);
    }

    let customer = DEMO;
    let api = await signedIn(DEMO.username, DEMO.password);
    if (!api) {
      const c = newCustomer('store');
      customer = { email: c.email, username: c.username, password: c.password, firstName: c.firstName };
      api = await request.newContext({ baseURL: baseUrl() });
      const reg = await gql(api, 'mutation($input: RegisterInput!) { register(input: $input) { user { id } } }', { input: c });
      if (reg.errors) throw new Error(`register failed: ${JSON.stringify(reg.errors)}`);
      for (const s of [
        { serviceType: 'Object Storage', storageAmount: 500, cost: 'KSh 1,000/6 months', name: 'Media Library' },
        { serviceType: 'Backup Storage', storageAmount: 200, cost: 'KSh 170/month', name: 'Nightly Backups' },
      ]) {
        const r = await gql(api, 'mutation($input: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $input) { service { id } } }', { input: s });
        if (r.errors) throw new Error(`createCloudStorageService failed: ${JSON.stringify(r.errors)}`);
      }
    }
    // Entries come from what is stored: the storage platform reports the services' usage this hour.
    const mine = await gql<{ myServices: { id: string; storageAmount: number; isActive: boolean }[] }>(api, '{ myServices { id storageAmount isActive } }');
    if (!mine.data) throw new Error(`myServices failed: ${JSON.stringify(mine.errors)}`);
    for (const svc of mine.data.myServices.filter((x) => x.isActive)) await reportStoredGb(svc.id, Math.round(svc.storageAmount * 0.6));
    await api.dispose();

    const winners = await gql<{ publicWinners: { id: string }[] }>(admin, '{ publicWinners(limit: 1) { id } }');
    if ((winners.data?.publicWinners.length ?? 0) === 0) {
      const id = (await listActive()).find((p) => p.drawType === 'monthly')?.id;
      if (id) {
        // Commit, mine past the named block, reveal.
        const select = () => gql<{ selectWinner: { status: string; round: { targetBlockHeight: number | null } | null } }>(admin, 'mutation($input: SelectWinnerInput!) { selectWinner(input: $input) { status round { targetBlockHeight } } }', { input: { promotionId: id } });
        let r = await select();
        if (r.errors) throw new Error(`selectWinner failed: ${JSON.stringify(r.errors)}`);
        if (r.data?.selectWinner.status === 'pending') {
          const target = r.data.selectWinner.round?.targetBlockHeight ?? 0;
          while ((await mineBlocks(1)) < target);
          r = await select();
          if (r.data?.selectWinner.status !== 'complete') throw new Error(`selectWinner did not complete: ${JSON.stringify(r)}`);
        }
      }
    }
    return customer;
  } finally {
    await admin.dispose();
  }
}
