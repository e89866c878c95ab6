/** swagger-ui-dist ships no types; the one call api-docs.ts makes. */
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  export default function SwaggerUI(options: Record<string, unknown>): unknown;
}
