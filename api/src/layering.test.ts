import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Who may import whom on the server (docs/architecture.md, "Layers"). Domain code is transport
 * neutral: services take a `Caller` (modules/caller.ts) and never see express, Apollo or the GraphQL
 * wiring, so the REST shims, the resolvers and the S3 listener all reach the same rules. The
 * imports are read with TypeScript's own pre-processor (static, type-only, `export … from`,
 * dynamic `import()` and `require` alike).
 */
const apiSrc = __dirname;
const repoRoot = path.resolve(apiSrc, '../..');
const GRAPHQL_LAYER = path.join(apiSrc, 'graphql');
const HTTP_LAYER = path.join(apiSrc, 'http');
const GENERATED = path.join(apiSrc, 'generated');
const CONTRACTS = path.join(apiSrc, 'contracts');
const MODULES = path.join(apiSrc, 'modules');
/** The storage domain and the two edges over it: the S3 protocol (s3/, handlers/, auth/, payload/) and the console. */
const STORAGE_DOMAIN = path.join(MODULES, 'storage', 'domain');
const STORAGE_EDGES = ['s3', 'handlers', 'auth', 'payload', 'console'].map((d) => path.join(MODULES, 'storage', d));

const inside = (file: string, dir: string) => file === dir || file.startsWith(dir + path.sep);

/** The module folder a path lies inside (null for modules/<m> itself, files beside registry.ts, and anything outside). */
function moduleOf(p: string): string | null {
  const parts = path.relative(MODULES, p).split(path.sep);
  return inside(p, MODULES) && parts.length > 1 ? parts[0]! : null;
}

/** Whether a path is a module's index file, its face (the folder itself, `../auth`, lies inside no module: moduleOf says null). */
const isFace = (p: string) => /^index(\.[jt]s)?$/.test(path.basename(p)) && path.dirname(path.dirname(p)) === MODULES;

/** A file's import specifiers, each with where it points when it is one of ours (null for a package). */
export function importsOf(file: string, text: string): { spec: string; target: string | null }[] {
  return ts.preProcessFile(text, true, true).importedFiles.map(({ fileName: spec }) => ({
    spec,
    target: spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : null,
  }));
}

const isTest = (file: string) => /\.test\.ts$/.test(file);
const isEntity = (file: string) => /\.entity(\.ts)?$/.test(file);
const isRestShim = (file: string) => file.endsWith('.rest.ts');
const isResolvers = (file: string) => file.endsWith('.resolvers.ts');
/** The module wiring: a ModuleDefinition names its resolvers (generated types) and mounts its shims (an express Router). */
const isWiring = (file: string) => file === path.join(MODULES, 'module.ts') || file === path.join(MODULES, 'registry.ts');
const packageName = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);

/**
 * The rules one file breaks, as readable lines (empty when it keeps them all).
 * - No file under modules/ imports the GraphQL layer (api/src/graphql): not services, not
 *   resolvers, not tests. The GraphQL context *is* the Caller.
 * - Only the HTTP adapters (`*.rest.ts`) and the module wiring import express or api/src/http.
 * - Only resolvers (and the wiring) import the generated resolver types (api/src/generated).
 * - Domain code (anything but adapters and tests) imports neither graphql-js nor Apollo.
 * - contracts/ (which the browser also runs) imports only zod and other contracts.
 * - No module exports a mutable binding (`export let`): a hook another module overwrites at load
 *   time is a dependency that a load order can silently drop (the sign-in IP allow-list was one).
 * - The storage domain (modules/storage/domain) speaks no protocol: it imports neither the S3 edge
 *   nor the console; it throws its own errors (domain/errors.ts), which each edge maps once.
 * - A file in modules/<A>/ reaches modules/<B>/ only through B's face (`../<B>`, its index.ts), so
 *   what a module offers others is one short list, and its resolvers, REST shims and
 *   ModuleDefinition (<B>.module.ts, imported by the registry alone) load only when the app is built.
 *   Tests (*.test.ts) are exempt: they seed and inspect other modules' tables and use their test
 *   kits, which have no place in a face, and nothing imports a test, so they add no load-time edge.
 *   An entity may import another module's entity file for a relation: its decorators read the
 *   related class while the class is being defined (design:type metadata), and through a face that
 *   is also loading its services, a load cycle hands them a binding not yet initialised.
 */
export function violationsOf(file: string, text: string): string[] {
  const rel = path.relative(repoRoot, file);
  const found: string[] = [];
  if (inside(file, MODULES) && /^export let /m.test(text)) {
    found.push(`${rel} exports a mutable binding (export let): pass the dependency explicitly (import it, or take it as an argument) instead of a hook set at load time`);
  }
  for (const { spec, target } of importsOf(file, text)) {
    const pkg = target === null ? packageName(spec) : null;
    if (inside(file, MODULES)) {
      if (target && inside(target, GRAPHQL_LAYER)) found.push(`${rel} imports the GraphQL layer ('${spec}'): take a Caller from modules/caller.ts`);
      if (!isRestShim(file) && !isWiring(file)) {
        if (pkg === 'express') found.push(`${rel} imports express: only *.rest.ts shims may (services take a Caller; cookies go through caller.cookies)`);
        if (target && inside(target, HTTP_LAYER)) found.push(`${rel} imports the HTTP layer ('${spec}'): only *.rest.ts shims may`);
      }
      if (target && inside(target, GENERATED) && !isResolvers(file) && !isWiring(file)) found.push(`${rel} imports generated GraphQL types ('${spec}'): only *.resolvers.ts may`);
      if (!isTest(file) && !isRestShim(file) && !isResolvers(file) && (pkg === 'graphql' || pkg?.startsWith('@apollo/'))) found.push(`${rel} imports ${pkg}: domain code knows no GraphQL`);
    }
    if (target && !isTest(file)) {
      const [from, to] = [moduleOf(file), moduleOf(target)];
      if (from && to && to !== from && !isFace(target) && !(isEntity(file) && isEntity(target))) {
        found.push(`${rel} imports '${spec}', inside the ${to} module: import its face ('${path.relative(path.dirname(file), path.join(MODULES, to))}', modules/${to}/index.ts), and export there what is missing`);
      }
    }
    if (inside(file, STORAGE_DOMAIN) && target && STORAGE_EDGES.some((edge) => inside(target, edge))) {
      found.push(`${rel} imports '${spec}': the storage domain speaks no protocol (throw a domain/errors.ts error; the edges map it)`);
    }
    if (inside(file, CONTRACTS) && !isTest(file)) {
      if (target ? !inside(target, CONTRACTS) : pkg !== 'zod') found.push(`${rel} imports '${spec}': shared contracts import only zod and each other`);
    }
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

describe('server layering', () => {
  const files = [...sourceFiles(MODULES), ...sourceFiles(CONTRACTS)];

  it('scans the modules and the contracts (a scan that reads nothing proves nothing)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(path.join(MODULES, 'auth', 'auth.service.ts'));
    expect(files).toContain(path.join(CONTRACTS, 'pricing-engine.ts'));
  });

  it('finds no module importing the GraphQL or HTTP layer outside its adapters, no import past a module\'s face, and pure contracts', () => {
    expect(files.flatMap((f) => violationsOf(f, fs.readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('gives every module a face (index.ts) and a definition (<module>.module.ts), the one the registry imports', () => {
    const folders = fs.readdirSync(MODULES, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.length).toBeGreaterThan(10);
    for (const m of folders) {
      expect([m, fs.existsSync(path.join(MODULES, m, 'index.ts')), fs.existsSync(path.join(MODULES, m, `${m}.module.ts`))]).toEqual([m, true, true]);
    }
    const registry = path.join(MODULES, 'registry.ts');
    const imported = importsOf(registry, fs.readFileSync(registry, 'utf8')).flatMap(({ target }) => (target && moduleOf(target) ? [path.relative(MODULES, target)] : []));
    expect(imported.sort()).toEqual(folders.map((m) => path.join(m, `${m}.module`)).sort());
  });

  describe('the rules themselves', () => {
    const at = (rel: string) => path.join(apiSrc, rel);

    it.each([
      ['modules/auth/login.service.ts', "import type { RequestContext } from '../../graphql/context';", /imports the GraphQL layer/],
      ['modules/auth/auth.resolvers.ts', "import { schemaPath } from '../../graphql/server';", /imports the GraphQL layer/],
      ['modules/auth/auth.api.test.ts', "const s = require('../../graphql/server');", /imports the GraphQL layer/],
      ['modules/auth/auth.service.ts', "import type { Request } from 'express';", /imports express/],
      ['modules/account/avatar.service.ts', "export { shim } from '../../http/rest';", /imports the HTTP layer/],
      ['modules/auth/auth.resolvers.ts', "import type { Response } from 'express';", /imports express/],
      ['modules/billing/invoices.service.ts', "import type { Invoice } from '../../generated/graphql';", /only \*\.resolvers\.ts may/],
      ['modules/billing/invoices.service.ts', "import { GraphQLError } from 'graphql';", /knows no GraphQL/],
      ['modules/storage/domain/objects.ts', "const m = await import('@apollo/server');", /knows no GraphQL/],
      ['modules/storage/domain/quota.ts', "import { s3err } from '../s3/errors';", /speaks no protocol/],
      ['modules/auth/auth.service.ts', 'export let checkIpAllowed = async () => true;', /mutable binding/],
      ['modules/storage/domain/buckets.ts', "import { toAppError } from '../console/errors';", /speaks no protocol/],
      ['contracts/pricing-engine.ts', "import { config } from '../config/config';", /only zod and each other/],
      ['contracts/pricing-engine.ts', "import fs from 'node:fs';", /only zod and each other/],
      ['modules/account/account.service.ts', "import { UserEntity } from '../auth/user.entity';", /inside the auth module: import its face \('\.\.\/auth'/],
      ['modules/storage/domain/quota.ts', "import type { CloudStorageServiceEntity } from '../../services/service.entity';", /inside the services module: import its face \('\.\.\/\.\.\/services'/],
      ['modules/billing/billing.seed.ts', "export { startScheduler } from '../competition/scheduler';", /inside the competition module/],
      ['modules/admin/admin.service.ts', "const m = await import('../billing/billing.module');", /inside the billing module/],
      ['modules/metering/metering.seed-fixtures.ts', "import { toPage } from '../admin/keyset';", /inside the admin module/],
      ['modules/billing/invoice.entity.ts', "import { requireUser } from '../auth/auth.service';", /inside the auth module/],
      ['modules/billing/invoices.service.ts', "import { UserEntity } from '../auth/user.entity';", /inside the auth module/],
    ])('%s: %s is refused', (file, source, message) => {
      const found = violationsOf(at(file), source);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(message);
    });

    it.each([
      ['modules/auth/auth.rest.ts', "import type { Router } from 'express';\nimport { bodyOf, shim } from '../../http/rest';"],
      ['modules/auth/auth.resolvers.ts', "import type { Resolvers } from '../../generated/graphql';\nimport { login } from './login.service';"],
      ['modules/auth/login.service.ts', "import { actorOf, type Caller } from '../caller';\nimport type { Db } from '../../db/db';\nimport { AppError } from '../../common/errors';"],
      ['modules/module.ts', "import type { Router } from 'express';\nimport type { Resolvers } from '../generated/graphql';"],
      ['modules/access-tokens/admin-refusal.api.test.ts', "import { buildSchema } from 'graphql';"],
      ['contracts/pricing-engine.ts', "import { z } from 'zod';\nimport { PRICES } from './prices';"],
      ['modules/storage/domain/quota.ts', "import { QuotaExceededError } from './errors';\nimport type { Db } from '../../../db/db';"],
      ['modules/account/account.service.ts', "import { UserEntity } from '../auth';\nimport { revokeCredentials } from './revoke-credentials';\nimport { actorOf } from '../caller';"],
      ['modules/storage/domain/quota.ts', "import type { CloudStorageServiceEntity } from '../../../modules/services/index';\nimport { lockLedger } from './ledger';"],
      ['modules/competition/scheduler.ts', "import { acquireLease } from '../platform/index.ts';"],
      ['modules/registry.ts', "import { authModule } from './auth/auth.module';"],
      ['modules/auth/auth.api.test.ts', "import { UserSettingsEntity } from '../account/user-settings.entity';"],
      ['modules/storage/entities/bucket.entity.ts', "import { UserEntity } from '../../auth/user.entity';\nimport { CloudStorageServiceEntity } from '../../services/service.entity';"],
    ])('%s: allowed imports pass', (file, source) => {
      expect(violationsOf(at(file), source)).toEqual([]);
    });
  });
});
