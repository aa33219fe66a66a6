import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The CLI's entry module loads no command's modules before the command runs (issue 22: `folio start` starts sooner). */

const MAIN = new URL('./main.ts', import.meta.url).href;

/** The Folio source modules Node loads to import the CLI's entry module, in a fresh process. */
function modulesLoadedByMain(): string[] {
  const script = `import { register } from 'tsx/esm/api';
const seen = [];
register({ onImport: (url) => seen.push(url) });
await import(${JSON.stringify(MAIN)});
console.log(JSON.stringify(seen.filter((url) => url.includes('/packages/core/src/'))));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: fileURLToPath(new URL('.', import.meta.url)), encoding: 'utf8' })) as string[];
}

describe('the CLI entry module', () => {
  it('loads the build, the static server, clear and plugin commands only when their command runs', () => {
    const loaded = modulesLoadedByMain();
    expect(loaded.some((url) => url.endsWith('/cli/main.ts'))).toBe(true);
    for (const module of ['/site/build.ts', '/server/serve.ts', '/output/clear.ts', '/output/swap.ts', '/cli/plugin-commands.ts']) expect(loaded.filter((url) => url.endsWith(module))).toEqual([]);
  });
});
