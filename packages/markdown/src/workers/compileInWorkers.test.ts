import type { Root } from 'mdast';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import { describe, expect, test } from 'vitest';
import { createCompileCache, getCompileCacheKey, type CompileCache } from '../cache.ts';
import { compileMarkdown } from '../compile.ts';
import { MarkdownError } from '../errors.ts';
import type { CompiledMarkdown, CompileInput } from '../types.ts';
import { compileInWorkers, compileIntoCache, MIN_MISSES_FOR_WORKERS } from './compileInWorkers.ts';
import { createCompilePool } from './pool.ts';
import { BACKGROUND_NICE } from './priority.ts';
import { getWorkerScript } from './workerScript.ts';

/** The worker script's cache folder for most tests (one outside the repository is tested too). */
const cacheDir = fileURLToPath(new URL('../../.test-tmp/workers', import.meta.url));

/** An in-memory cache that counts writes. */
function memoryCache(): CompileCache & { writes: string[] } {
  const entries = new Map<string, CompiledMarkdown>();
  const writes: string[] = [];
  return { writes, get: (key) => entries.get(key), set: (key, value) => void (writes.push(key), entries.set(key, value)) };
}

const pages = (count: number): CompileInput[] =>
  Array.from({ length: count }, (_, i) => ({ filePath: `/site/docs/page-${i}.md`, source: `# Page ${i}\n\n## Part\n\n\`\`\`js\nconst n = ${i};\n\`\`\`\n` }));

describe('the compile pool', () => {
  test('compiles in worker threads, several at once', async () => {
    const pool = createCompilePool({ workerFile: await getWorkerScript(cacheDir), size: 2 });
    try {
      const answers = await Promise.all(pages(6).map((input) => pool.run(input)));
      expect(isMainThread).toBe(true);
      expect(answers.every((a) => a.threadId > 0)).toBe(true);
      expect(new Set(answers.map((a) => a.threadId)).size).toBe(2);
      const first = answers[0]!;
      expect('result' in first && first.result.code).toBe((await compileMarkdown(pages(1)[0]!)).code);
    } finally {
      await pool.close();
    }
  });
});

describe('the bundled worker script', () => {
  test('runs from a cache folder where none of its packages resolve (a site whose node_modules lacks them)', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'folio-worker-cache-'));
    try {
      const workerFile = await getWorkerScript(outside);
      expect(fileURLToPath(workerFile).startsWith(outside)).toBe(true);
      const pool = createCompilePool({ workerFile, size: 1 });
      try {
        // Front matter (yaml), a highlighted shell block (Prism's extra languages) and an emoji shortcode (remark-emoji, imported on demand).
        const input: CompileInput = { filePath: '/site/docs/outside.md', source: '---\ntitle: Outside\n---\n\n# Outside :tada:\n\n```bash\necho hi\n```\n' };
        const answer = await pool.run(input);
        expect('result' in answer && answer.result.code).toBe((await compileMarkdown(input)).code);
      } finally {
        await pool.close();
      }
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

/** Nice values of this process's threads (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('the compile pool in the background', () => {
  test.runIf(process.platform === 'linux')('runs its workers at a lower priority than the thread that answers requests', async () => {
    const before = threadNiceValues().filter((nice) => nice === BACKGROUND_NICE).length;
    const pool = createCompilePool({ workerFile: await getWorkerScript(cacheDir), size: 1, lowPriority: true });
    try {
      await pool.run(pages(1)[0]!);
      expect(threadNiceValues().filter((nice) => nice === BACKGROUND_NICE).length).toBe(before + 1);
      expect(threadNiceValues()).toContain(0);
    } finally {
      await pool.close();
    }
  });
});

describe('compileInWorkers', () => {
  test('gives each file its outcome in input order, same as compiling on the main thread; identical files compile once', async () => {
    const inputs = pages(MIN_MISSES_FOR_WORKERS);
    const twin = { ...inputs[3]!, filePath: '/site/versioned_docs/version-1/page-3.md' };
    const broken: CompileInput = { filePath: '/site/docs/broken.mdx', source: '# Broken\n\n<Tabs>\n\nText\n' };
    const cache = memoryCache();
    const outcomes = await compileInWorkers([...inputs, twin, broken], { cache, maxWorkers: 2, cacheDir });
    expect(outcomes).toHaveLength(inputs.length + 2);
    for (const [i, input] of inputs.entries()) {
      const outcome = outcomes[i]!;
      expect(outcome.status).toBe('fulfilled');
      expect(outcome.status === 'fulfilled' && outcome.value.code).toBe((await compileMarkdown(input)).code);
    }
    const twinOutcome = outcomes[inputs.length]!;
    expect(twinOutcome.status === 'fulfilled' && twinOutcome.value.toc).toEqual([{ value: 'Part', id: 'part', level: 2 }]);
    expect(cache.writes).toHaveLength(inputs.length);
    expect(cache.writes).toContain(getCompileCacheKey(twin));

    const failure = outcomes[inputs.length + 1]!;
    expect(failure.status).toBe('rejected');
    const error = (failure as PromiseRejectedResult).reason as MarkdownError;
    expect(error).toBeInstanceOf(MarkdownError);
    let expected: unknown;
    await compileMarkdown(broken).catch((e: unknown) => (expected = e));
    expect(error.message).toBe((expected as MarkdownError).message);
    expect(error.message).toMatch(/^\/site\/docs\/broken\.mdx:\d+:\d+ /);
  });

  test('a second call is served by the cache, without workers', async () => {
    const cache = memoryCache();
    const inputs = pages(MIN_MISSES_FOR_WORKERS + 2);
    await compileInWorkers(inputs, { cache, maxWorkers: 2, cacheDir });
    const writes = cache.writes.length;
    const again = await compileInWorkers(inputs, { cache, maxWorkers: 2, cacheDir });
    expect(again.every((o) => o.status === 'fulfilled')).toBe(true);
    expect(cache.writes.length).toBe(writes);
  });

  test('site plugins (functions) keep the compile on the calling thread', async () => {
    const threads = new Set<boolean>();
    const remarkMark = () => (tree: Root) => {
      threads.add(isMainThread);
      tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'marked' }] });
    };
    const inputs = pages(MIN_MISSES_FOR_WORKERS + 2).map((input) => ({ ...input, remarkPlugins: [remarkMark] }));
    const outcomes = await compileInWorkers(inputs, { cache: memoryCache(), maxWorkers: 2, cacheDir });
    expect(threads).toEqual(new Set([true]));
    expect(outcomes.every((o) => o.status === 'fulfilled' && o.value.code.includes('"marked"'))).toBe(true);
  });
});

describe('compileInWorkers with Markdown options', () => {
  test('plain-data options travel to the workers', async () => {
    const inputs = pages(MIN_MISSES_FOR_WORKERS + 2).map((input) => ({ ...input, markdown: { anchors: { maintainCase: true } } }));
    const outcomes = await compileInWorkers(inputs, { cache: memoryCache(), maxWorkers: 2, cacheDir });
    expect(outcomes.map((o) => o.status === 'fulfilled' && o.value.toc[0]?.id)).toEqual(inputs.map(() => 'Part'));
  });

  test('a preprocessor (a function) keeps the compile on the calling thread', async () => {
    const threads = new Set<boolean>();
    const preprocessor = ({ fileContent }: { fileContent: string }) => {
      threads.add(isMainThread);
      return fileContent.replace('## Part', '## Preprocessed');
    };
    const inputs = pages(MIN_MISSES_FOR_WORKERS + 2).map((input) => ({ ...input, markdown: { preprocessor } }));
    const outcomes = await compileInWorkers(inputs, { cache: memoryCache(), maxWorkers: 2, cacheDir });
    expect(threads).toEqual(new Set([true]));
    expect(outcomes.every((o) => o.status === 'fulfilled' && o.value.toc[0]?.id === 'preprocessed')).toBe(true);
  });

  test('in scan-first mode, a site front matter parser (asynchronous) gives the scan its front matter', async () => {
    const input: CompileInput = {
      ...pages(1)[0]!,
      source: '---\ntitle: t\n---\n# Page\n',
      markdown: { parseFrontMatter: async ({ fileContent }) => ({ frontMatter: { title: 'From the parser' }, content: fileContent }) },
    };
    const [outcome] = await compileInWorkers([input], { cache: memoryCache(), cacheDir, lazy: true });
    expect(outcome?.status === 'fulfilled' && outcome.value.frontMatter).toEqual({ title: 'From the parser' });
  });
});

describe('compileIntoCache', () => {
  test('has background workers store each file in the cache folder themselves, skipping files with site plugins', async () => {
    const storeIn = path.join(cacheDir, `store-${process.pid}-${Date.now()}`);
    try {
      const inputs = pages(3);
      const withPlugin: CompileInput = { ...pages(4)[3]!, remarkPlugins: [() => undefined] };
      await compileIntoCache([...inputs, withPlugin], { cacheDir, storeIn, maxWorkers: 1 });
      const cache = createCompileCache(storeIn);
      for (const input of inputs) expect(cache.get(getCompileCacheKey(input))?.code).toBe((await compileMarkdown(input)).code);
      expect(cache.get(getCompileCacheKey(withPlugin))).toBeUndefined();
      // A second pass finds every file stored: nothing changes on disk.
      const before = readdirSync(storeIn, { recursive: true }).sort();
      await compileIntoCache(inputs, { cacheDir, storeIn, maxWorkers: 1 });
      expect(readdirSync(storeIn, { recursive: true }).sort()).toEqual(before);
    } finally {
      rmSync(storeIn, { recursive: true, force: true });
    }
  });
});
