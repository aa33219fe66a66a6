import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as fsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMediaStore } from '../bundle/media.ts';
import { createJsonAssetWriter } from './assets.ts';
import { copyFile, OPEN_FILES_LIMIT, readFile, writeFile } from './limited-fs.ts';
import { plainOutput } from './output-target.ts';

/** Reads, writes and copies of node:fs/promises in flight now, and the most at once. */
const inFlight = vi.hoisted(() => ({ now: 0, peak: 0 }));

// The real node:fs/promises, with its file operations counted while they run: every module under
// test (limited-fs, the media store, the JSON writer) reaches the disk through these.
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  const counted = <Args extends unknown[], Result>(operation: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      inFlight.peak = Math.max(inFlight.peak, ++inFlight.now);
      try {
        return await operation(...args);
      } finally {
        inFlight.now--;
      }
    };
  const readFile = counted(real.readFile as (...args: unknown[]) => Promise<unknown>);
  const writeFile = counted(real.writeFile);
  const copyFile = counted(real.copyFile);
  return { ...real, default: { ...real, readFile, writeFile, copyFile }, readFile, writeFile, copyFile };
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'folio-limited-fs-'));
  inFlight.now = 0;
  inFlight.peak = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const MANY = 600;

describe('limited file operations', () => {
  it('counts what unlimited writes do: all of them open at once', async () => {
    // Shows the counter sees concurrency, so the bounds below mean something.
    await Promise.all(Array.from({ length: 300 }, (_, i) => fsPromises.writeFile(path.join(dir, `${i}.txt`), `file ${i}`)));
    expect(inFlight.peak).toBeGreaterThan(OPEN_FILES_LIMIT);
  });

  it(`writes ${MANY} files started at once with at most ${OPEN_FILES_LIMIT} open`, async () => {
    await Promise.all(Array.from({ length: MANY }, (_, i) => writeFile(path.join(dir, `${i}.txt`), `file ${i}`)));
    expect(inFlight.peak).toBe(OPEN_FILES_LIMIT);
    expect(inFlight.now).toBe(0);
    expect(readdirSync(dir)).toHaveLength(MANY);
    expect(readFileSync(path.join(dir, `${MANY - 1}.txt`), 'utf8')).toBe(`file ${MANY - 1}`);
  });

  it('shares one bound among reads, writes and copies', async () => {
    writeFileSync(path.join(dir, 'source.txt'), 'source');
    const texts = await Promise.all(
      Array.from({ length: MANY }, (_, i) => {
        if (i % 3 === 0) return writeFile(path.join(dir, `w${i}.txt`), 'written').then(() => 'written');
        if (i % 3 === 1) return copyFile(path.join(dir, 'source.txt'), path.join(dir, `c${i}.txt`)).then(() => 'copied');
        return readFile(path.join(dir, 'source.txt'), 'utf8');
      }),
    );
    expect(inFlight.peak).toBe(OPEN_FILES_LIMIT);
    expect(texts.filter((t) => t === 'source')).toHaveLength(MANY / 3);
    expect(readdirSync(dir)).toHaveLength(1 + (2 * MANY) / 3);
  });

  it('passes a failure to its caller and frees its slot', async () => {
    const missing = Array.from({ length: 200 }, (_, i) => readFile(path.join(dir, 'absent', `${i}.txt`)).then(() => 'read', (error: NodeJS.ErrnoException) => error.code));
    expect(new Set(await Promise.all(missing))).toEqual(new Set(['ENOENT']));
    await writeFile(path.join(dir, 'after.txt'), 'still writes');
    expect(readFileSync(path.join(dir, 'after.txt'), 'utf8')).toBe('still writes');
  });
});

describe('the build writers that write many files at once', () => {
  it('writes JSON assets (props and data of every page) within the bound', async () => {
    const writeJson = createJsonAssetWriter(plainOutput(dir), '/');
    const urls = await Promise.all(Array.from({ length: MANY }, (_, i) => writeJson('props', `page-${i}`, { i })));
    expect(inFlight.peak).toBeLessThanOrEqual(OPEN_FILES_LIMIT);
    expect(inFlight.peak).toBeGreaterThan(1);
    expect(new Set(urls).size).toBe(MANY);
    expect(readdirSync(path.join(dir, 'assets', 'props'))).toHaveLength(MANY);
  });

  it('publishes media within the bound', async () => {
    const source = path.join(dir, 'image.png');
    writeFileSync(source, 'image bytes');
    const store = createMediaStore(path.join(dir, 'media'));
    await Promise.all(Array.from({ length: 500 }, (_, i) => store.publish(`/site/doc-${i}.md`, `image-${i}.png`, source)));
    expect(inFlight.peak).toBeLessThanOrEqual(OPEN_FILES_LIMIT);
    expect(inFlight.peak).toBeGreaterThan(1);
    expect(readdirSync(path.join(dir, 'media'))).toHaveLength(500);
  });
});
