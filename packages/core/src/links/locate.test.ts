import { describe, expect, it } from 'vitest';
import type { BrokenLink } from './check.ts';
import { locateBrokenLinks } from './locate.ts';

const files: Record<string, string> = {
  'docs/a.md': '# A\n\nSee [b](/docs/b) and [c](</docs/c d>).\n\n[x]: /docs/x\n\nAnd [part](./b.md#gone).\n',
  'site.config.ts': "export default { items: [{ to: '/nav-target', label: 'Nav' }] };\n",
};
const read = (file: string) => files[file];
const broken = (link: string, kind: BrokenLink['kind'] = 'link'): BrokenLink => ({ page: '/docs/a', sourceFile: 'docs/a.md', link, kind });

describe('locateBrokenLinks', () => {
  it('finds a link where its page writes it, as a whole URL, decoded or without the base URL', () => {
    const located = locateBrokenLinks([broken('/docs/b'), broken('/docs/c%20d'), broken('/base/docs/x'), broken('/docs')], '/base/', [], read);
    expect(located.map((l) => l.at)).toEqual(['docs/a.md:3:9', 'docs/a.md:3:27', 'docs/a.md:5:6', undefined]);
  });

  it('places a broken anchor of a Markdown link at its fragment, and navbar links in the config', () => {
    const located = locateBrokenLinks([broken('/docs/b#gone', 'anchor'), broken('/nav-target')], '/', ['site.config.ts'], read);
    expect(located.map((l) => l.at)).toEqual(['docs/a.md:7:18', 'site.config.ts:1:33']);
  });
});
