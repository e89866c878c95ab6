import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { fetcher } from './fetcher';

const WELCOME = `# Mawingu Cloud API explorer
#
# Signed in to the portal, operations run as you (your session).
# From a script, use a personal access token (Dashboard > Security):
# add {"Authorization": "Bearer mwk_pat_..."} in the Headers tab below.
# The Docs button (left) describes every type, field and argument.
# REST paths: /api/docs. Run with Ctrl+Enter.

{
  me {
    firstName
    email
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={WELCOME} shouldPersistHeaders={false} defaultEditorToolsVisibility="headers">
      <GraphiQL.Logo>
        <a href="/docs" className="mawingu-logo">
          Mawingu Cloud API
        </a>
      </GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
