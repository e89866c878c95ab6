import type { DocBlock, S3Site } from './types';


/** SDK cards: install command, usage example, and more examples behind the Examples button. */
export const sdkBlocks = ({ endpoint: EP, region: RG }: S3Site): DocBlock[] => [
  {
    id: 'sdk-javascript',
    tab: 'sdks',
    kind: 'sdk',
    title: 'JavaScript / TypeScript',
    text: 'AWS SDK for JavaScript v3 (Node.js 18+, browsers, Deno, Bun).',
    samples: [
      { label: 'Install', language: 'bash', code: 'npm install @aws-sdk/client-s3 @aws-sdk/s3-request-presigner' },
      {
        label: 'Usage',
        language: 'javascript',
        code: `import { S3Client, ListObjectsV2Command } from "@aws-sdk/client-s3";

const s3 = new S3Client({
  region: "${RG}",
  endpoint: "${EP}",
  forcePathStyle: true,
  credentials: {
    accessKeyId: process.env.MAWINGU_ACCESS_KEY_ID,
    secretAccessKey: process.env.MAWINGU_SECRET_ACCESS_KEY,
  },
});

const { Contents = [] } = await s3.send(new ListObjectsV2Command({ Bucket: "my-bucket" }));
for (const o of Contents) console.log(o.Key, o.Size);`,
      },
    ],
    examples: [
      {
        label: 'Presigned download URL (valid 1 hour)',
        language: 'javascript',
        code: `import { GetObjectCommand } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";

const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket: "my-bucket", Key: "report.pdf" }), { expiresIn: 3600 });`,
      },
    ],
  },
  {
    id: 'sdk-python',
    tab: 'sdks',
    kind: 'sdk',
    title: 'Python',
    text: 'boto3, the AWS SDK for Python 3.8+.',
    samples: [
      { label: 'Install', language: 'bash', code: 'pip install boto3' },
      {
        label: 'Usage',
        language: 'python',
        code: `import os
import boto3

s3 = boto3.client(
    "s3",
    endpoint_url="${EP}",
    region_name="${RG}",
    aws_access_key_id=os.environ["MAWINGU_ACCESS_KEY_ID"],
    aws_secret_access_key=os.environ["MAWINGU_SECRET_ACCESS_KEY"],
)

s3.upload_file("report.pdf", "my-bucket", "reports/report.pdf")
for obj in s3.list_objects_v2(Bucket="my-bucket").get("Contents", []):
    print(obj["Key"], obj["Size"])`,
      },
    ],
    examples: [
      {
        label: 'Download and delete',
        language: 'python',
        code: `s3.download_file("my-bucket", "reports/report.pdf", "report.pdf")
s3.delete_object(Bucket="my-bucket", Key="reports/report.pdf")`,
      },
    ],
  },
  {
    id: 'sdk-go',
    tab: 'sdks',
    kind: 'sdk',
    title: 'Go',
    text: 'AWS SDK for Go v2.',
    samples: [
      { label: 'Install', language: 'bash', code: 'go get github.com/aws/aws-sdk-go-v2/config github.com/aws/aws-sdk-go-v2/credentials github.com/aws/aws-sdk-go-v2/service/s3' },
      {
        label: 'Usage',
        language: 'go',
        code: `cfg, err := config.LoadDefaultConfig(ctx,
    config.WithRegion("${RG}"),
    config.WithCredentialsProvider(credentials.NewStaticCredentialsProvider(
        os.Getenv("MAWINGU_ACCESS_KEY_ID"), os.Getenv("MAWINGU_SECRET_ACCESS_KEY"), "")),
)
if err != nil {
    log.Fatal(err)
}
client := s3.NewFromConfig(cfg, func(o *s3.Options) {
    o.BaseEndpoint = aws.String("${EP}")
    o.UsePathStyle = true
})

file, _ := os.Open("hello.txt")
defer file.Close()
_, err = client.PutObject(ctx, &s3.PutObjectInput{
    Bucket: aws.String("my-bucket"),
    Key:    aws.String("hello.txt"),
    Body:   file,
})`,
      },
    ],
    examples: [
      {
        label: 'List objects',
        language: 'go',
        code: `out, err := client.ListObjectsV2(ctx, &s3.ListObjectsV2Input{Bucket: aws.String("my-bucket")})
if err != nil {
    log.Fatal(err)
}
for _, o := range out.Contents {
    fmt.Println(aws.ToString(o.Key), aws.ToInt64(o.Size))
}`,
      },
    ],
  },
  {
    id: 'sdk-php',
    tab: 'sdks',
    kind: 'sdk',
    title: 'PHP',
    text: 'AWS SDK for PHP 3 (PHP 8.1+).',
    samples: [
      { label: 'Install', language: 'bash', code: 'composer require aws/aws-sdk-php' },
      {
        label: 'Usage',
        language: 'php',
        code: `<?php
require 'vendor/autoload.php';

$s3 = new Aws\\S3\\S3Client([
    'version' => 'latest',
    'region' => '${RG}',
    'endpoint' => '${EP}',
    'use_path_style_endpoint' => true,
    'credentials' => [
        'key' => getenv('MAWINGU_ACCESS_KEY_ID'),
        'secret' => getenv('MAWINGU_SECRET_ACCESS_KEY'),
    ],
]);

$s3->putObject(['Bucket' => 'my-bucket', 'Key' => 'hello.txt', 'SourceFile' => 'hello.txt']);`,
      },
    ],
    examples: [
      {
        label: 'Presigned URL',
        language: 'php',
        code: `$cmd = $s3->getCommand('GetObject', ['Bucket' => 'my-bucket', 'Key' => 'hello.txt']);
$url = (string) $s3->createPresignedRequest($cmd, '+1 hour')->getUri();`,
      },
    ],
  },
];
