import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The API explorers, built apart from the web app (dist/explorer, served under /explorer/) so
 * their code never reaches the public pages' bundles: GraphiQL for GET /graphql (a browser's
 * request) and Swagger UI for /api/docs over /api/openapi.json. Everything is bundled here and
 * served by the portal itself: no CDN, and it works under the site's Content-Security-Policy.
 */
export default defineConfig({
  root: __dirname,
  base: '/explorer/',
  plugins: [react()],
  build: {
    outDir: path.resolve(__dirname, '../../dist/explorer'),
    emptyOutDir: true,
    sourcemap: false,
    // Monaco (GraphiQL's editor) and Swagger UI are large; they load only on these two pages.
    chunkSizeWarningLimit: 6000,
    rolldownOptions: {
      input: { graphiql: path.resolve(__dirname, 'graphiql.html'), 'api-docs': path.resolve(__dirname, 'api-docs.html') },
      // GraphiQL's modules start with React Compiler's "use no memo"; bundling drops it, harmlessly.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
    },
  },
});
