import type { DocBlock, S3Site } from './types';


/** Integrations (Terraform, Pulumi, WordPress, backup tools, migration) and the CLI panel. */
export const integrationBlocks = ({ endpoint: EP, region: RG }: S3Site): DocBlock[] => [
  {
    id: 'terraform',
    tab: 'integrations',
    kind: 'integration',
    title: 'Terraform',
    text: 'Manage buckets as code with the standard hashicorp/aws provider pointed at our endpoint.',
    samples: [
      {
        label: 'main.tf',
        language: 'hcl',
        code: `terraform {
  required_providers {
    aws = { source = "hashicorp/aws", version = "~> 5.0" }
  }
}

provider "aws" {
  region                      = "${RG}"
  access_key                  = var.mawingu_access_key_id
  secret_key                  = var.mawingu_secret_access_key
  skip_credentials_validation = true
  skip_region_validation      = true
  skip_requesting_account_id  = true
  skip_metadata_api_check     = true
  s3_use_path_style           = true
  endpoints {
    s3 = "${EP}"
  }
}

resource "aws_s3_bucket" "assets" {
  bucket = "my-app-assets"
}`,
      },
    ],
  },
  {
    id: 'pulumi',
    tab: 'integrations',
    kind: 'integration',
    title: 'Pulumi',
    text: 'Use @pulumi/aws with an explicit provider for the Mawingu endpoint.',
    samples: [
      {
        label: 'index.ts',
        language: 'typescript',
        code: `import * as aws from "@pulumi/aws";
import * as pulumi from "@pulumi/pulumi";

const cfg = new pulumi.Config("mawingu");
const mawingu = new aws.Provider("mawingu", {
  region: "${RG}" as aws.Region,
  accessKey: cfg.require("accessKeyId"),
  secretKey: cfg.requireSecret("secretAccessKey"),
  skipCredentialsValidation: true,
  skipRegionValidation: true,
  skipRequestingAccountId: true,
  s3UsePathStyle: true,
  endpoints: [{ s3: "${EP}" }],
});

export const bucket = new aws.s3.BucketV2("assets", { bucket: "my-app-assets" }, { provider: mawingu }).bucket;`,
      },
    ],
  },
  {
    id: 'wordpress',
    tab: 'integrations',
    kind: 'integration',
    title: 'WordPress',
    text: 'Offload the media library with the open-source S3 Uploads plugin (humanmade/s3-uploads).',
    samples: [
      {
        label: 'wp-config.php and a must-use plugin',
        language: 'php',
        code: `// wp-config.php
define( 'S3_UPLOADS_BUCKET', 'my-site-media' );
define( 'S3_UPLOADS_REGION', '${RG}' );
define( 'S3_UPLOADS_KEY', getenv( 'MAWINGU_ACCESS_KEY_ID' ) );
define( 'S3_UPLOADS_SECRET', getenv( 'MAWINGU_SECRET_ACCESS_KEY' ) );

// wp-content/mu-plugins/mawingu.php
add_filter( 's3_uploads_s3_client_params', function ( $params ) {
    $params['endpoint'] = '${EP}';
    $params['use_path_style_endpoint'] = true;
    return $params;
} );`,
      },
    ],
  },
  {
    id: 'backup-tools',
    tab: 'integrations',
    kind: 'integration',
    title: 'Backup tools (rclone, restic)',
    text: 'Any tool that speaks S3 can back up to Mawingu. rclone syncs folders; restic makes encrypted, deduplicated snapshots.',
    samples: [
      {
        label: 'rclone.conf',
        language: 'ini',
        code: `[mawingu]
type = s3
provider = Other
access_key_id = MWK...
secret_access_key = your-secret-key
endpoint = ${EP}
region = ${RG}`,
      },
      { label: 'Run', language: 'bash', code: `rclone sync /var/backups mawingu:my-backups\nrestic -r s3:${EP}/my-restic-repo init` },
    ],
  },
  {
    id: 'migration',
    tab: 'integrations',
    kind: 'integration',
    title: 'Migration guide: move from another S3 provider',
    text: 'Add your current provider as a second rclone remote, copy everything across, verify, then switch your application endpoint. Traffic into Mawingu is free.',
    samples: [{ label: 'Copy and verify', language: 'bash', code: 'rclone copy oldcloud:my-bucket mawingu:my-bucket --transfers 16 --progress\nrclone check oldcloud:my-bucket mawingu:my-bucket' }],
  },
  {
    id: 'cli',
    tab: 'integrations',
    kind: 'integration',
    title: 'Command-line tool (AWS CLI v2)',
    text: `Install the AWS CLI v2 once and add a Mawingu profile; endpoint_url in the profile points every command at ${EP}.`,
    samples: [
      { label: 'Install (Linux x86_64)', language: 'bash', code: 'curl "https://awscli.amazonaws.com/awscli-exe-linux-x86_64.zip" -o awscliv2.zip\nunzip awscliv2.zip && sudo ./aws/install' },
      { label: '~/.aws/config', language: 'ini', code: `# endpoint_url in a profile needs aws-cli 2.13 or later; older ones (Debian 12 ships 2.9) take --endpoint-url\n[profile mawingu]\nregion = ${RG}\nendpoint_url = ${EP}` },
      {
        label: 'Copy example',
        language: 'bash',
        code: `# Tried with aws-cli 2.9.19 (Debian 12); --endpoint-url works with every version\naws configure --profile mawingu   # paste your access key and secret\naws --profile mawingu --endpoint-url ${EP} s3 mb s3://my-bucket\naws --profile mawingu --endpoint-url ${EP} s3 cp hello.txt s3://my-bucket/\naws --profile mawingu --endpoint-url ${EP} s3 ls s3://my-bucket/`,
      },
    ],
  },
];
