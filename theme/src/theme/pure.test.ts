import { describe, expect, it } from 'vitest';
import { isAnnouncementDismissed } from './AnnouncementBar/index.tsx';
import { collapseDuration } from './Collapsible/index.tsx';
import { errorChain } from './ErrorBoundary/errorChain.ts';
import { naturalWidth } from './Mermaid/index.tsx';
import { isNavbarItemActive } from './NavbarItem/isActive.ts';
import { localizedPath } from './NavbarItem/localizedPath.ts';
import { nestToc } from './TOC/nestToc.ts';
import { findUnknownNavbarItems } from '../plugin.ts';

describe('the theme’s pure helpers', () => {
  it('reads the width mermaid drew a diagram at, so a wide one scrolls instead of shrinking', () => {
    expect(naturalWidth('<svg id="m" width="100%" class="flowchart" style="max-width: 1765.03125px;" viewBox="0 0 1765 94"><style>p{max-width:9px}</style></svg>')).toBe(1765);
    expect(naturalWidth('<svg width="100%" viewBox="0 0 10 10"><g style="max-width: 300px"></g></svg>')).toBeUndefined();
    expect(naturalWidth('<div></div>')).toBeUndefined();
  });

  it('marks Home active only on "/", and other links on their path and below', () => {
    const home = { to: '/', label: 'Home', exact: true };
    expect(isNavbarItemActive(home, '/')).toBe(true);
    expect(isNavbarItemActive(home, '/blog')).toBe(false);
    expect(isNavbarItemActive({ to: '/', label: 'Home' }, '/docs/latest')).toBe(false);
    expect(isNavbarItemActive({ to: '/blog', label: 'Blog' }, '/blog/2025/07/x')).toBe(true);
    expect(isNavbarItemActive({ to: '/blog', label: 'Blog' }, '/blogroll')).toBe(false);
    expect(isNavbarItemActive({ to: '/docs/latest/', label: 'Docs', activeBaseRegex: '^/docs(/|$)' }, '/docs/main/x')).toBe(true);
  });

  it('remembers a dismissal only for the same bar id', () => {
    expect(isAnnouncementDismissed('release-2', 'release-2', 'true')).toBe(true);
    expect(isAnnouncementDismissed('release-2', 'release-1', 'true')).toBe(false);
    expect(isAnnouncementDismissed('release-2', 'release-2', 'false')).toBe(false);
    expect(isAnnouncementDismissed('release-2', null, null)).toBe(false);
  });

  it('takes longer to collapse taller content, capped, and 1 ms with reduced motion', () => {
    expect(collapseDuration(36, false)).toBeLessThan(collapseDuration(360, false));
    expect(collapseDuration(360, false)).toBeLessThan(collapseDuration(3600, false));
    expect(collapseDuration(100_000, false)).toBe(600);
    expect(collapseDuration(360, true)).toBe(1);
  });

  it('lists an error and its causes, outermost first', () => {
    const error = new Error('outer', { cause: new Error('middle', { cause: new Error('inner') }) });
    expect(errorChain(error).map((e) => e.message)).toEqual(['outer', 'middle', 'inner']);
    expect(errorChain('not an error')).toEqual([]);
  });

  it('swaps the locale prefix of a path; the default locale has none', () => {
    expect(localizedPath('/docs/latest', 'fr', 'en', ['en', 'fr'])).toBe('/fr/docs/latest');
    expect(localizedPath('/fr/docs/latest', 'en', 'en', ['en', 'fr'])).toBe('/docs/latest');
    expect(localizedPath('/', 'fr', 'en', ['en', 'fr'])).toBe('/fr');
    expect(localizedPath('/blog', 'en', 'en', ['en'])).toBe('/blog');
  });

  it('nests table-of-contents entries by heading level', () => {
    const nested = nestToc([
      { value: 'A', id: 'a', level: 2 },
      { value: 'A.1', id: 'a1', level: 3 },
      { value: 'B', id: 'b', level: 2 },
    ]);
    expect(nested.map((n) => [n.id, n.children.map((c) => c.id)])).toEqual([
      ['a', ['a1']],
      ['b', []],
    ]);
  });

  it('finds navbar items the theme cannot draw, with their config key', () => {
    const items = [{ label: 'Home', to: '/' }, { type: 'fancy', label: 'X' }, { label: 'More', items: [{ type: 'nope', label: 'Y' }] }];
    expect(findUnknownNavbarItems(items as never)).toEqual([
      { key: 'themeConfig.navbar.items[1]', type: 'fancy' },
      { key: 'themeConfig.navbar.items[2].items[0]', type: 'nope' },
    ]);
  });
});
