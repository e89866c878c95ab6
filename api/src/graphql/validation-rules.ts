import { GraphQLError, type ValidationRule } from 'graphql';

/**
 * Refuse, at validation time (HTTP 400), an operation whose root type the schema does not have:
 * this API has queries and mutations, no subscriptions. Without it graphql-js fails later, at
 * execution, with an error Apollo reports as internal.
 */
export const SupportedOperationsOnly: ValidationRule = (context) => ({
  OperationDefinition(node) {
    const schema = context.getSchema();
    const root = node.operation === 'query' ? schema.getQueryType() : node.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
    if (!root) context.reportError(new GraphQLError(`This API does not support ${node.operation} operations`, { nodes: [node] }));
  },
});
