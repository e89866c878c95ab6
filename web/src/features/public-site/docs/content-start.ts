import { REGISTER_PATH } from '@/components/layout/nav';
import type { DocBlock, S3Site } from './types';

const sigFor = (region: string) => `curl --aws-sigv4 "aws:amz:${region}:s3" \\\n  --user "$MAWINGU_ACCESS_KEY_ID:$MAWINGU_SECRET_ACCESS_KEY"`;

/** Quick start steps and the storage API reference. */
export const startBlocks = ({ endpoint: EP, region: RG }: S3Site, sig = sigFor(RG)): DocBlock[] => [
  {
    id: 'create-account',
    tab: 'quickstart',
    kind: 'step',
    step: 1,
    title: 'Create your account',
    text: 'Sign up in under a minute. The free tier gives you 10 GB of object storage forever — no credit card.',
    samples: [{ label: 'What you get', language: 'text', code: `Endpoint:  ${EP}\nRegion:    ${RG}\nFree tier: 10 GB object storage, free egress inside Kenya` }],
    action: { label: 'Create account', to: REGISTER_PATH },
  },
  {
    id: 'generate-credentials',
    tab: 'quickstart',
    kind: 'step',
    step: 2,
    title: 'Generate API credentials',
    text: 'In the dashboard open Security → API keys and create a key with read and write permissions. The secret is shown once: store it in your environment.',
    samples: [{ label: 'Shell', language: 'bash', code: 'export MAWINGU_ACCESS_KEY_ID="MWK..."\nexport MAWINGU_SECRET_ACCESS_KEY="your-secret-key"' }],
    action: { label: 'Open API keys', to: '/dashboard/security' },
  },
  {
    id: 'install-sdk',
    tab: 'quickstart',
    kind: 'step',
    step: 3,
    title: 'Install an SDK',
    text: 'Mawingu speaks the S3 API, so the official AWS SDKs work unchanged. Install the one for your language.',
    samples: [
      { label: 'JavaScript', language: 'bash', code: 'npm install @aws-sdk/client-s3' },
      { label: 'Python', language: 'bash', code: 'pip install boto3' },
    ],
    action: { label: 'See all SDKs', to: '/docs?tab=sdks' },
  },
  {
    id: 'upload-first-file',
    tab: 'quickstart',
    kind: 'step',
    step: 4,
    title: 'Upload your first file',
    text: 'Point the client at our endpoint and upload. Path-style addressing keeps bucket names with dots working.',
    samples: [
      {
        label: 'JavaScript',
        language: 'javascript',
        code: `import { S3Client, PutObjectCommand } from "@aws-sdk/client-s3";
import { readFile } from "node:fs/promises";

const s3 = new S3Client({
  region: "${RG}",
  endpoint: "${EP}",
  forcePathStyle: true,
  credentials: {
    accessKeyId: process.env.MAWINGU_ACCESS_KEY_ID,
    secretAccessKey: process.env.MAWINGU_SECRET_ACCESS_KEY,
  },
});

await s3.send(new PutObjectCommand({
  Bucket: "my-bucket",
  Key: "hello.txt",
  Body: await readFile("hello.txt"),
}));
console.log("Uploaded to ${EP}/my-bucket/hello.txt");`,
      },
    ],
    action: { label: 'Storage API reference', to: '/docs?tab=api' },
  },
  {
    id: 'put-object',
    tab: 'api',
    kind: 'operation',
    method: 'PUT',
    path: '/{bucket}/{key}',
    title: 'Upload an object',
    text: 'Stores the request body as the object. Send Content-Type to set the stored type; objects over 100 MB should use multipart upload.',
    samples: [{ label: 'curl', language: 'bash', code: `${sig} \\\n  -H "x-amz-content-sha256: UNSIGNED-PAYLOAD" \\\n  -T hello.txt "${EP}/my-bucket/hello.txt"` }],
  },
  {
    id: 'get-object',
    tab: 'api',
    kind: 'operation',
    method: 'GET',
    path: '/{bucket}/{key}',
    title: 'Download an object',
    text: 'Returns the object body. Supports Range requests for partial downloads and presigned URLs for sharing without credentials.',
    samples: [{ label: 'curl', language: 'bash', code: `${sig} \\\n  -o hello.txt "${EP}/my-bucket/hello.txt"` }],
  },
  {
    id: 'delete-object',
    tab: 'api',
    kind: 'operation',
    method: 'DELETE',
    path: '/{bucket}/{key}',
    title: 'Delete an object',
    text: 'Removes the object. With versioning on, a delete marker is written and earlier versions stay recoverable.',
    samples: [{ label: 'curl', language: 'bash', code: `${sig} \\\n  -X DELETE "${EP}/my-bucket/hello.txt"` }],
  },
  {
    id: 'list-objects',
    tab: 'api',
    kind: 'operation',
    method: 'GET',
    path: '/{bucket}?list-type=2',
    title: 'List objects (ListObjectsV2)',
    text: 'Lists up to 1,000 keys per page as XML. Use prefix and delimiter to browse folders and continuation-token to page.',
    samples: [{ label: 'curl', language: 'bash', code: `${sig} \\\n  "${EP}/my-bucket?list-type=2&max-keys=100&prefix=photos%2F"` }],
  },
  {
    id: 'object-tagging',
    tab: 'api',
    kind: 'operation',
    method: 'PUT',
    path: '/{bucket}/{key}?tagging',
    title: 'Tag an object',
    text: 'Replaces the object’s tags: up to 10, keys up to 128 and values up to 256 characters. GET ?tagging reads them and DELETE ?tagging removes them; x-amz-tagging sets them on upload, and a copy keeps the source’s tags unless x-amz-tagging-directive is REPLACE.',
    samples: [
      {
        label: 'curl',
        language: 'bash',
        code: `${sig} \\\n  -X PUT --data '<Tagging><TagSet><Tag><Key>project</Key><Value>mawingu</Value></Tag></TagSet></Tagging>' \\\n  "${EP}/my-bucket/hello.txt?tagging"`,
      },
    ],
  },
  {
    id: 'authentication',
    tab: 'api',
    kind: 'note',
    title: 'Authentication: AWS Signature Version 4',
    text: `Every request is signed with AWS Signature Version 4 using an access key from your dashboard. Use region "${RG}" and service "s3" in the signature scope; SDKs and curl --aws-sigv4 do this for you. Requests with a clock more than 15 minutes off are refused.`,
    samples: [{ label: 'Signed request headers', language: 'http', code: `PUT /my-bucket/hello.txt HTTP/1.1\nHost: ${EP.replace('https://', '')}\nx-amz-date: 20261122T080000Z\nx-amz-content-sha256: UNSIGNED-PAYLOAD\nAuthorization: AWS4-HMAC-SHA256 Credential=MWK.../20261122/${RG}/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=…` }],
  },
  {
    id: 'best-practices',
    tab: 'api',
    kind: 'note',
    title: 'Best practices',
    text: 'Use multipart upload above 100 MB; give each application its own API key with only the permissions it needs; turn versioning on for data you cannot afford to lose; serve public assets through the Edge CDN; keep clocks synced with NTP.',
  },
];
