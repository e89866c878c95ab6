import type { Router } from 'express';
import { bodyOf, shim } from '../../http/rest';
import { adminWinnersPage, promotionWinners } from './admin-winners.service';
import { drawRecordOfWinner } from './draw-record.service';
import { joinCompetition } from './join.service';
import { promotionParticipants } from './participants.service';
import { adminPromotions, createPromotion } from './promotions.service';
import { currentTotalEntries, publicRounds, publicWinners, simulateWinnerSelection } from './public.service';
import { roundJson, roundViews } from './rounds.view';
import { selectWinner } from './select-winner.service';
import { participantJson, promotionJson, winnerJson } from './views';

const queryText = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** REST shims of spec section 7 for the competition: the same services as GraphQL, the same shapes. */
export function mountCompetitionRest(router: Router): void {
  router.post('/competition/join', shim(async (ctx, req) => joinCompetition(ctx, bodyOf(req))));

  router.get('/competition/entries/total', shim(async (ctx) => ({ totalEntries: await currentTotalEntries(ctx) })));

  router.get('/competition/winners', shim(async (ctx, req) => (await publicWinners(ctx, Number(queryText(req.query.limit) ?? 10))).map(winnerJson)));

  router.get('/competition/winners/:id/draw', shim(async (ctx, req) => {
    const record = await drawRecordOfWinner(ctx.db, String(req.params.id));
    return { ...record, winner: winnerJson(record.winner) };
  }));

  router.post('/competition/simulate-selection', shim(async (ctx) => simulateWinnerSelection(ctx)));

  router.get('/admin/promotions', shim(async (ctx) => Promise.all((await adminPromotions(ctx)).map((p) => promotionJson(ctx, p)))));

  router.post('/admin/promotions', shim(async (ctx, req) => promotionJson(ctx, await createPromotion(ctx, bodyOf(req))), 201));

  router.get('/admin/promotions/:id/entries', shim(async (ctx, req) => (await promotionParticipants(ctx, String(req.params.id))).map(participantJson)));

  router.get('/admin/promotions/:id/winners', shim(async (ctx, req) => (await promotionWinners(ctx, String(req.params.id))).map(winnerJson)));

  // Spec §7: answers the winner once the draw is complete. Before that (commit, then reveal) it
  // answers 202 Accepted with the pending round: its commitment and the block it waits for.
  router.post('/admin/promotions/:id/select-winner', shim(async (ctx, req, res) => {
    const result = await selectWinner(ctx, String(req.params.id));
    const [view] = await roundViews(ctx.db, [result.round]);
    if (result.status === 'complete') return { winner: winnerJson(result.winner), newlyDrawn: result.newlyDrawn, round: roundJson({ ...view!, winner: result.winner }, winnerJson) };
    res.status(202);
    return {
      status: 'pending',
      message: result.round.targetHeight !== null ? `Waiting for Bitcoin block ${result.round.targetHeight}` : 'Waiting for the draw to complete',
      round: roundJson(view!, winnerJson),
    };
  }));

  router.get('/competition/draws', shim(async (ctx, req) => (await publicRounds(ctx, { promotionId: queryText(req.query.promotionId), limit: Number(queryText(req.query.limit) ?? 20) })).map((v) => roundJson(v, winnerJson))));

  router.get('/admin/winners', shim(async (ctx, req) => {
    const page = await adminWinnersPage(ctx, { first: Number(queryText(req.query.first) ?? 20), after: queryText(req.query.after), search: queryText(req.query.search) });
    return { nodes: page.nodes.map(winnerJson), pageInfo: page.pageInfo };
  }));
}
