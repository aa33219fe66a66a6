import type { Root } from 'mdast';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread, threadId } from 'node:worker_threads';
import { afterAll, describe, expect, test } from 'vitest';
import { createCompileCache, getCompileCacheKey, type CompileCache } from '../cache.ts';
import { compileMarkdown } from '../compile.ts';
import { MarkdownError } from '../errors.ts';
import type { CompiledMarkdown, CompileInput } from '../types.ts';
import { getPriority } from 'node:os';
import { createCompilePool, createMarkdownCompiler, MIN_MISSES_FOR_WORKERS, type MarkdownCompiler } from './compiler.ts';
import { BACKGROUND_NICE_INCREMENT } from './priority.ts';
import { defaultExport, type ConfigSource } from './config-refs.ts';
import { createTaskInputEncoder } from './task-input.ts';
import { COMPILE_WORKER, workerScriptFor } from './worker-script.ts';

/** Inside the repository, so the bundled worker's package imports resolve. */
const cacheDir = fileURLToPath(new URL('../../.test-tmp/workers', import.meta.url));

/** An in-memory cache that counts writes. */
function memoryCache(): CompileCache & { writes: string[] } {
  const entries = new Map<string, CompiledMarkdown>();
  const writes: string[] = [];
  return { writes, get: (key) => entries.get(key), set: (key, value) => void (writes.push(key), entries.set(key, value)) };
}

/** Compilers made by the tests, closed when the file is done. */
const compilers: MarkdownCompiler[] = [];
afterAll(() => Promise.all(compilers.map((compiler) => compiler.close())));
function compilerFor(options: { maxWorkers?: number; scanFirst?: boolean; config?: ConfigSource } = {}): MarkdownCompiler {
  const compiler = createMarkdownCompiler({ cacheDir, ...options });
  compilers.push(compiler);
  return compiler;
}

const pages = (count: number): CompileInput[] =>
  Array.from({ length: count }, (_, i) => ({ filePath: `/site/docs/page-${i}.md`, source: `# Page ${i}\n\n## Part\n\n\`\`\`js\nconst n = ${i};\n\`\`\`\n` }));

describe('the compile pool', () => {
  test('compiles in worker threads, several at once', async () => {
    const pool = createCompilePool({ workerFile: await workerScriptFor(COMPILE_WORKER, cacheDir, 'markdown-worker'), size: 2 });
    try {
      const answers = await Promise.all(pages(6).map((input) => pool.run({ input })));
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

/** Nice values of this process's threads (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('the compile pool in the background', () => {
  test.runIf(process.platform === 'linux')('runs its workers at a lower priority than the thread that answers requests', async () => {
    // Relative to this thread's own priority: the test may itself run under `nice`.
    const base = getPriority();
    const background = Math.min(19, base + BACKGROUND_NICE_INCREMENT);
    const before = threadNiceValues().filter((nice) => nice === background).length;
    const pool = createCompilePool({ workerFile: await workerScriptFor(COMPILE_WORKER, cacheDir, 'markdown-worker'), size: 1, lowPriority: true });
    try {
      await pool.run({ input: pages(1)[0]! });
      expect(threadNiceValues().filter((nice) => nice === background).length).toBe(before + 1);
      expect(threadNiceValues()).toContain(base);
    } finally {
      await pool.close();
    }
  });
});

describe('MarkdownCompiler.compile', () => {
  test('gives each file its outcome in input order, same as compiling on the main thread; identical files compile once', async () => {
    const inputs = pages(MIN_MISSES_FOR_WORKERS);
    const twin = { ...inputs[3]!, filePath: '/site/versioned_docs/version-1/page-3.md' };
    const broken: CompileInput = { filePath: '/site/docs/broken.mdx', source: '# Broken\n\n<Tabs>\n\nText\n' };
    const cache = memoryCache();
    const outcomes = await compilerFor({ maxWorkers: 2 }).compile([...inputs, twin, broken], { cache });
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
    const compiler = compilerFor({ maxWorkers: 2 });
    await compiler.compile(inputs, { cache });
    const writes = cache.writes.length;
    const again = await compiler.compile(inputs, { cache });
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
    const outcomes = await compilerFor({ maxWorkers: 2 }).compile(inputs, { cache: memoryCache() });
    expect(threads).toEqual(new Set([true]));
    expect(outcomes.every((o) => o.status === 'fulfilled' && o.value.code.includes('"marked"'))).toBe(true);
  });
});

/**
 * A site config as a module file (a Docusaurus-shaped async config function) with a remark plugin
 * that tells which thread ran it and a preprocessor, loaded on this thread as the build loads it.
 */
async function siteConfigModule(): Promise<ConfigSource & { value: { presets: [[string, { docs: { remarkPlugins: CompileInput['remarkPlugins'] } }]]; markdown: CompileInput['markdown'] } }> {
  mkdirSync(cacheDir, { recursive: true });
  const moduleFile = path.join(cacheDir, `config-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(
    moduleFile,
    `import { isMainThread } from 'node:worker_threads';
const remarkThread = (options) => (tree) => {
  tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: options.word + ' on the ' + (isMainThread ? 'main thread' : 'worker') }] });
};
export default async function createConfig() {
  return {
    presets: [['classic', { docs: { remarkPlugins: [[remarkThread, { word: 'marked' }]] } }]],
    markdown: { preprocessor: ({ fileContent }) => fileContent.replace('## Part', '## Preprocessed') },
  };
}
`,
  );
  const exported = defaultExport((await import(pathToFileURL(moduleFile).href)) as Record<string, unknown>) as () => Promise<never>;
  return { moduleFile, value: await exported() };
}

describe('site plugins and functions from the config', () => {
  test('a worker takes them from its own load of the config module', async () => {
    const config = await siteConfigModule();
    const input: CompileInput = { ...pages(1)[0]!, remarkPlugins: [...config.value.presets[0][1].docs.remarkPlugins!], markdown: config.value.markdown };
    const task = createTaskInputEncoder(config).encode(input);
    expect(task?.configModule).toBe(config.moduleFile);
    const pool = createCompilePool({ workerFile: await workerScriptFor(COMPILE_WORKER, cacheDir, 'markdown-worker'), size: 1 });
    try {
      const answer = await pool.run({ input: task! });
      expect(answer.threadId).not.toBe(threadId);
      expect('result' in answer && answer.result.code).toContain('marked on the worker');
      expect('result' in answer && answer.result.toc[0]?.id).toBe('preprocessed');
      expect(createTaskInputEncoder(config).encode({ ...input, remarkPlugins: [() => undefined] })).toBeUndefined();
    } finally {
      await pool.close();
    }
  });

  test('a compiler given the config compiles such files in parallel with the same results', async () => {
    const config = await siteConfigModule();
    const inputs = pages(MIN_MISSES_FOR_WORKERS + 2).map((input) => ({ ...input, remarkPlugins: config.value.presets[0][1].docs.remarkPlugins, markdown: config.value.markdown }));
    const outcomes = await compilerFor({ maxWorkers: 2, config }).compile(inputs, { cache: memoryCache() });
    for (const outcome of outcomes) {
      expect(outcome.status === 'fulfilled' && outcome.value.code).toMatch(/marked on the (main thread|worker)/);
      expect(outcome.status === 'fulfilled' && outcome.value.toc[0]?.id).toBe('preprocessed');
    }
  });
});

describe('a few files missing from a large cache', () => {
  test('compile in the page worker, the other files being read from the cache meanwhile, with the same results', async () => {
    const config = await siteConfigModule();
    const withConfig = (input: CompileInput): CompileInput => ({ ...input, remarkPlugins: config.value.presets[0][1].docs.remarkPlugins, markdown: config.value.markdown });
    const inputs = pages(80).map(withConfig);
    const cache = memoryCache();
    const stored = new Map<string, CompiledMarkdown>();
    const compiler = compilerFor({ maxWorkers: 2, config });
    // The cache holds every file but one (an edit): its entries are known without reading them.
    const first = await compiler.compile(inputs, { cache });
    for (const [i, outcome] of first.entries()) if (outcome.status === 'fulfilled') stored.set(getCompileCacheKey(inputs[i]!), outcome.value);
    const edited = withConfig({ ...pages(80)[7]!, source: `${pages(80)[7]!.source}\nAn edited sentence.\n` });
    const after = [...inputs.slice(0, 7), edited, ...inputs.slice(8)];
    const read: string[] = [];
    const cached: CompileCache = {
      get: (key) => (read.push(key), stored.get(key)),
      set: (key, value) => void stored.set(key, value),
      has: (key) => stored.has(key),
    };
    const outcomes = await compiler.compile(after, { cache: cached });
    const changed = outcomes[7]!;
    expect(changed.status === 'fulfilled' && changed.value.code).toContain('marked on the worker');
    expect(changed.status === 'fulfilled' && changed.value.code).toContain('An edited sentence.');
    expect(read).not.toContain(getCompileCacheKey(edited));
    expect(read).toHaveLength(79);
    expect(stored.has(getCompileCacheKey(edited))).toBe(true);
  });
});

describe('MarkdownCompiler.compile with Markdown options', () => {
  test('plain-data options travel to the workers', async () => {
    const inputs = pages(MIN_MISSES_FOR_WORKERS + 2).map((input) => ({ ...input, markdown: { anchors: { maintainCase: true } } }));
    const outcomes = await compilerFor({ maxWorkers: 2 }).compile(inputs, { cache: memoryCache() });
    expect(outcomes.map((o) => o.status === 'fulfilled' && o.value.toc[0]?.id)).toEqual(inputs.map(() => 'Part'));
  });

  test('a preprocessor (a function) keeps the compile on the calling thread', async () => {
    const threads = new Set<boolean>();
    const preprocessor = ({ fileContent }: { fileContent: string }) => {
      threads.add(isMainThread);
      return fileContent.replace('## Part', '## Preprocessed');
    };
    const inputs = pages(MIN_MISSES_FOR_WORKERS + 2).map((input) => ({ ...input, markdown: { preprocessor } }));
    const outcomes = await compilerFor({ maxWorkers: 2 }).compile(inputs, { cache: memoryCache() });
    expect(threads).toEqual(new Set([true]));
    expect(outcomes.every((o) => o.status === 'fulfilled' && o.value.toc[0]?.id === 'preprocessed')).toBe(true);
  });

  test('scanning first, a site front matter parser (asynchronous) gives the scan its front matter', async () => {
    const input: CompileInput = {
      ...pages(1)[0]!,
      source: '---\ntitle: t\n---\n# Page\n',
      markdown: { parseFrontMatter: async ({ fileContent }) => ({ frontMatter: { title: 'From the parser' }, content: fileContent }) },
    };
    const [outcome] = await compilerFor({ scanFirst: true }).compile([input], { cache: memoryCache() });
    expect(outcome?.status === 'fulfilled' && outcome.value.frontMatter).toEqual({ title: 'From the parser' });
  });
});

describe('MarkdownCompiler.compileIntoCache', () => {
  test('has background workers store each file in the cache folder themselves, skipping files with site plugins', async () => {
    const storeIn = path.join(cacheDir, `store-${process.pid}-${Date.now()}`);
    try {
      const inputs = pages(3);
      const withPlugin: CompileInput = { ...pages(4)[3]!, remarkPlugins: [() => undefined] };
      const compiler = compilerFor({ maxWorkers: 1 });
      await compiler.compileIntoCache([...inputs, withPlugin], storeIn);
      const cache = createCompileCache(storeIn);
      for (const input of inputs) expect(cache.get(getCompileCacheKey(input))?.code).toBe((await compileMarkdown(input)).code);
      expect(cache.get(getCompileCacheKey(withPlugin))).toBeUndefined();
      // A second pass finds every file stored: nothing changes on disk.
      const before = readdirSync(storeIn, { recursive: true }).sort();
      await compiler.compileIntoCache(inputs, storeIn);
      expect(readdirSync(storeIn, { recursive: true }).sort()).toEqual(before);
    } finally {
      rmSync(storeIn, { recursive: true, force: true });
    }
  });
});

describe('MarkdownCompiler.compileOne (the development server\'s page worker)', () => {
  test('compiles a file in a worker thread, with the site config\'s plugins, into the cache; identical text compiles once', async () => {
    const config = await siteConfigModule();
    const compiler = compilerFor({ scanFirst: true, config });
    compiler.startPageWorker();
    const input: CompileInput = { ...pages(1)[0]!, remarkPlugins: config.value.presets[0][1].docs.remarkPlugins, markdown: config.value.markdown };
    const cache = memoryCache();
    const [first, again] = await Promise.all([compiler.compileOne(input, { cache }), compiler.compileOne({ ...input, filePath: '/site/docs/copy.md' }, { cache, first: true })]);
    expect(first.code).toContain('marked on the worker');
    expect(first.toc[0]?.id).toBe('preprocessed');
    expect(again.code).toBe(first.code);
    expect(cache.writes).toEqual([getCompileCacheKey(input)]);
    // Now from the cache: nothing is compiled again.
    expect((await compiler.compileOne(input, { cache })).code).toBe(first.code);
    expect(cache.writes).toHaveLength(1);
  });

  test('a file holding a function the config lacks compiles on the calling thread; a Markdown error keeps its place', async () => {
    const compiler = compilerFor({ scanFirst: true });
    const remarkMark = () => (tree: Root) => {
      tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: isMainThread ? 'main thread' : 'worker' }] });
    };
    expect((await compiler.compileOne({ ...pages(1)[0]!, remarkPlugins: [remarkMark] }, { cache: memoryCache() })).code).toContain('main thread');
    const broken: CompileInput = { filePath: '/site/docs/broken.mdx', source: '# Title\n\n<div>\n' };
    const error = await compiler.compileOne(broken, { cache: memoryCache() }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MarkdownError);
    expect((error as MarkdownError).file).toBe('/site/docs/broken.mdx');
  });
  test('a page compiled aside (a prefetch) leaves the page worker free: a save compiles meanwhile', async () => {
    const compiler = compilerFor({ scanFirst: true });
    const long: CompileInput = { filePath: '/site/docs/long.md', source: Array.from({ length: 400 }, (_, i) => `## Part ${i}\n\nText *${i}* and \`code\`.\n\n\`\`\`js\nconst n = ${i};\n\`\`\`\n`).join('\n') };
    const finished: string[] = [];
    const prefetch = compiler.compileOne(long, { cache: memoryCache(), aside: true }).then(() => finished.push('prefetch'));
    const save = compiler.compileOne(pages(1)[0]!, { cache: memoryCache(), first: true }).then(() => finished.push('save'));
    await Promise.all([prefetch, save]);
    expect(finished).toEqual(['save', 'prefetch']);
  });
});

describe('compilers are independent of each other', () => {
  test('a scan-first compiler scans and remembers its files while another one in the same process compiles', async () => {
    const input = pages(1)[0]!;
    const scanning = compilerFor({ scanFirst: true });
    const compiling = compilerFor();
    const [scanned] = await scanning.compile([input], { cache: memoryCache() });
    const [compiled] = await compiling.compile([input], { cache: memoryCache() });
    expect(scanned?.status === 'fulfilled' && scanned.value.code).toContain(JSON.stringify(input.filePath));
    expect(compiled?.status === 'fulfilled' && compiled.value.code).toBe((await compileMarkdown(input)).code);
    expect(scanning.scannedInput(input.filePath)).toEqual({ filePath: input.filePath });
    expect(scanning.scannedInputs()).toEqual([{ filePath: input.filePath }]);
    expect(compiling.scannedInput(input.filePath)).toBeUndefined();
  });
});
