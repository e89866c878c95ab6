import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { CompetitionQuery } from './operations';

/**
 * The competition's public overview (entries, next draw, last winners, recent rounds) for one
 * section of the competition pages (the live card, its entries and countdown, the latest draw).
 *
 * Deferred: the answer renders in a pass that yields to the browser (a phone spent 150-250 ms in
 * one block on it). Not kept in Apollo's cache ('no-cache'): nothing else reads it from there, the
 * sections asking at once share one request, and writing the answer into the normalized cache
 * and reading it back per section was one of the long tasks of /promotions' start on a phone.
 * A join refetches it (refetchQueries includes active queries of any policy).
 */
export function useCompetitionOverview() {
  return useDeferredValue(useQuery(CompetitionQuery, { fetchPolicy: 'no-cache' }));
}
