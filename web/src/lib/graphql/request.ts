import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/** A GraphQL error answered by /graphql (message is safe to show; extensions carry code/field). */
export class GraphqlRequestError extends Error {
  constructor(
    message: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'GraphqlRequestError';
  }
}

type VariablesArg<V> = Record<string, never> extends V ? [variables?: V] : [variables: V];

/**
 * One typed GraphQL request without Apollo Client, for the few calls the public shell makes before
 * any page needs the Apollo cache (the header's `me`, sign-out). Takes the same generated typed
 * documents as the Apollo hooks, so the result and variables are checked against schema.graphql;
 * pages keep using Apollo (loaded with their route).
 */
export async function graphqlRequest<R, V>(document: TypedDocumentNode<R, V>, ...[variables]: VariablesArg<V>): Promise<R> {
  // The build keeps each operation's source text on the document (web/vite.config.ts); only tests
  // and unbuilt code print the document, with graphql's printer loaded for that alone.
  const query = document.loc?.source.body ?? (await import('graphql/language/printer')).print(document);
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables: variables ?? {} }),
  });
  let body: { data?: R | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  try {
    body = (await res.json()) as typeof body;
  } catch {
    throw new GraphqlRequestError(`The server answered ${res.status}`);
  }
  const first = body.errors?.[0];
  if (first) throw new GraphqlRequestError(first.message, first.extensions);
  if (!res.ok || body.data == null) throw new GraphqlRequestError(`The server answered ${res.status}`);
  return body.data;
}
