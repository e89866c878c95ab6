import type { Resolvers, WinnerResolvers } from '../../generated/graphql';
import { adminWinnersPage, promotionWinners } from './admin-winners.service';
import { drawRecordOfWinner } from './draw-record.service';
import { joinCompetition, myCompetitionStatus } from './join.service';
import { promotionParticipants } from './participants.service';
import { openPeriodOf } from './period-entries';
import { adminPromotions, createPromotion, updatePromotion } from './promotions.service';
import { activePromotionsByNextDraw } from './promotions.query';
import { competitionOverview, publicWinners, simulateWinnerSelection } from './public.service';
import { selectWinner } from './select-winner.service';
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
    selectWinner: (_p, { input }, ctx) => selectWinner(ctx, input.promotionId),
  },
  Promotion: {
    id: (p) => String(p.id),
    nextDrawAt: (p) => openPeriodOf(p)?.drawAt ?? null,
    currentPeriodKey: (p) => openPeriodOf(p)?.key ?? null,
    currentPeriodStart: (p) => openPeriodOf(p)?.start ?? null,
    participantCount: async (p, _a, ctx) => (await promotionLive(ctx, p)).participantCount,
    totalEntries: async (p, _a, ctx) => (await promotionLive(ctx, p)).totalEntries,
  },
  Winner: winnerFields,
};
