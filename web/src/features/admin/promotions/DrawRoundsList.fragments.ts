import { graphql } from '@/gql';

/** A draw round of DrawRoundsList: the shared proof fields and what started the draw. */
export const AdminDrawRoundFields = graphql(`
  fragment AdminDrawRoundFields on DrawRound {
    trigger
    ...DrawRoundProofFields
  }
`);
