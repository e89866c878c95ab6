import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, newCustomer } from './support/browser';

const run = promisify(execFile);

/**
 * The docs that run (issue 30, item 7): samples are copied verbatim from the rendered /docs page
 * and run against the e2e server's own S3 endpoint, which the page learned from S3_PUBLIC_URL: the
 * quick start's and the SDK card's JavaScript (node), the Python card's boto3 (Debian's
 * python3-boto3), the API reference's curl samples (Debian's curl 7.88) and the AWS CLI sample's
 * commands (Debian's aws-cli 2.9).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const gql = async (page: Page, query: string, variables: Record<string, unknown>) => {
  const res = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data?: any; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors[0]!.message);
  return body.data;
};

/** The text of a code sample as the page shows it. */
const sample = (page: Page, container: string, label: string) => page.locator(`${container} pre[aria-label="${label} code sample"]`).textContent();

describe('docs samples, run verbatim', () => {
  // One customer walks every sample in turn (a slow machine takes over a minute for the four tools).
  it('runs the quick start and JavaScript samples, the Python sample, the API reference\'s curl samples and the AWS CLI sample', async () => {
    const s3Url = process.env.E2E_S3_URL!;
    const { context, page } = await newPage(browser);
    await page.goto('/docs');
    // The samples switch to the server's endpoint once the page has asked for it.
    await page.waitForFunction((url) => document.querySelector('#upload-first-file')?.textContent?.includes(url), s3Url);
    const upload = (await sample(page, '#upload-first-file', 'JavaScript'))!;
    expect(upload).toContain(`endpoint: "${s3Url}"`);
    await page.goto('/docs?tab=sdks');
    await page.waitForFunction((url) => document.querySelector('#sdk-javascript')?.textContent?.includes(url), s3Url);
    const list = (await sample(page, '#sdk-javascript', 'JavaScript / TypeScript — Usage'))!;
    expect(list).toContain(s3Url);

    // A customer with an Object Storage service, a bucket named as in the samples, and a key.
    const c = newCustomer('docs');
    expect((await page.request.post('/api/auth/register', { data: c })).status()).toBe(201);
    const service = await gql(page, 'mutation ($input: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $input) { service { id } } }', { input: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0' } });
    await gql(page, 'mutation ($input: CreateBucketInput!) { createBucket(input: $input) { bucket { name } } }', { input: { serviceId: service.createCloudStorageService.service.id, name: 'my-bucket' } });
    const key = (await gql(page, 'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secretAccessKey apiKey { accessKeyId } } }', { input: { name: 'docs-sample', permissions: ['read', 'write', 'delete'] } })).createApiKey;

    // Node resolves @aws-sdk/client-s3 from the repository's node_modules, as `npm install` would.
    const dir = path.resolve(__dirname, 'artifacts', 'docs-sample');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'upload.mjs'), upload);
    fs.writeFileSync(path.join(dir, 'list.mjs'), list);
    fs.writeFileSync(path.join(dir, 'hello.txt'), 'Habari dunia');
    const env = { PATH: process.env.PATH, HOME: dir, AWS_EC2_METADATA_DISABLED: 'true', MAWINGU_ACCESS_KEY_ID: key.apiKey.accessKeyId, MAWINGU_SECRET_ACCESS_KEY: key.secretAccessKey };
    const up = await run(process.execPath, ['upload.mjs'], { cwd: dir, env });
    expect(up.stdout.trim()).toBe(`Uploaded to ${s3Url}/my-bucket/hello.txt`);
    const ls = await run(process.execPath, ['list.mjs'], { cwd: dir, env });
    expect(ls.stdout.trim()).toBe('hello.txt 12');

    // The Python sample (Debian's python3-boto3), then its "Download and delete" example.
    await page.goto('/docs?tab=sdks');
    await page.waitForFunction((url) => document.querySelector('#sdk-python')?.textContent?.includes(url), s3Url);
    const python = (await sample(page, '#sdk-python', 'Python — Usage'))!;
    await page.locator('#sdk-python').getByRole('button', { name: 'Examples' }).click();
    const pythonMore = (await sample(page, '#sdk-python', 'Download and delete'))!;
    fs.writeFileSync(path.join(dir, 'report.pdf'), '%PDF-1.4 ripoti');
    fs.writeFileSync(path.join(dir, 'sample.py'), python);
    expect((await run('/usr/bin/python3', ['sample.py'], { cwd: dir, env })).stdout).toContain('reports/report.pdf 15');
    fs.rmSync(path.join(dir, 'report.pdf'));
    fs.writeFileSync(path.join(dir, 'more.py'), `${python.split('s3.upload_file(')[0]}${pythonMore}\n`);
    await run('/usr/bin/python3', ['more.py'], { cwd: dir, env });
    expect(fs.readFileSync(path.join(dir, 'report.pdf'), 'utf8')).toBe('%PDF-1.4 ripoti');

    // The storage API reference's curl samples, with Debian's curl (7.88: it neither hashes an
    // uploaded body nor sorts the query itself, which the samples allow for).
    await page.goto('/docs?tab=api');
    const curl = async (id: string) => {
      await page.locator(`#${id}`).getByRole('button', { name: 'Try it' }).click();
      await page.waitForFunction(([sel, url]) => document.querySelector(sel!)?.textContent?.includes(url!), [`#${id} pre[aria-label="curl code sample"]`, s3Url]);
      const code = (await sample(page, `#${id}`, 'curl'))!;
      expect(code).toContain(s3Url);
      // -f: an HTTP error fails the command, so a refused sample fails the test.
      return run('bash', ['-c', code.replace(/^curl /, 'curl -sS -f ')], { cwd: dir, env });
    };
    fs.writeFileSync(path.join(dir, 'hello.txt'), 'Habari kutoka curl');
    await curl('put-object');
    fs.rmSync(path.join(dir, 'hello.txt'));
    await curl('get-object');
    expect(fs.readFileSync(path.join(dir, 'hello.txt'), 'utf8')).toBe('Habari kutoka curl');
    expect((await curl('list-objects')).stdout).toContain('<Prefix>photos/</Prefix>');
    await curl('delete-object');

    // The AWS CLI sample's commands, after the profile (written here, as `aws configure` would).
    await page.goto('/docs?tab=integrations');
    await page.waitForFunction((url) => document.querySelector('#cli')?.textContent?.includes(url), s3Url);
    const cli = (await sample(page, '#cli', 'Copy example'))!;
    expect(cli).toContain('Tried with aws-cli');
    fs.mkdirSync(path.join(dir, '.aws'), { recursive: true });
    fs.writeFileSync(path.join(dir, '.aws', 'config'), `[profile mawingu]\nregion = nbo1\n`);
    fs.writeFileSync(path.join(dir, '.aws', 'credentials'), `[mawingu]\naws_access_key_id = ${key.apiKey.accessKeyId}\naws_secret_access_key = ${key.secretAccessKey}\n`);
    const commands = cli.split('\n').filter((l) => l.startsWith('aws ') && !l.startsWith('aws configure'));
    expect(commands).toHaveLength(3);
    await run('bash', ['-c', commands[0]!.replace('s3 mb s3://my-bucket', 's3 mb s3://my-cli-bucket')], { cwd: dir, env: { ...env, PATH: `/usr/bin:${env.PATH}` } });
    for (const command of commands.slice(1)) await run('bash', ['-c', command.replace('s3://my-bucket', 's3://my-cli-bucket')], { cwd: dir, env: { ...env, PATH: `/usr/bin:${env.PATH}` } });
    const listed = await run('bash', ['-c', commands[2]!.replace('s3://my-bucket', 's3://my-cli-bucket')], { cwd: dir, env: { ...env, PATH: `/usr/bin:${env.PATH}` } });
    expect(listed.stdout).toMatch(/hello\.txt/);
    await context.close();
  }, 240_000);
});
