/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Me {\n    me {\n      id\n      username\n      email\n      firstName\n      lastName\n      userType\n      createdAt\n      twoFactorEnabled\n      avatarUrl\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      twoFactorRequired\n      user {\n        id\n        firstName\n        userType\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation CompleteTwoFactorLogin($input: CompleteTwoFactorLoginInput!) {\n    completeTwoFactorLogin(input: $input) {\n      user {\n        id\n        firstName\n        userType\n      }\n    }\n  }\n": typeof types.CompleteTwoFactorLoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n        firstName\n        userType\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  query Competition {\n    competition {\n      totalEntries\n      participantCount\n      nextDrawAt\n      periodStart\n      periodProgress\n      entriesCommitment\n      promotion {\n        id\n        name\n        drawType\n        prizeDescription\n        prizeValue\n        currentPeriodKey\n      }\n      lastWinners {\n        id\n        displayName\n        prizeText\n        winDate\n        promotionName\n      }\n    }\n  }\n": typeof types.CompetitionDocument,
    "\n  query ActivePromotions {\n    activePromotions {\n      id\n      name\n      description\n      eligibilityCriteria\n      prizeDescription\n      prizeValue\n      drawType\n      startDate\n      endDate\n      nextDrawAt\n      participantCount\n      totalEntries\n    }\n  }\n": typeof types.ActivePromotionsDocument,
    "\n  query PublicWinners($limit: Int) {\n    publicWinners(limit: $limit) {\n      id\n      displayName\n      prizeText\n      winDate\n      promotionName\n      periodKey\n    }\n  }\n": typeof types.PublicWinnersDocument,
    "\n  query DrawRecord($winnerId: ID!) {\n    drawRecord(winnerId: $winnerId) {\n      id\n      promotionId\n      periodKey\n      totalEntries\n      entriesCommitment\n      btcBlockHash\n      beaconSource\n      beaconHeight\n      drawTimestamp\n      generatedHash\n      winnerEntryIndex\n      ranges {\n        customerId\n        displayName\n        entries\n        from\n        to\n      }\n      winner {\n        id\n        displayName\n        prizeText\n      }\n    }\n  }\n": typeof types.DrawRecordDocument,
    "\n  query CompetitionPlans {\n    plans {\n      type\n      storageGB\n      priceKsh\n      duration\n    }\n  }\n": typeof types.CompetitionPlansDocument,
    "\n  query MyCompetitionStatus {\n    myCompetitionStatus {\n      entries\n      activeServices\n      activeStorageGB\n      eligible\n    }\n  }\n": typeof types.MyCompetitionStatusDocument,
    "\n  mutation JoinCompetition($input: JoinCompetitionInput!) {\n    joinCompetition(input: $input) {\n      success\n      user {\n        firstName\n      }\n      totalEntries\n      activeServices\n    }\n  }\n": typeof types.JoinCompetitionDocument,
    "\n  mutation SimulateWinnerSelection {\n    simulateWinnerSelection {\n      competitionId\n      btcBlockHash\n      timestamp\n      generatedHash\n      winnerEntryIndex\n      winnerCustomerId\n      totalEntries\n    }\n  }\n": typeof types.SimulateWinnerSelectionDocument,
};
const documents: Documents = {
    "\n  query Me {\n    me {\n      id\n      username\n      email\n      firstName\n      lastName\n      userType\n      createdAt\n      twoFactorEnabled\n      avatarUrl\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      twoFactorRequired\n      user {\n        id\n        firstName\n        userType\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation CompleteTwoFactorLogin($input: CompleteTwoFactorLoginInput!) {\n    completeTwoFactorLogin(input: $input) {\n      user {\n        id\n        firstName\n        userType\n      }\n    }\n  }\n": types.CompleteTwoFactorLoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n        firstName\n        userType\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n": types.LogoutDocument,
    "\n  query Competition {\n    competition {\n      totalEntries\n      participantCount\n      nextDrawAt\n      periodStart\n      periodProgress\n      entriesCommitment\n      promotion {\n        id\n        name\n        drawType\n        prizeDescription\n        prizeValue\n        currentPeriodKey\n      }\n      lastWinners {\n        id\n        displayName\n        prizeText\n        winDate\n        promotionName\n      }\n    }\n  }\n": types.CompetitionDocument,
    "\n  query ActivePromotions {\n    activePromotions {\n      id\n      name\n      description\n      eligibilityCriteria\n      prizeDescription\n      prizeValue\n      drawType\n      startDate\n      endDate\n      nextDrawAt\n      participantCount\n      totalEntries\n    }\n  }\n": types.ActivePromotionsDocument,
    "\n  query PublicWinners($limit: Int) {\n    publicWinners(limit: $limit) {\n      id\n      displayName\n      prizeText\n      winDate\n      promotionName\n      periodKey\n    }\n  }\n": types.PublicWinnersDocument,
    "\n  query DrawRecord($winnerId: ID!) {\n    drawRecord(winnerId: $winnerId) {\n      id\n      promotionId\n      periodKey\n      totalEntries\n      entriesCommitment\n      btcBlockHash\n      beaconSource\n      beaconHeight\n      drawTimestamp\n      generatedHash\n      winnerEntryIndex\n      ranges {\n        customerId\n        displayName\n        entries\n        from\n        to\n      }\n      winner {\n        id\n        displayName\n        prizeText\n      }\n    }\n  }\n": types.DrawRecordDocument,
    "\n  query CompetitionPlans {\n    plans {\n      type\n      storageGB\n      priceKsh\n      duration\n    }\n  }\n": types.CompetitionPlansDocument,
    "\n  query MyCompetitionStatus {\n    myCompetitionStatus {\n      entries\n      activeServices\n      activeStorageGB\n      eligible\n    }\n  }\n": types.MyCompetitionStatusDocument,
    "\n  mutation JoinCompetition($input: JoinCompetitionInput!) {\n    joinCompetition(input: $input) {\n      success\n      user {\n        firstName\n      }\n      totalEntries\n      activeServices\n    }\n  }\n": types.JoinCompetitionDocument,
    "\n  mutation SimulateWinnerSelection {\n    simulateWinnerSelection {\n      competitionId\n      btcBlockHash\n      timestamp\n      generatedHash\n      winnerEntryIndex\n      winnerCustomerId\n      totalEntries\n    }\n  }\n": types.SimulateWinnerSelectionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      username\n      email\n      firstName\n      lastName\n      userType\n      createdAt\n      twoFactorEnabled\n      avatarUrl\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      username\n      email\n      firstName\n      lastName\n      userType\n      createdAt\n      twoFactorEnabled\n      avatarUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      twoFactorRequired\n      user {\n        id\n        firstName\n        userType\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      twoFactorRequired\n      user {\n        id\n        firstName\n        userType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteTwoFactorLogin($input: CompleteTwoFactorLoginInput!) {\n    completeTwoFactorLogin(input: $input) {\n      user {\n        id\n        firstName\n        userType\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteTwoFactorLogin($input: CompleteTwoFactorLoginInput!) {\n    completeTwoFactorLogin(input: $input) {\n      user {\n        id\n        firstName\n        userType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n        firstName\n        userType\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n        firstName\n        userType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Competition {\n    competition {\n      totalEntries\n      participantCount\n      nextDrawAt\n      periodStart\n      periodProgress\n      entriesCommitment\n      promotion {\n        id\n        name\n        drawType\n        prizeDescription\n        prizeValue\n        currentPeriodKey\n      }\n      lastWinners {\n        id\n        displayName\n        prizeText\n        winDate\n        promotionName\n      }\n    }\n  }\n"): (typeof documents)["\n  query Competition {\n    competition {\n      totalEntries\n      participantCount\n      nextDrawAt\n      periodStart\n      periodProgress\n      entriesCommitment\n      promotion {\n        id\n        name\n        drawType\n        prizeDescription\n        prizeValue\n        currentPeriodKey\n      }\n      lastWinners {\n        id\n        displayName\n        prizeText\n        winDate\n        promotionName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivePromotions {\n    activePromotions {\n      id\n      name\n      description\n      eligibilityCriteria\n      prizeDescription\n      prizeValue\n      drawType\n      startDate\n      endDate\n      nextDrawAt\n      participantCount\n      totalEntries\n    }\n  }\n"): (typeof documents)["\n  query ActivePromotions {\n    activePromotions {\n      id\n      name\n      description\n      eligibilityCriteria\n      prizeDescription\n      prizeValue\n      drawType\n      startDate\n      endDate\n      nextDrawAt\n      participantCount\n      totalEntries\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicWinners($limit: Int) {\n    publicWinners(limit: $limit) {\n      id\n      displayName\n      prizeText\n      winDate\n      promotionName\n      periodKey\n    }\n  }\n"): (typeof documents)["\n  query PublicWinners($limit: Int) {\n    publicWinners(limit: $limit) {\n      id\n      displayName\n      prizeText\n      winDate\n      promotionName\n      periodKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DrawRecord($winnerId: ID!) {\n    drawRecord(winnerId: $winnerId) {\n      id\n      promotionId\n      periodKey\n      totalEntries\n      entriesCommitment\n      btcBlockHash\n      beaconSource\n      beaconHeight\n      drawTimestamp\n      generatedHash\n      winnerEntryIndex\n      ranges {\n        customerId\n        displayName\n        entries\n        from\n        to\n      }\n      winner {\n        id\n        displayName\n        prizeText\n      }\n    }\n  }\n"): (typeof documents)["\n  query DrawRecord($winnerId: ID!) {\n    drawRecord(winnerId: $winnerId) {\n      id\n      promotionId\n      periodKey\n      totalEntries\n      entriesCommitment\n      btcBlockHash\n      beaconSource\n      beaconHeight\n      drawTimestamp\n      generatedHash\n      winnerEntryIndex\n      ranges {\n        customerId\n        displayName\n        entries\n        from\n        to\n      }\n      winner {\n        id\n        displayName\n        prizeText\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompetitionPlans {\n    plans {\n      type\n      storageGB\n      priceKsh\n      duration\n    }\n  }\n"): (typeof documents)["\n  query CompetitionPlans {\n    plans {\n      type\n      storageGB\n      priceKsh\n      duration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCompetitionStatus {\n    myCompetitionStatus {\n      entries\n      activeServices\n      activeStorageGB\n      eligible\n    }\n  }\n"): (typeof documents)["\n  query MyCompetitionStatus {\n    myCompetitionStatus {\n      entries\n      activeServices\n      activeStorageGB\n      eligible\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinCompetition($input: JoinCompetitionInput!) {\n    joinCompetition(input: $input) {\n      success\n      user {\n        firstName\n      }\n      totalEntries\n      activeServices\n    }\n  }\n"): (typeof documents)["\n  mutation JoinCompetition($input: JoinCompetitionInput!) {\n    joinCompetition(input: $input) {\n      success\n      user {\n        firstName\n      }\n      totalEntries\n      activeServices\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SimulateWinnerSelection {\n    simulateWinnerSelection {\n      competitionId\n      btcBlockHash\n      timestamp\n      generatedHash\n      winnerEntryIndex\n      winnerCustomerId\n      totalEntries\n    }\n  }\n"): (typeof documents)["\n  mutation SimulateWinnerSelection {\n    simulateWinnerSelection {\n      competitionId\n      btcBlockHash\n      timestamp\n      generatedHash\n      winnerEntryIndex\n      winnerCustomerId\n      totalEntries\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;