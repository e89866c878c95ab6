import { getFragmentData, graphql, type FragmentType } from '@/gql';

/**
 * What a draw round proves, as both the public draw history and the admin's promotion details show
 * it: the committed entry list (its hash and size), the randomness it waits for, and the result or
 * the reason it was void.
 */
export const DrawRoundProofFields = graphql(`
  fragment DrawRoundProofFields on DrawRound {
    id
    periodKey
    status
    committedAt
    entriesCommitment
    totalEntries
    targetBlockHeight
    beaconPlan
    voidReason
    winner {
      id
      displayName
    }
  }
`);

/** A round with its proof fields read (the view's own fields stay beside them). */
export const withProof = <R extends { ' $fragmentRefs'?: { DrawRoundProofFieldsFragment: unknown } }>(round: R) => ({
  ...round,
  ...getFragmentData(DrawRoundProofFields, round as FragmentType<typeof DrawRoundProofFields>),
});
