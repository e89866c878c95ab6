import type { Resolvers, WinnerResolvers } from '../../generated/graphql';
import { adminWinnersPage, promotionWinners } from './admin-winners.service';
import { drawRecordOfWinner } from './draw-record.service';
import { joinCompetition, myCompetitionStatus } from './join.service';
import { promotionParticipants } from './participants.service';
import { openPeriodOf } from './period-entries';
import { adminPromotions, createPromotion, updatePromotion } from './promotions.service';
import { activePromotionsByNextDraw } from './promotions.query';
import { competitionOverview, publicRounds, publicWinners, simulateWinnerSelection } from './public.service';
import { selectWinner, type SelectWinnerResult } from './select-winner.service';
import { roundViews } from './rounds.view';
import { promotionLive, winnerJson, type WinnerJson } from './views';
import type { WinnerEntity } from './winner.entity';

const winnerField = <K extends keyof WinnerJson>(k: K) => (w: WinnerEntity) => winnerJson(w)[k];
const winnerFields = Object.fromEntries(
  (['id', 'user', 'displayName', 'prizeText', 'promotionId', 'promotionName', 'totalEntries', 'winnerEntryIndex', 'selectionMethod', 'generatedHash', 'btcBlockHash', 'drawTimestamp', 'beaconSource', 'beaconHeight', 'entriesCommitment'] as const).map((k) => [k, winnerField(k)]),
) as WinnerResolvers;

export const competitionResolvers: Resolvers = {
  Query: {
    competition: (_p, _a, ctx) => competitionOverview(ctx),
    publicWinners: (_p, { limit }, ctx) => publicWinners(ctx, limit),
    drawRecord: (_p, { winnerId }, ctx) => drawRecordOfWinner(ctx.db, winnerId),
    myCompetitionStatus: (_p, _a, ctx) => myCompetitionStatus(ctx),
    activePromotions: (_p, _a, ctx) => activePromotionsByNextDraw(ctx.db),
    drawRounds: (_p, args, ctx) => publicRounds(ctx, args),
    adminPromotions: (_p, _a, ctx) => adminPromotions(ctx),
    promotionParticipants: (_p, { promotionId }, ctx) => promotionParticipants(ctx, promotionId),
    promotionWinners: (_p, { promotionId }, ctx) => promotionWinners(ctx, promotionId),
    adminWinners: (_p, args, ctx) => adminWinnersPage(ctx, args),
  },
  Mutation: {
    joinCompetition: (_p, { input }, ctx) => joinCompetition(ctx, input),
    simulateWinnerSelection: (_p, _a, ctx) => simulateWinnerSelection(ctx),
    createPromotion: async (_p, { input }, ctx) => ({ promotion: await createPromotion(ctx, input) }),
    updatePromotion: async (_p, { input }, ctx) => ({ promotion: await updatePromotion(ctx, input) }),
    selectWinner: async (_p, { input }, ctx) => selectWinnerPayload(ctx, await selectWinner(ctx, input.promotionId)),
  },
  Promotion: {
    id: (p) => String(p.id),
    nextDrawAt: async (p, _a, ctx) => (await openPeriodOf(ctx, p))?.drawAt ?? null,
    currentPeriodKey: async (p, _a, ctx) => (await openPeriodOf(ctx, p))?.key ?? null,
    currentPeriodStart: async (p, _a, ctx) => (await openPeriodOf(ctx, p))?.start ?? null,
    participantCount: async (p, _a, ctx) => (await promotionLive(ctx, p)).participantCount,
    totalEntries: async (p, _a, ctx) => (await promotionLive(ctx, p)).totalEntries,
  },
  Winner: winnerFields,
  DrawRound: {
    id: (v) => String(v.round.id),
    promotionId: (v) => String(v.round.promotionId),
    periodKey: (v) => v.round.periodKey,
    periodStart: (v) => v.round.periodStart,
    drawAt: (v) => v.round.drawAt,
    trigger: (v) => v.round.trigger,
    status: (v) => v.round.status,
    committedAt: (v) => v.round.committedAt,
    entriesCommitment: (v) => v.round.entriesCommitment,
    totalEntries: (v) => v.round.totalEntries,
    drawTimestamp: (v) => v.round.drawTimestamp,
    beaconPlan: (v) => v.round.beaconPlan,
    targetBlockHeight: (v) => v.round.targetHeight,
    voidReason: (v) => v.round.voidReason,
  },
};

/** The GraphQL payload of a run: the admin sees the full winner (not the public projection). */
async function selectWinnerPayload(ctx: Parameters<typeof selectWinner>[0], result: SelectWinnerResult) {
  const [view] = await roundViews(ctx.db, [result.round]);
  if (result.status === 'complete') return { status: 'complete' as const, winner: result.winner, newlyDrawn: result.newlyDrawn, round: { ...view!, winner: result.winner } };
  return { status: 'pending' as const, winner: null, newlyDrawn: false, round: view! };
}
