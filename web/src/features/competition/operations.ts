import { graphql } from '@/gql';

/** The current competition: live totals, schedule and the last 3 winners. */
export const CompetitionQuery = graphql(`
  query Competition {
    competition {
      totalEntries
      participantCount
      nextDrawAt
      periodStart
      periodProgress
      entriesCommitment
      beaconMode
      recentRounds {
        promotionName
        drawAt
        ...DrawRoundProofFields
      }
      promotion {
        ...PrizePromotionFields
        name
        drawType
        prizeDescription
        currentPeriodKey
      }
      lastWinners {
        id
        displayName
        prizeText
        winDate
        promotionName
        promotionId
        btcBlockHash
        drawTimestamp
        generatedHash
        winnerEntryIndex
        totalEntries
      }
    }
  }
`);

/** Every active promotion: the prize pool and the schedule. */
export const ActivePromotionsQuery = graphql(`
  query ActivePromotions {
    activePromotions {
      ...PrizePromotionFields
    }
  }
`);

/** Winners a visitor can pick to verify. */
export const PublicWinnersQuery = graphql(`
  query PublicWinners($limit: Int) {
    publicWinners(limit: $limit) {
      id
      displayName
      prizeText
      winDate
      promotionName
      periodKey
    }
  }
`);

/** Everything stored about the draw that produced a winner. */
export const DrawRecordQuery = graphql(`
  query DrawRecord($winnerId: ID!) {
    drawRecord(winnerId: $winnerId) {
      id
      promotionId
      periodKey
      totalEntries
      entriesCommitment
      btcBlockHash
      beaconSource
      beaconHeight
      drawTimestamp
      generatedHash
      winnerEntryIndex
      ranges {
        customerId
        displayName
        entries
        from
        to
      }
      winner {
        id
        displayName
        prizeText
      }
    }
  }
`);


export const MyCompetitionStatusQuery = graphql(`
  query MyCompetitionStatus {
    myCompetitionStatus {
      entries
      activeServices
      activeStorageGB
      eligible
      ineligibleReason
      overdueInvoices
      pseudonym
    }
  }
`);

export const JoinCompetitionMutation = graphql(`
  mutation JoinCompetition($input: JoinCompetitionInput!) {
    joinCompetition(input: $input) {
      success
      user {
        firstName
      }
      totalEntries
      activeServices
    }
  }
`);

export const SimulateWinnerSelectionMutation = graphql(`
  mutation SimulateWinnerSelection {
    simulateWinnerSelection {
      competitionId
      btcBlockHash
      timestamp
      generatedHash
      winnerEntryIndex
      winnerCustomerId
      totalEntries
      beaconSource
    }
  }
`);
