import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's AWS CLI and boto3 (installed by .ci/run when missing); /usr/bin/python3 has the Debian packages. */
export const AWS_CLI = '/usr/bin/aws';
export const PYTHON = '/usr/bin/python3';

/**
 * An isolated environment for a command-line S3 client: a temporary HOME and config (path-style,
 * SigV4, our region), the key in the environment, and no instance-metadata lookups.
 */
export function cliEnv(key: { accessKeyId: string; secretAccessKey: string }) {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-cli-'));
  const config = path.join(home, 'config');
  fs.writeFileSync(config, '[default]\nregion = nbo1\ns3 =\n  addressing_style = path\n  signature_version = s3v4\n');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: home,
    AWS_CONFIG_FILE: config,
    AWS_SHARED_CREDENTIALS_FILE: path.join(home, 'credentials'),
    AWS_ACCESS_KEY_ID: key.accessKeyId,
    AWS_SECRET_ACCESS_KEY: key.secretAccessKey,
    AWS_DEFAULT_REGION: 'nbo1',
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_PAGER: '',
    PYTHONDONTWRITEBYTECODE: '1',
  };
  return { env, home, cleanup: () => fs.rmSync(home, { recursive: true, force: true }) };
}

export async function aws(env: NodeJS.ProcessEnv, endpoint: string, args: string[], cwd?: string): Promise<string> {
  try {
    const { stdout } = await run(AWS_CLI, ['--endpoint-url', endpoint, '--no-cli-pager', ...args], { env, cwd, maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (e) {
    const err = e as { stderr?: string; stdout?: string; message: string };
    throw new Error(`aws ${args.join(' ')} failed: ${err.stderr || err.stdout || err.message}`);
  }
}

export async function python(env: NodeJS.ProcessEnv, script: string, args: string[] = []): Promise<string> {
  try {
    const { stdout } = await run(PYTHON, ['-c', script, ...args], { env, maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (e) {
    const err = e as { stderr?: string; message: string };
    throw new Error(`python failed: ${err.stderr || err.message}`);
  }
}

/** A file of `size` deterministic bytes (no randomness in fixtures). */
export function writeFixtureFile(file: string, size: number, seed = 1): void {
  const block = Buffer.alloc(1024 * 1024);
  const fd = fs.openSync(file, 'w');
  try {
    for (let written = 0, n = 0; written < size; n++) {
      for (let i = 0; i < block.length; i++) block[i] = (i * 31 + n * 17 + seed) & 0xff;
      const len = Math.min(block.length, size - written);
      fs.writeSync(fd, block, 0, len);
      written += len;
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** Debian's s3cmd (installed by .ci/run when missing). */
export const S3CMD = '/usr/bin/s3cmd';

/**
 * s3cmd with its own config file for the endpoint: path-style (host_bucket = host_base), plain
 * HTTP, SigV4 in our region. Throws with s3cmd's own message on a non-zero exit.
 */
export function s3cmdEnv(key: { accessKeyId: string; secretAccessKey: string }, endpoint: string) {
  const { env, home, cleanup } = cliEnv(key);
  const host = new URL(endpoint).host;
  const config = path.join(home, 's3cfg');
  fs.writeFileSync(
    config,
    [
      '[default]',
      `access_key = ${key.accessKeyId}`,
      `secret_key = ${key.secretAccessKey}`,
      `host_base = ${host}`,
      `host_bucket = ${host}`,
      'use_https = False',
      'signature_v2 = False',
      'bucket_location = nbo1',
      'check_ssl_certificate = False',
      'progress_meter = False',
      '',
    ].join('\n'),
  );
  const s3cmd = async (args: string[], cwd?: string): Promise<string> => {
    try {
      const { stdout, stderr } = await run(S3CMD, ['-c', config, ...args], { env, cwd, maxBuffer: 16 * 1024 * 1024 });
      return stdout + stderr;
    } catch (e) {
      const err = e as { stderr?: string; stdout?: string; message: string };
      throw new Error(`s3cmd ${args.join(' ')} failed: ${err.stderr || err.stdout || err.message}`);
    }
  };
  return { s3cmd, home, cleanup };
}

/** A presigned POST (a browser upload form's URL and fields) as boto3's generate_presigned_post makes it. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/** Debian's boto3 `generate_presigned_post` for a key: an independent signer of upload policies. */
export async function boto3PresignedPost(
  key: { accessKeyId: string; secretAccessKey: string },
  endpoint: string,
  opts: { bucket: string; key: string; fields?: Record<string, string>; conditions?: unknown[]; expires?: number },
): Promise<PresignedPost> {
  const { env, cleanup } = cliEnv(key);
  try {
    const script = `
import boto3, json, sys
from botocore.config import Config
a = json.loads(sys.argv[1])
s3 = boto3.client('s3', endpoint_url=a['endpoint'], region_name='nbo1', config=Config(signature_version='s3v4', s3={'addressing_style': 'path'}))
print(json.dumps(s3.generate_presigned_post(a['bucket'], a['key'], Fields=a['fields'], Conditions=a['conditions'], ExpiresIn=a['expires'])))
`;
    const args = { endpoint, bucket: opts.bucket, key: opts.key, fields: opts.fields ?? null, conditions: opts.conditions ?? null, expires: opts.expires ?? 300 };
    return JSON.parse(await python(env, script, [JSON.stringify(args)])) as PresignedPost;
  } finally {
    cleanup();
  }
}

/** Debian's restic (installed by .ci/run), run with `env` (repository, password, key); its stdout, or its stderr as the error. */
export async function restic(env: NodeJS.ProcessEnv, ...args: string[]): Promise<string> {
  try {
    return (await run('/usr/bin/restic', args, { env, maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (e) {
    const err = e as { stderr?: string; message: string };
    throw new Error(`restic ${args.join(' ')} failed: ${err.stderr || err.message}`);
  }
}

/** Every file under `dir` by its path, with the SHA-256 of its bytes: two trees compare byte for byte. */
export function treeDigest(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[path.relative(dir, p)] = crypto.createHash('sha256').update(fs.readFileSync(p)).digest('hex');
    }
  };
  walk(dir);
  return out;
}
