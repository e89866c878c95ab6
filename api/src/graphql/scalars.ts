import { GraphQLScalarType, Kind } from 'graphql';
import { badInput } from '../common/errors';

/** ISO-8601 UTC date-times in and out. */
export const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize(value) {
    const d = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(d.getTime())) throw new TypeError('DateTime cannot represent an invalid date');
    return d.toISOString();
  },
  parseValue(value) {
    return parseDate(value);
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw badInput('DateTime must be an ISO-8601 string');
    return parseDate(ast.value);
  },
});

function parseDate(value: unknown): Date {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) {
    throw badInput('DateTime must be an ISO-8601 string');
  }
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw badInput('DateTime must be a valid date');
  return d;
}
