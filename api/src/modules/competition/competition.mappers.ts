/**
 * Parents of this module's mapped GraphQL types (competition.graphql): the resolvers receive these entities
 * or views, not the schema's shape. Paths are relative to this folder, as codegen.ts reads them.
 * api/src/graphql/mappers.test.ts checks that each field of these types is a property or has a resolver.
 */
export const mappers: Record<string, string> = {
  Promotion: './promotion.entity#PromotionEntity',
  Winner: './winner.entity#WinnerEntity',
  Participant: './participants.service#ParticipantView',
  DrawRecord: './draw-record.service#DrawRecordView',
  DrawRound: './rounds.view#DrawRoundView',
};
