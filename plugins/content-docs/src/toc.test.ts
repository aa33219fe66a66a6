import { describe, expect, it } from 'vitest';
import { docFrontMatterSchema } from './frontmatter.ts';
import { docTocLevels, filterToc } from './toc.ts';

const toc = [2, 3, 4, 5, 6].map((level) => ({ value: `h${level}`, id: `h${level}`, level }));
const site = { minHeadingLevel: 2, maxHeadingLevel: 3 };
const levelsOf = (frontMatter: Record<string, unknown>, siteLevels = site) => filterToc(toc, docTocLevels(frontMatter, siteLevels)).map((t) => t.level);

describe('table of contents levels', () => {
  it('use the site’s levels when the doc sets none', () => {
    expect(levelsOf({})).toEqual([2, 3]);
    expect(levelsOf({}, { minHeadingLevel: 3, maxHeadingLevel: 5 })).toEqual([3, 4, 5]);
  });

  it('let front matter widen the site’s range as well as narrow it', () => {
    expect(levelsOf({ toc_max_heading_level: 4 })).toEqual([2, 3, 4]);
    expect(levelsOf({ toc_max_heading_level: 6 })).toEqual([2, 3, 4, 5, 6]);
    expect(levelsOf({ toc_min_heading_level: 3 })).toEqual([3]);
    expect(levelsOf({ toc_max_heading_level: 2 }, { minHeadingLevel: 2, maxHeadingLevel: 5 })).toEqual([2]);
  });

  it('take one bound from front matter and the other from the site', () => {
    expect(levelsOf({ toc_max_heading_level: 4 }, { minHeadingLevel: 3, maxHeadingLevel: 5 })).toEqual([3, 4]);
  });

  it('refuse a minimum above the maximum in front matter, naming the key', () => {
    const result = docFrontMatterSchema.safeParse({ toc_min_heading_level: 4, toc_max_heading_level: 3 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['toc_min_heading_level', 'toc_min_heading_level (4) must not be greater than toc_max_heading_level (3)'],
    ]);
    expect(docFrontMatterSchema.safeParse({ toc_min_heading_level: 3, toc_max_heading_level: 3 }).success).toBe(true);
  });
});
