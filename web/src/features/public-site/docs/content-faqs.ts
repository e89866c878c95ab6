import type { DocBlock } from './types';

/** The six FAQs (a single-open list on the faqs tab). */
export const FAQ_BLOCKS: DocBlock[] = [
  { id: 'faq-s3', tab: 'faqs', kind: 'faq', title: 'Is Mawingu Cloud really S3-compatible?', text: 'Yes. Object storage implements the S3 API with AWS Signature Version 4, so the AWS SDKs, the AWS CLI, rclone, restic, Terraform and Pulumi work by changing only the endpoint and region.' },
  { id: 'faq-residency', tab: 'faqs', kind: 'faq', title: 'Where is my data stored?', text: 'In Nairobi, Kenya by default (Kenya only). If you choose multi-region Africa, replicas are kept in Nairobi and Dar es Salaam. Data never leaves the region you choose.' },
  { id: 'faq-egress', tab: 'faqs', kind: 'faq', title: 'How much does data transfer (egress) cost?', text: 'Egress to users inside Kenya is free and unlimited. Regional East Africa egress is KSh 0.40 per GB after the first 50 GB each month; Africa multi-region egress is KSh 0.60 per GB after the first 50 GB.' },
  { id: 'faq-free', tab: 'faqs', kind: 'faq', title: 'What does the free tier include?', text: '10 GB of object storage free forever, with free egress inside Kenya. No credit card is needed to sign up; you are only billed for usage above the free allowance.' },
  { id: 'faq-signature', tab: 'faqs', kind: 'faq', title: 'Why do I get SignatureDoesNotMatch errors?', text: 'Check that the client uses region nbo1, path-style addressing, the full secret key without spaces, and a clock synchronised with NTP (requests more than 15 minutes off are refused).' },
  { id: 'faq-limits', tab: 'faqs', kind: 'faq', title: 'Are there rate limits?', text: 'There are no artificial rate limits. If you expect more than 10,000 requests per second, contact support so we can plan capacity with you.' },
];
