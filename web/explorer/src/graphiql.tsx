import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { fetcher } from './fetcher';

const WELCOME = `# Mawingu Cloud API explorer
#
# Signed in to the portal, this runs as you.
# From a script, use a personal access token
# (Dashboard > Security): in Headers below, add
# {"Authorization": "Bearer mwk_pat_..."}
# Docs (left) describes every type and field;
# REST paths: /api/docs. Run: Ctrl+Enter.

{
  me {
    firstName
    email
  }
}
`;

/** A link to /graphql?query=…&variables=… opens on that operation (the server serves this page to browsers whatever the query string). */
const linked = new URLSearchParams(window.location.search);

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={WELCOME}
      initialQuery={linked.get('query') ?? undefined}
      initialVariables={linked.get('variables') ?? undefined}
      shouldPersistHeaders={false}
      defaultEditorToolsVisibility="headers"
    >
      <GraphiQL.Logo>
        <a href="/docs" className="mawingu-logo">
          Mawingu Cloud API
        </a>
      </GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
