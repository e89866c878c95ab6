/**
 * English texts of the docs page's frame (DocsPage.tsx, DocsTabs.tsx' tab names). The docs
 * themselves (steps, API, SDKs, FAQs) are English in docs/content-*.ts; their Kiswahili and
 * French prose is docs/prose-sw.ts and prose-fr.ts, loaded only by /sw/docs and /fr/docs (not in
 * the sw / fr catalogues). Code samples exist once, the same in every language.
 */
export default {
  metaTitle: 'Developer Documentation',
  metaDescription: 'Quick start, the S3-compatible storage API with AWS Signature V4, SDK examples for JavaScript, Python, Go and PHP, Terraform, Pulumi and the CLI.',
  title: 'Developer Documentation',
  intro: 'Everything you need to store, serve and protect data on Mawingu Cloud with the S3 tools you already use.',
  clearSearch: 'Clear search',
  search: 'Search the documentation',
  searchPlaceholder: 'Search the docs: presigned, terraform, list-type=2…',
  quickStart: 'Quick Start',
  apiReference: 'API Reference',
  downloadCli: 'Download CLI',
  apiExplorer: 'API Explorer',
  searchResults: 'Search results',
  byTopic: 'Documentation by topic',
  noResults: (q: string) => `No results for “${q}”`,
  results: (n: number, q: string) => `${n} result${n === 1 ? '' : 's'} for “${q}”`,
  tryAnother: 'Try another word, or',
  askEngineers: 'ask our engineers',
  /** Tab names: quickstart, api, sdks, integrations, faqs. */
  tabs: { quickstart: 'Quick Start', api: 'API Reference', sdks: 'SDKs', integrations: 'Integrations', faqs: 'FAQs' } as Record<string, string>,
  resourcesEyebrow: 'Additional Resources',
  resourcesTitle: 'Keep learning',
  resources: [
    { title: 'Migration Guides', text: 'Move buckets from another S3 provider with rclone, then switch the endpoint.' },
    { title: 'Best Practices', text: 'Multipart uploads, scoped keys, versioning and the CDN.' },
    { title: 'Tutorials', text: 'From sign-up to your first upload in four steps.' },
  ],
};
