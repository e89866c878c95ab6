import { CompetitionQuery, MyCompetitionStatusQuery } from './operations';

/** Fixed test data for the competition component tests. */
export function competitionMock(overrides: { nextDrawAt: string | null; periodStart?: string | null; totalEntries?: number }) {
  return {
    request: { query: CompetitionQuery },
    result: {
      data: {
        competition: {
          __typename: 'CompetitionOverview',
          totalEntries: overrides.totalEntries ?? 1234,
          participantCount: 7,
          nextDrawAt: overrides.nextDrawAt,
          periodStart: overrides.periodStart ?? null,
          periodProgress: 0.5,
          entriesCommitment: null,
          promotion: {
            __typename: 'Promotion',
            id: 'promo-daily',
            name: 'Daily Data Bundle',
            description: 'A data bundle every day',
            eligibilityCriteria: 'An active cloud storage service',
            drawType: 'daily',
            prizeDescription: '1 GB data bundle',
            prizeValue: 100,
            startDate: '2026-11-01T00:00:00.000Z',
            endDate: '2026-12-31T21:00:00.000Z',
            nextDrawAt: overrides.nextDrawAt,
            currentPeriodKey: '2026-11-22',
            participantCount: 7,
            totalEntries: overrides.totalEntries ?? 1234,
          },
          lastWinners: [],
        },
      },
    },
    maxUsageCount: 5,
  };
}


export const myStatusMock = (entries: number, gb: number, services: number, overdueInvoices: string[] = []) => ({
  request: { query: MyCompetitionStatusQuery },
  result: {
    data: {
      myCompetitionStatus: {
        __typename: 'MyCompetitionStatus',
        entries,
        activeServices: services,
        activeStorageGB: gb,
        eligible: services > 0 && overdueInvoices.length === 0,
        ineligibleReason: services === 0 ? 'no_active_service' : overdueInvoices.length ? 'overdue_invoice' : null,
        overdueInvoices,
        pseudonym: null,
      },
    },
  },
  maxUsageCount: 5,
});
