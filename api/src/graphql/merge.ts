import type { Resolvers } from '../generated/graphql';

/** Merge module resolver maps type by type; a field defined twice is a programming error. */
export function mergeResolvers(maps: Resolvers[]): Resolvers {
  const out: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      if (fields instanceof Object && !(typeof fields === 'object' && 'serialize' in fields)) {
        out[type] ??= {};
        for (const [field, fn] of Object.entries(fields)) {
          if (field in out[type]!) throw new Error(`Resolver ${type}.${field} is defined twice`);
          out[type]![field] = fn;
        }
      } else {
        (out as Record<string, unknown>)[type] = fields;
      }
    }
  }
  return out as Resolvers;
}
