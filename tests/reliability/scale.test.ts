import { describe, expect, it } from 'vitest';
import { generateSyntheticSite } from '../../scripts/bench/synthetic-site.ts';
import { makeTmpDir } from '../helpers/tmp.ts';
import { spawnFolio } from './harness.ts';

/** Pages of the synthetic site: 2,000 in CI; FOLIO_SCALE_PAGES=10000 runs the benchmark's size. */
const PAGES = Number(process.env.FOLIO_SCALE_PAGES ?? 2000);

describe('bounded memory at scale', () => {
  it(`builds a generated ${PAGES}-page site with the Node heap capped at 1 GB`, async () => {
    const site = generateSyntheticSite(makeTmpDir('reliability-scale'), PAGES);
    const folio = spawnFolio(['build', site.dir], ['--max-old-space-size=1024']);
    const exit = await folio.exited;
    const { stdout, stderr } = folio.output();
    expect(stderr).not.toMatch(/heap out of memory|Internal error/);
    expect(exit, stderr).toEqual({ code: 0, signal: null });
    // Every doc and post, plus the blog's list, tag, author and archive pages and the 404 page.
    const built = Number(/Built (\d+) pages/.exec(stdout)?.[1]);
    expect(built).toBeGreaterThanOrEqual(site.pages);
  }, 900_000);
});
