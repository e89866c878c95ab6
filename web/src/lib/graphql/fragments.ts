import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { FragmentType } from '@/gql';

/**
 * A row that spreads a component's fragment beside fields of its own query (e.g. a winner row with
 * its promotion's name), read whole by the component that owns both the query and the fragment.
 * Like the generated getFragmentData, it returns its argument: fragment masking is a type-level
 * view (codegen.ts), every field is in the data at run time.
 */
export function withFragmentData<TFragment, TRow extends object>(
  _fragment: DocumentTypeDecoration<TFragment, unknown>,
  row: TRow & FragmentType<DocumentTypeDecoration<TFragment, unknown>>,
): Omit<TRow, ' $fragmentRefs'> & TFragment {
  return row as unknown as Omit<TRow, ' $fragmentRefs'> & TFragment;
}
