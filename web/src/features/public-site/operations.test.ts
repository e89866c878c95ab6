import { PriceListQuery, StorageEndpointQuery } from './operations';

describe('the public site operations sent without Apollo (lib/graphql/request.ts)', () => {
  it('spread no fragment: the build keeps their source text, so no GraphQL printer loads on the page', () => {
    for (const doc of [PriceListQuery, StorageEndpointQuery]) {
      expect(doc.definitions.map((d) => d.kind)).toEqual(['OperationDefinition']);
    }
  });
});
