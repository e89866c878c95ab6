import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { CancelServiceMutation, CreateServiceMutation, MyServicesQuery, SetServiceActiveMutation, UpdateServiceMutation } from '../operations';

/**
 * A service change moves the overview, monitoring, billing and metrics figures: drop those cached
 * answers (pages on screen fetch them again at once, others when next visited) and refetch the list.
 */
function dropDerivedFigures(cache: ApolloCache) {
  for (const fieldName of ['dashboardOverview', 'monitoring', 'billingSummary', 'serviceMetrics', 'serviceActivity']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}

const options = { refetchQueries: [MyServicesQuery], awaitRefetchQueries: true, update: dropDerivedFigures };

/** Cancelling also deletes buckets: the bucket lists go too. */
const dropDerivedFiguresAndBuckets = (cache: ApolloCache) => {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'serviceBuckets' });
  dropDerivedFigures(cache);
};

/** Create, rename/resize, disable/re-enable and cancel, each refreshing every figure that depends on services. */
export function useServiceMutations() {
  const [create, createState] = useMutation(CreateServiceMutation, options);
  const [update, updateState] = useMutation(UpdateServiceMutation, options);
  const [setActive, setActiveState] = useMutation(SetServiceActiveMutation, options);
  const [cancel, cancelState] = useMutation(CancelServiceMutation, { ...options, update: dropDerivedFiguresAndBuckets });
  return { create, update, setActive, cancel, creating: createState.loading, updating: updateState.loading, settingActive: setActiveState.loading, cancelling: cancelState.loading };
}
