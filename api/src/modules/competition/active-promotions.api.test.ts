import { startTestServer, type TestServer } from '../../test/harness';
import { activePromotion } from './competition.fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('Query.activePromotions (public)', () => {
  it('lists active promotions soonest draw first and leaves out inactive ones', async () => {
    await activePromotion(server.db, { name: 'Monthly Premium', drawType: 'monthly' });
    await activePromotion(server.db, { name: 'Daily Bundle', drawType: 'daily' });
    await activePromotion(server.db, { name: 'Switched off', drawType: 'daily', isActive: false });
    const res = await server.client().gql('{ activePromotions { name drawType isActive nextDrawAt } }');
    expect(res.errors).toBeUndefined();
    const list = res.data.activePromotions as { name: string; nextDrawAt: string; isActive: boolean }[];
    expect(list.map((p) => p.name)).toEqual(['Daily Bundle', 'Monthly Premium']);
    expect(list.every((p) => p.isActive)).toBe(true);
    expect(new Date(list[0]!.nextDrawAt).getTime()).toBeLessThanOrEqual(new Date(list[1]!.nextDrawAt).getTime());
  });
});
