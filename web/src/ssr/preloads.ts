/** The parts of Vite's build manifest (dist/web/.vite/manifest.json) used here. */
export interface ViteManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
/** Source path relative to web/ (or "_name.js" for a shared chunk) → its chunk. */
export type ViteManifest = Record<string, ViteManifestChunk>;

/** The keys of `start` and of every chunk they import statically, in first-seen order. */
function withImports(manifest: ViteManifest, start: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const k of manifest[key].imports ?? []) visit(k);
  };
  start.forEach(visit);
  return [...seen];
}

/**
 * The chunk files a pre-rendered page needs beyond index.html's own: the chunk of every lazily
 * loaded module its render ran (its layouts, the page) with the chunks those import. Listed as
 * modulepreload links, they download in parallel with the entry script, so the browser can
 * hydrate as soon as the entry runs.
 */
export function chunksOfModules(manifest: ViteManifest, modules: string[]): string[] {
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const initial = new Set(withImports(manifest, entries));
  const lazy = modules.filter((m) => manifest[m]?.isDynamicEntry && !initial.has(m));
  return withImports(manifest, lazy)
    .filter((k) => !initial.has(k))
    .map((k) => manifest[k]!.file);
}
