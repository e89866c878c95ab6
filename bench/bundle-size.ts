/**
 * Gzipped size of the JavaScript the home page (/) loads before the visitor can interact:
 *   1. the entry script and every <link rel="modulepreload"> in dist/web/index.html, and
 *   2. the lazily loaded route module of "/" plus the chunks Vite preloads with it
 *      (its __vite__mapDeps list in the entry chunk; static imports are followed as a fallback).
 * Goal: <= 150 KiB gzipped. Build first (npm run build, or npm run build:web).
 *
 *   node -r @swc-node/register bench/bundle-size.ts [dist/web] [--max-kib=150]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const GOAL_KIB = 150;
const args = process.argv.slice(2);
const webDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'dist/web');
const maxArg = args.find((a) => a.startsWith('--max-kib='));
const kib = (n: number) => (n / 1024).toFixed(1);

function read(rel: string): string {
  return fs.readFileSync(path.join(webDir, rel.replace(/^\//, '')), 'utf8');
}

/** Script and modulepreload URLs of index.html, in document order. */
export function htmlScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+\.js)["'][^>]*>/g)) out.push(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*>/g)) {
    const href = /\bhref=["']([^"']+)["']/.exec(m[0])?.[1];
    if (href?.endsWith('.js')) out.push(href);
  }
  return out.map((u) => u.replace(/^\//, ''));
}

/** The files Vite preloads for the route at `routePath`, read from the entry chunk. */
export function routeChunks(entryCode: string, routePath = '/'): string[] {
  const deps = /m\.f=\[([^\]]*)\]/.exec(entryCode)?.[1];
  const files = deps ? [...deps.matchAll(/["'`]([^"'`]+)["'`]/g)].map((m) => m[1]!) : [];
  const q = '["\'`]';
  const route = new RegExp(`path:${q}${routePath.replace(/\//g, '\\/')}${q},(?:lazy|element):[\\s\\S]{0,200}?import\\(${q}\\.\\/([^"'\`]+)${q}\\)(?:,__vite__mapDeps\\(\\[([\\d,]*)\\]\\))?`).exec(entryCode);
  if (!route) return [];
  const own = `assets/${route[1]}`;
  const preloaded = (route[2] ?? '').split(',').filter(Boolean).map((i) => files[Number(i)]!).filter(Boolean);
  return [own, ...preloaded];
}

/** Relative static imports of a chunk (import … from "./x.js", import "./x.js"), not dynamic ones. */
function staticImports(code: string, from: string): string[] {
  const dir = path.posix.dirname(from);
  return [...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*${}\s,]*?from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)].map((m) => path.posix.normalize(path.posix.join(dir, m[1]!)));
}

function closure(start: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const f = queue.shift()!;
    if (seen.has(f)) continue;
    seen.add(f);
    queue.push(...staticImports(read(f), f));
  }
  return [...seen];
}

function main() {
  if (!fs.existsSync(path.join(webDir, 'index.html'))) {
    console.error(`No build at ${webDir}: run npm run build first.`);
    process.exit(2);
  }
  const initial = closure(htmlScripts(read('index.html')));
  const entry = initial[0]!;
  const route = closure(routeChunks(read(entry), '/')).filter((f) => !initial.includes(f));
  const sizes = (files: string[]) =>
    files.map((f) => {
      const buf = fs.readFileSync(path.join(webDir, f));
      return { f, raw: buf.length, gz: zlib.gzipSync(buf, { level: 9 }).length };
    });
  const a = sizes(initial);
  const b = sizes(route);
  const sum = (rows: { gz: number }[]) => rows.reduce((s, r) => s + r.gz, 0);
  const print = (title: string, rows: ReturnType<typeof sizes>) => {
    console.log(title);
    for (const r of [...rows].sort((x, y) => y.gz - x.gz)) console.log(`  ${kib(r.gz).padStart(7)} KiB gz  ${kib(r.raw).padStart(7)} KiB raw  ${r.f}`);
  };
  print('index.html (entry script + modulepreloads):', a);
  print('route "/" (lazy page module + the chunks preloaded with it):', b);
  const total = sum(a) + sum(b);
  console.log(`bundle-size: "/" loads ${kib(total)} KiB of gzipped JavaScript before interaction (${kib(sum(a))} KiB shell + ${kib(sum(b))} KiB home route); goal <= ${GOAL_KIB} KiB: ${total / 1024 <= GOAL_KIB ? 'MET' : 'NOT MET'}`);
  if (maxArg && total / 1024 > Number(maxArg.split('=')[1])) process.exit(1);
}

if (require.main === module) main();
