import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFileWholeSync } from '@folio/core';
import path from 'node:path';
import type { IndexCache } from './lunr-index.ts';

/**
 * Serialized lunr indexes kept in the site's cache folder between builds, so a rebuild (every
 * change under `folio start`) only rebuilds the indexes whose text changed. `prune` drops the
 * entries this build did not use.
 */
export function createDiskIndexCache(dir: string): IndexCache & { prune(): void } {
  const used = new Set<string>();
  const fileOf = (key: string) => path.join(dir, `${key}.json`);
  return {
    get(key) {
      used.add(key);
      const file = fileOf(key);
      return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    },
    set(key, json) {
      used.add(key);
      mkdirSync(dir, { recursive: true });
      // Whole or not at all, so an interrupted build never leaves half an index to be reused.
      writeFileWholeSync(fileOf(key), json);
    },
    prune() {
      if (!existsSync(dir)) return;
      for (const name of readdirSync(dir)) if (!name.endsWith('.json') || !used.has(name.slice(0, -'.json'.length))) rmSync(path.join(dir, name), { force: true });
    },
  };
}
