import fs from 'node:fs';
import path from 'node:path';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import {
  buildSchema,
  execute,
  getNullableType,
  isAbstractType,
  isEnumType,
  isListType,
  isScalarType,
  responsePathAsArray,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
  type GraphQLTypeResolver,
  type ResponsePath,
} from 'graphql';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { appSystem } from '@/components/ui/theme-app';
import { Toaster } from '@/components/ui/toaster';
import { setSession, type SessionUser } from '@/lib/auth/session';

/** schema.graphql, for answering every query of a page with made-up data of the right shape. */
const schema = buildSchema(fs.readFileSync(path.join(__dirname, '../../../schema.graphql'), 'utf8'));

/**
 * Values for chosen fields, as 'Type.field' (e.g. 'Preferences.language'). A function gets the
 * field's arguments and how many times the field was asked before (to tell list items apart).
 */
export type SchemaMockOverrides = Record<string, unknown>;

/**
 * Made-up data for any query of the schema: every list has two items (`listLength`: 0 for empty states), every field a value
 * (an object's id is the same wherever the same place in an answer is asked again, strings are 'Sample 1', 'Sample 2'…, times are a fixed past date, enums their first
 * value), except the fields in `overrides`.
 */
export function schemaMockLink(overrides: SchemaMockOverrides = {}, { listLength = 2 }: { listLength?: number } = {}): ApolloLink {
  let n = 0;
  const asked = new Map<string, number>();
  const leaf = (type: GraphQLOutputType): unknown => {
    const t = getNullableType(type);
    if (isListType(t)) {
      const inner = getNullableType(t.ofType);
      // Two different values of an enum (e.g. permissions [read, write]), else two made-up items.
      if (isEnumType(inner)) return inner.getValues().slice(0, 2).map((v) => v.value);
      return Array.from({ length: listLength }, () => leaf(t.ofType));
    }
    if (isEnumType(t)) return t.getValues()[0]!.value;
    if (isScalarType(t)) {
      n += 1;
      switch (t.name) {
        case 'ID':
          return String(n);
        case 'Int':
          return 3;
        case 'Float':
          return 12.5;
        case 'Boolean':
          return true;
        case 'DateTime':
          return new Date(Date.UTC(2026, 9, 1 + (n % 27), 8, 30)).toISOString();
        default:
          return `Sample ${n}`;
      }
    }
    return {};
  };
  // An object's id depends on where it sits in the answer (me.id, apiKeys.1.id), not on how many
  // values came before it: two queries that both ask for `me` must get the same User, as from a
  // server. With a fresh id per answer, each query's answer replaced the other's `me` in the
  // cache, its fields went missing, and the two refetched each other forever (the security page
  // hung its test under load).
  const ids = new Map<string, string>();
  const stableId = (path: ResponsePath) => {
    const at = responsePathAsArray(path).join('.');
    if (!ids.has(at)) ids.set(at, String(ids.size + 1));
    return ids.get(at)!;
  };
  const fieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, args, _ctx, info) => {
    const key = `${info.parentType.name}.${info.fieldName}`;
    if (key in overrides) {
      const o = overrides[key];
      const seen = asked.get(key) ?? 0;
      asked.set(key, seen + 1);
      return typeof o === 'function' ? (o as (a: unknown, seen: number) => unknown)(args, seen) : o;
    }
    const own = (source as Record<string, unknown> | null)?.[info.fieldName];
    if (own !== undefined) return own;
    const type = getNullableType(info.returnType);
    if (isScalarType(type) && type.name === 'ID') {
      n += 1; // the other made-up values stay as they were
      return stableId(info.path);
    }
    return leaf(info.returnType);
  };
  const typeResolver: GraphQLTypeResolver<unknown, unknown> = (_v, _c, _i, abstract) => (isAbstractType(abstract) ? schema.getPossibleTypes(abstract)[0]!.name : undefined);
  return new ApolloLink(
    (operation) =>
      new Observable((sub) => {
        Promise.resolve(execute({ schema, document: operation.query, variableValues: operation.variables, fieldResolver, typeResolver }))
          .then((result) => {
            sub.next(result as never);
            sub.complete();
          })
          .catch((e: unknown) => sub.error(e));
      }),
  );
}

/** Render `ui` as `user` with a real Apollo Client whose answers come from schemaMockLink(overrides). */
export function renderWithSchemaMocks(ui: ReactElement, { route = '/', user, overrides = {}, listLength }: { route?: string; user: SessionUser; overrides?: SchemaMockOverrides; listLength?: number }) {
  setSession(user);
  const client = new ApolloClient({ link: schemaMockLink(overrides, { listLength }), cache: new InMemoryCache() });
  return render(
    <ChakraProvider value={appSystem}>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <Toaster />
        </MemoryRouter>
      </ApolloProvider>
    </ChakraProvider>,
  );
}
