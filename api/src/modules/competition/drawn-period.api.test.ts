import { signedIn, startTestServer, type TestServer } from '../../test/harness';
import { activePromotion, customerWith } from './competition.fixtures';
import { ParticipationEntity } from './participation.entity';
import { currentPeriod } from './schedule';

/**
 * Issue 31, item 10: after Run Winner Selection draws the open period ahead of its draw time, the
 * promotion card, its details and the customer's competition page no longer announce "Next draw"
 * for that period, and a second run says that the period already has its winner (the stored one).
 */
let server: TestServer;
let admin: Awaited<ReturnType<typeof signedIn>>;
let customer: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server, 1, 'admin');
  customer = await signedIn(server, 2);
  await customerWith(server.db, 3, [400]);
});
afterAll(() => server.close());

const SELECT = 'mutation($id: ID!) { selectWinner(input: { promotionId: $id }) { status newlyDrawn winner { id periodKey } round { periodKey status } } }';

describe('a period drawn ahead of its draw time', () => {
  it('is no longer the next draw anywhere; a second run answers the stored winner of that period', async () => {
    const promotion = await activePromotion(server.db, { name: 'Drawn early' });
    const now = new Date();
    const open = currentPeriod(promotion, now)!;
    const next = currentPeriod(promotion, open.drawAt)!;
    const id = String(promotion.id);
    const before = await admin.client.gql('{ adminPromotions { id nextDrawAt currentPeriodKey } }');
    expect(before.data.adminPromotions.find((p: { id: string }) => p.id === id)).toEqual({ id, nextDrawAt: open.drawAt.toISOString(), currentPeriodKey: open.key });

    const first = await admin.client.gql(SELECT, { id });
    expect(first.data.selectWinner).toMatchObject({ status: 'complete', newlyDrawn: true, winner: { periodKey: open.key }, round: { periodKey: open.key } });

    // The promotion card and its details (GraphQL and REST).
    const card = await admin.client.gql('{ adminPromotions { id nextDrawAt currentPeriodKey currentPeriodStart } }');
    expect(card.data.adminPromotions.find((p: { id: string }) => p.id === id)).toEqual({ id, nextDrawAt: next.drawAt.toISOString(), currentPeriodKey: next.key, currentPeriodStart: open.drawAt.toISOString() });
    const rest = await admin.client.rest('GET', '/api/admin/promotions');
    expect(rest.body.find((p: { id: string }) => p.id === id)).toMatchObject({ nextDrawAt: next.drawAt.toISOString(), currentPeriodKey: next.key });
    // The customer's competition page (dashboard and public) and the public list of promotions.
    const page = await customer.client.gql('{ competition { nextDrawAt periodStart promotion { id nextDrawAt } } activePromotions { id nextDrawAt } }');
    expect(page.data.competition).toMatchObject({ nextDrawAt: next.drawAt.toISOString(), periodStart: open.drawAt.toISOString(), promotion: { id, nextDrawAt: next.drawAt.toISOString() } });
    expect(page.data.activePromotions.find((p: { id: string }) => p.id === id)).toEqual({ id, nextDrawAt: next.drawAt.toISOString() });
    // A join now enters the next period, not the one already drawn.
    await customer.client.rest('POST', '/api/cloud-storage-services', { serviceType: 'Object Storage', storageAmount: 10, cost: 'x' });
    await customer.client.rest('POST', '/api/competition/join', { username: customer.user.username });
    expect((await server.db.getRepository(ParticipationEntity).findBy({ userId: customer.user.id, promotionId: promotion.id })).map((p) => p.periodKey)).toEqual([next.key]);

    // Running it again: the same period, its stored winner, not drawn again.
    const again = await admin.client.gql(SELECT, { id });
    expect(again.data.selectWinner).toEqual({ status: 'complete', newlyDrawn: false, winner: first.data.selectWinner.winner, round: { periodKey: open.key, status: 'complete' } });
  });
});
