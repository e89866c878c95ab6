/**
 * English texts around the docs blocks (DocBlockView.tsx, DocsTabs.tsx): buttons, the API tab's
 * base URL box, the quick start's closing line. Kiswahili and French: prose-sw.ts, prose-fr.ts.
 */
export const DOCS_UI = {
  /** Read by screen readers before a quick start step's title. */
  step: (n: number) => `Step ${n}: `,
  tryIt: 'Try It',
  hideExample: 'Hide example',
  runSigned: 'Run this signed request from your terminal (curl 7.75 or later), with your keys in the environment:',
  documentation: 'Documentation',
  examples: 'Examples',
  hideExamples: 'Hide Examples',
  stuck: 'Stuck?',
  contactSupport: 'Contact Support',
  stuckAfter: '— an engineer answers in minutes, 24x7.',
  baseUrl: 'Base URL',
  s3Compatible: 'AWS S3 compatible',
  region: 'Region',
  pathStyle: ', path-style addressing',
  xml: '. Responses are XML as in the S3 API.',
  /** A code sample's Copy button (CodeBlock.tsx) and what screen readers hear. */
  copy: 'Copy',
  copied: 'Copied!',
  copyFailed: 'Copy failed',
  copyCode: (label: string) => `Copy ${label} code`,
  codeSample: (label: string) => `${label} code sample`,
  copiedStatus: 'Copied to clipboard',
};
export type DocsUi = typeof DOCS_UI;
