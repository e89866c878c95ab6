import { graphql } from '@/gql';
import type { DashboardStatFieldsFragment } from '@/gql/graphql';

/** A figure with its change over the previous range, as the overview's and monitoring's StatCards show it (`statDelta` in units.ts). */
export const DashboardStatFields = graphql(`
  fragment DashboardStatFields on StatWithChange {
    value
    changePercent
    previousValue
  }
`);

/**
 * An overview or monitoring answer with the named figures read as DashboardStatFields: the page
 * itself lays them out in StatCards, so it is this fragment's reader. Like getFragmentData it
 * returns its argument (masking is a type-level view); `_figures` names what is unmasked.
 */
export function withStats<T extends object, K extends keyof T>(data: T, _figures: readonly K[]): Omit<T, K> & Record<K, DashboardStatFieldsFragment> {
  return data as unknown as Omit<T, K> & Record<K, DashboardStatFieldsFragment>;
}
