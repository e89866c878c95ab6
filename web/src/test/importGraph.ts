import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const webSrc = path.resolve(__dirname, '..');
const apiSrc = path.resolve(webSrc, '../../api/src');

/** Where an import specifier of `from` points, as a path without its extension (null for a package). */
export function localTarget(spec: string, from: string): string | null {
  if (spec.startsWith('@/')) return path.join(webSrc, spec.slice(2));
  if (spec.startsWith('@contracts/')) return path.join(apiSrc, 'contracts', spec.slice('@contracts/'.length));
  if (spec.startsWith('.')) return path.resolve(path.dirname(from), spec);
  return null;
}

/** The file an import specifier of `from` loads inside the repository (null for packages). */
function resolveLocal(spec: string, from: string): string | null {
  const base = localTarget(spec, from);
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`Cannot resolve ${spec} from ${from}`);
}

/**
 * Every import of a file, read with TypeScript's own pre-processor: static and type-only imports,
 * `export … from`, dynamic import(), require, and the module a `declare module` augments. Each
 * with where it points (`localTarget`; null for a package). Comments and strings are not imports.
 */
export function importsOf(file: string, text: string): { spec: string; target: string | null }[] {
  return ts.preProcessFile(text, true, true).importedFiles.map(({ fileName: spec }) => ({ spec, target: localTarget(spec, file) }));
}

/**
 * The modules a file loads up front: its static value imports, followed through the repository's
 * own files. Type-only imports are never followed; dynamic import() (code split off, loaded later)
 * only from the files `followDynamic` accepts. Returns the local files and the npm packages reached.
 */
export function staticImportGraph(entry: string, followDynamic: (file: string) => boolean = () => false): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [path.resolve(entry)];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    // Comments may show example imports: leave them out.
    const code = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const m of code.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      const spec = m[1]!;
      const local = resolveLocal(spec, file);
      if (local) queue.push(local);
      else packages.add(spec);
    }
    if (!followDynamic(file)) continue;
    for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const local = resolveLocal(m[1]!, file);
      if (local) queue.push(local);
      else packages.add(m[1]!);
    }
  }
  return { files, packages };
}

/** The page modules a route file loads lazily inside the block that starts at `marker`. */
export function lazyPagesOf(routesFile: string, marker: string): string[] {
  const code = fs.readFileSync(routesFile, 'utf8');
  const start = code.indexOf(marker);
  if (start < 0) throw new Error(`${marker} not found in ${routesFile}`);
  const end = code.indexOf('\nexport ', start + marker.length);
  const block = code.slice(start, end < 0 ? undefined : end);
  const pages = new Set<string>();
  // The block may use helpers defined above it (const info = lazyPage(...), const infoRoutes = [...]),
  // which may use others in turn: include every top-level const it reaches.
  const seen = new Set<string>();
  let text = block;
  for (let grew = true; grew; ) {
    grew = false;
    for (const m of text.matchAll(/\b(\w+)\b/g)) {
      if (seen.has(m[1]!)) continue;
      seen.add(m[1]!);
      const at = new RegExp(`^const ${m[1]}\\b`, 'm').exec(code)?.index;
      if (at === undefined || (at >= start && at < start + block.length)) continue;
      const stop = code.indexOf('\n\n', at);
      text += `\n${code.slice(at, stop < 0 ? undefined : stop)}`;
      grew = true;
    }
  }
  for (const m of text.matchAll(/import\('([^']+)'\)/g)) pages.add(m[1]!);
  return [...pages].map((p) => resolveLocal(p, routesFile)!);
}
