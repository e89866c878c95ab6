/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CompleteTwoFactorLoginInput = {
  /** A 6-digit TOTP code or one unused recovery code. */
  code: string;
};

export type DrawType =
  | 'daily'
  | 'monthly'
  | 'weekly';

export type JoinCompetitionInput = {
  /** Exactly one of email or username. */
  email?: string | null | undefined;
  username?: string | null | undefined;
};

export type LoginInput = {
  /** E-mail address or username. */
  identifier: string;
  password: string;
};

/** Plan length of the catalogue. */
export type PlanType =
  | 'annual'
  | 'biannual'
  | 'monthly';

export type RegisterInput = {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  phone: string;
  username: string;
};

/** Role of an account. `user` is a customer. */
export type UserType =
  | 'admin'
  | 'user';

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, username: string, email: string, firstName: string, lastName: string, userType: UserType, createdAt: string, twoFactorEnabled: boolean, avatarUrl: string | null } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { twoFactorRequired: boolean, user: { id: string, firstName: string, userType: UserType } | null } };

export type CompleteTwoFactorLoginMutationVariables = Exact<{
  input: CompleteTwoFactorLoginInput;
}>;


export type CompleteTwoFactorLoginMutation = { completeTwoFactorLogin: { user: { id: string, firstName: string, userType: UserType } } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { user: { id: string, firstName: string, userType: UserType } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { success: boolean } };

export type CompetitionQueryVariables = Exact<{ [key: string]: never; }>;


export type CompetitionQuery = { competition: { totalEntries: number, participantCount: number, nextDrawAt: string | null, periodStart: string | null, periodProgress: number, entriesCommitment: string | null, promotion: { id: string, name: string, drawType: DrawType, prizeDescription: string, prizeValue: number, currentPeriodKey: string | null } | null, lastWinners: Array<{ id: string, displayName: string, prizeText: string, winDate: string, promotionName: string }> } };

export type ActivePromotionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivePromotionsQuery = { activePromotions: Array<{ id: string, name: string, description: string, eligibilityCriteria: string, prizeDescription: string, prizeValue: number, drawType: DrawType, startDate: string, endDate: string, nextDrawAt: string | null, participantCount: number, totalEntries: number }> };

export type PublicWinnersQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type PublicWinnersQuery = { publicWinners: Array<{ id: string, displayName: string, prizeText: string, winDate: string, promotionName: string, periodKey: string }> };

export type DrawRecordQueryVariables = Exact<{
  winnerId: string | number;
}>;


export type DrawRecordQuery = { drawRecord: { id: string, promotionId: string, periodKey: string, totalEntries: number, entriesCommitment: string, btcBlockHash: string, beaconSource: string, beaconHeight: number | null, drawTimestamp: string, generatedHash: string, winnerEntryIndex: number, ranges: Array<{ customerId: string, displayName: string, entries: number, from: number, to: number }>, winner: { id: string, displayName: string, prizeText: string } } };

export type CompetitionPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type CompetitionPlansQuery = { plans: Array<{ type: PlanType, storageGB: number, priceKsh: number, duration: string }> };

export type MyCompetitionStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCompetitionStatusQuery = { myCompetitionStatus: { entries: number, activeServices: number, activeStorageGB: number, eligible: boolean } };

export type JoinCompetitionMutationVariables = Exact<{
  input: JoinCompetitionInput;
}>;


export type JoinCompetitionMutation = { joinCompetition: { success: boolean, totalEntries: number, activeServices: number, user: { firstName: string } } };

export type SimulateWinnerSelectionMutationVariables = Exact<{ [key: string]: never; }>;


export type SimulateWinnerSelectionMutation = { simulateWinnerSelection: { competitionId: string, btcBlockHash: string, timestamp: string, generatedHash: string, winnerEntryIndex: number, winnerCustomerId: string | null, totalEntries: number } };


export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorRequired"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const CompleteTwoFactorLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteTwoFactorLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteTwoFactorLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeTwoFactorLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}}]}}]}}]}}]} as unknown as DocumentNode<CompleteTwoFactorLoginMutation, CompleteTwoFactorLoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const CompetitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextDrawAt"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodProgress"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"drawType"}},{"kind":"Field","name":{"kind":"Name","value":"prizeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"prizeValue"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastWinners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"prizeText"}},{"kind":"Field","name":{"kind":"Name","value":"winDate"}},{"kind":"Field","name":{"kind":"Name","value":"promotionName"}}]}}]}}]}}]} as unknown as DocumentNode<CompetitionQuery, CompetitionQueryVariables>;
export const ActivePromotionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivePromotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePromotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"prizeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"prizeValue"}},{"kind":"Field","name":{"kind":"Name","value":"drawType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDrawAt"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}}]}}]}}]} as unknown as DocumentNode<ActivePromotionsQuery, ActivePromotionsQueryVariables>;
export const PublicWinnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicWinners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicWinners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"prizeText"}},{"kind":"Field","name":{"kind":"Name","value":"winDate"}},{"kind":"Field","name":{"kind":"Name","value":"promotionName"}},{"kind":"Field","name":{"kind":"Name","value":"periodKey"}}]}}]}}]} as unknown as DocumentNode<PublicWinnersQuery, PublicWinnersQueryVariables>;
export const DrawRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DrawRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"winnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drawRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"winnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"winnerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"promotionId"}},{"kind":"Field","name":{"kind":"Name","value":"periodKey"}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"btcBlockHash"}},{"kind":"Field","name":{"kind":"Name","value":"beaconSource"}},{"kind":"Field","name":{"kind":"Name","value":"beaconHeight"}},{"kind":"Field","name":{"kind":"Name","value":"drawTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"generatedHash"}},{"kind":"Field","name":{"kind":"Name","value":"winnerEntryIndex"}},{"kind":"Field","name":{"kind":"Name","value":"ranges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"prizeText"}}]}}]}}]}}]} as unknown as DocumentNode<DrawRecordQuery, DrawRecordQueryVariables>;
export const CompetitionPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompetitionPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"storageGB"}},{"kind":"Field","name":{"kind":"Name","value":"priceKsh"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}}]}}]} as unknown as DocumentNode<CompetitionPlansQuery, CompetitionPlansQueryVariables>;
export const MyCompetitionStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCompetitionStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCompetitionStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"activeServices"}},{"kind":"Field","name":{"kind":"Name","value":"activeStorageGB"}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}}]}}]}}]} as unknown as DocumentNode<MyCompetitionStatusQuery, MyCompetitionStatusQueryVariables>;
export const JoinCompetitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinCompetition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JoinCompetitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinCompetition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}},{"kind":"Field","name":{"kind":"Name","value":"activeServices"}}]}}]}}]} as unknown as DocumentNode<JoinCompetitionMutation, JoinCompetitionMutationVariables>;
export const SimulateWinnerSelectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SimulateWinnerSelection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"simulateWinnerSelection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"btcBlockHash"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"generatedHash"}},{"kind":"Field","name":{"kind":"Name","value":"winnerEntryIndex"}},{"kind":"Field","name":{"kind":"Name","value":"winnerCustomerId"}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}}]}}]}}]} as unknown as DocumentNode<SimulateWinnerSelectionMutation, SimulateWinnerSelectionMutationVariables>;