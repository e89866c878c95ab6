import { signedIn, startTestServer, type TestServer } from '../../test/harness';
import { UserEntity } from '../auth/user.entity';
import { activePromotion, customerWith } from './competition.fixtures';
import { joinThrottle } from './join.service';
import { simulateThrottle } from './public.service';

/**
 * Privacy in public data: no public REST or GraphQL answer of the competition carries a full
 * surname, an e-mail, a phone number or an account id. This test draws a winner, then walks every
 * public answer (anonymous) looking for each participant's secrets.
 */
let server: TestServer;
const secrets: string[] = [];
const accountIds = new Set<string>();

beforeAll(async () => {
  server = await startTestServer();
  const admin = await signedIn(server, 1, 'admin');
  const surnames = ['Wekesalongname', 'Nyamburaprivate', 'Chepkoechsecret'];
  for (const [i, gb] of [120, 300, 60].entries()) {
    const u = await customerWith(server.db, 10 + i, [gb]);
    await server.db.getRepository(UserEntity).update(u.id, { lastName: surnames[i] });
    secrets.push(surnames[i]!, u.email, u.phone, u.phone.replace('+', ''));
    accountIds.add(String(u.id));
  }
  const p = await activePromotion(server.db, { prizeDescription: 'KSh 500 airtime', prizeValue: 500 });
  const run = await admin.client.rest('POST', `/api/admin/promotions/${p.id}/select-winner`);
  expect(run.status).toBe(200);
  // The drawn promotion's next period has not begun yet: a second one, not drawn, is the current
  // competition, whose live entries the simulation draws from.
  await activePromotion(server.db, { name: 'Not drawn yet' });
});
afterAll(() => server.close());

/** Every string and every id-like field in a JSON answer. */
function walk(value: unknown, path: string, visit: (path: string, v: unknown) => void): void {
  visit(path, value);
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`, visit));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`, visit);
}

function assertPrivate(label: string, body: unknown): void {
  const leaks: string[] = [];
  walk(body, label, (path, v) => {
    if (typeof v === 'string') for (const s of secrets) if (v.includes(s)) leaks.push(`${path} contains "${s}"`);
    if (/(userId|customerId|winnerCustomerId|ownerId)$/i.test(path) && v !== null && accountIds.has(String(v))) leaks.push(`${path} is an account id (${v})`);
  });
  expect(leaks).toEqual([]);
}

const WINNER = 'id user { firstName lastName } displayName prizeText winDate prizeDescription prizeValue claimStatus promotionId promotionName periodKey totalEntries winnerEntryIndex selectionMethod generatedHash btcBlockHash drawTimestamp beaconSource beaconHeight entriesCommitment';
const ROUND = `id promotionId promotionName periodKey periodStart drawAt trigger status committedAt entriesCommitment totalEntries drawTimestamp beaconPlan targetBlockHeight voidReason winner { ${WINNER} }`;

describe('public competition answers carry no surname, e-mail, phone or account id', () => {
  it('REST', async () => {
    const anon = server.client();
    const winners = await anon.rest('GET', '/api/competition/winners');
    expect(winners.body).toHaveLength(1);
    expect(winners.body[0].user.lastName).toMatch(/^[A-Z]$/); // the initial only
    expect(winners.body[0].displayName).toMatch(/^Wanjiku1[0-2] [WNC]\.$/);
    const answers: [string, unknown][] = [
      ['winners', winners.body],
      ['draw', (await anon.rest('GET', `/api/competition/winners/${winners.body[0].id}/draw`)).body],
      ['draws', (await anon.rest('GET', '/api/competition/draws')).body],
      ['total', (await anon.rest('GET', '/api/competition/entries/total')).body],
    ];
    await simulateThrottle.reset('127.0.0.1');
    answers.push(['simulation', (await anon.rest('POST', '/api/competition/simulate-selection')).body]);
    await joinThrottle.reset('127.0.0.1');
    const joined = await anon.rest('POST', '/api/competition/join', { username: 'customer10' });
    expect(Object.keys(joined.body).sort()).toEqual(['message', 'success']); // a visitor's answer names nobody
    answers.push(['join', joined.body]);
    for (const [label, body] of answers) assertPrivate(label, body);
  });

  it('GraphQL', async () => {
    const anon = server.client();
    const overview = await anon.gql(`{
      competition { totalEntries participantCount nextDrawAt periodStart periodProgress entriesCommitment beaconMode lastWinners { ${WINNER} } recentRounds { ${ROUND} }
        promotion { id name description eligibilityCriteria prizeDescription prizeValue drawType nextDrawAt totalEntries participantCount } }
      publicWinners(limit: 50) { ${WINNER} }
      drawRounds(limit: 50) { ${ROUND} }
      activePromotions { id name totalEntries participantCount }
    }`);
    expect(overview.errors).toBeUndefined();
    const winnerId = overview.data.publicWinners[0].id;
    const record = await anon.gql(`query($id: ID!) { drawRecord(winnerId: $id) { id promotionId periodKey totalEntries entriesCommitment btcBlockHash beaconSource beaconHeight drawTimestamp generatedHash winnerEntryIndex ranges { customerId displayName entries from to } winner { ${WINNER} } } }`, { id: winnerId });
    expect(record.errors).toBeUndefined();
    expect(record.data.drawRecord.ranges).toHaveLength(3);
    await simulateThrottle.reset('127.0.0.1');
    const sim = await anon.gql('mutation { simulateWinnerSelection { competitionId btcBlockHash timestamp generatedHash winnerEntryIndex winnerCustomerId totalEntries beaconSource } }');
    expect(sim.data.simulateWinnerSelection.winnerCustomerId).toMatch(/^[0-9a-f]{16}$/);
    for (const [label, body] of [['overview', overview.data], ['drawRecord', record.data], ['simulation', sim.data]] as const) assertPrivate(label, body);
  });
});
