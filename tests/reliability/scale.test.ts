import { describe, expect, it } from 'vitest';
import { generateSyntheticSite } from '../../scripts/bench/synthetic-site.ts';
import { makeTmpDir } from '../helpers/tmp.ts';
import { spawnFolio } from './harness.ts';

/** Pages of the synthetic site: 1,000 in CI; FOLIO_SCALE_PAGES=10000 runs the benchmark's size. */
const PAGES = Number(process.env.FOLIO_SCALE_PAGES ?? 1000);
/**
 * The Node heap's cap, in MB. 1,000 pages built in a 256 MB heap on 2026-11-25, so 384 MB leaves
 * room without hiding a leak that grows with the site; FOLIO_SCALE_HEAP_MB=1024 goes with 10,000 pages.
 */
const HEAP_MB = Number(process.env.FOLIO_SCALE_HEAP_MB ?? 384);

describe('bounded memory at scale', () => {
  it(`builds a generated ${PAGES}-page site with the Node heap capped at ${HEAP_MB} MB`, async () => {
    const site = generateSyntheticSite(makeTmpDir('reliability-scale'), PAGES);
    const folio = spawnFolio(['build', site.dir], [`--max-old-space-size=${HEAP_MB}`]);
    const exit = await folio.exited;
    const { stdout, stderr } = folio.output();
    expect(stderr).not.toMatch(/heap out of memory|Internal error/);
    expect(exit, stderr).toEqual({ code: 0, signal: null });
    // Every doc and post, plus the blog's list, tag, author and archive pages and the 404 page.
    const built = Number(/Built (\d+) pages/.exec(stdout)?.[1]);
    expect(built).toBeGreaterThanOrEqual(site.pages);
  }, 900_000);
});
