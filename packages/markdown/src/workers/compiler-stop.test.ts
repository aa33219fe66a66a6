import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { compileMarkdown } from '../compile.ts';
import type { CompiledMarkdown, CompileInput } from '../types.ts';
import { createMarkdownCompiler, MIN_MISSES_FOR_WORKERS } from './compiler.ts';

// In a file of its own: the thread counts below would see other compilers' workers come and go.

/** Inside the repository, so the bundled worker's package imports resolve. */
const cacheDir = fileURLToPath(new URL('../../.test-tmp/workers', import.meta.url));
const compiler = createMarkdownCompiler({ cacheDir, maxWorkers: 2 });
afterAll(() => compiler.close());

const pages = (from: number, count: number): CompileInput[] =>
  Array.from({ length: count }, (_, i) => ({ filePath: `/site/docs/page-${from + i}.md`, source: `# Page ${from + i}\n\nText ${from + i}.\n` }));
const noCache = () => {
  const entries = new Map<string, CompiledMarkdown>();
  return { get: (key: string) => entries.get(key), set: (key: string, value: CompiledMarkdown) => void entries.set(key, value) };
};
/** This process's threads (Linux). */
const threads = () => readdirSync('/proc/self/task').length;

test.runIf(process.platform === 'linux')('MarkdownCompiler.stopWorkers ends the worker threads, and the compiler starts them again for its next compile', async () => {
  const before = threads();
  const first = await compiler.compile(pages(0, MIN_MISSES_FOR_WORKERS), { cache: noCache() });
  expect(first.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
  const working = threads();
  expect(working).toBeGreaterThanOrEqual(before + 2);
  await compiler.stopWorkers();
  expect(threads()).toBeLessThanOrEqual(working - 2);
  const more = pages(MIN_MISSES_FOR_WORKERS, MIN_MISSES_FOR_WORKERS);
  const again = await compiler.compile(more, { cache: noCache() });
  expect(again.map((outcome) => outcome.status === 'fulfilled' && outcome.value.code)).toEqual(await Promise.all(more.map(async (input) => (await compileMarkdown(input)).code)));
});
