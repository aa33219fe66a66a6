import { describe, expect, it } from 'vitest';
import { cardDescriptionsOf, findCategoryLinkingTo, nonEmpty } from './cards.ts';
import type { SidebarItem } from './sidebars/types.ts';

const link = (id: string, extra: Partial<Extract<SidebarItem, { type: 'link' }>> = {}): SidebarItem => ({ type: 'link', label: id, href: `/docs/${id}`, docId: id, ...extra });
const category = (label: string, items: SidebarItem[], href?: string): SidebarItem => ({ type: 'category', label, items, collapsible: true, collapsed: true, ...(href ? { href } : {}) });

const descriptions: Record<string, string> = { a: 'About A.', b: 'About B.', deep: 'Deep.' };
const descriptionOf = (id: string) => descriptions[id];

describe('cardDescriptionsOf', () => {
  it('maps the direct child docs’ hrefs to their descriptions, skipping links that carry their own or name no doc', () => {
    const items = [
      link('a'),
      link('b', { description: 'Written in the sidebar.' }),
      link('none'),
      { type: 'link', label: 'Site', href: 'https://example.org' } as SidebarItem,
      category('Sub', [link('deep')]),
      { type: 'html', value: '<hr>' } as SidebarItem,
    ];
    expect(cardDescriptionsOf(items, descriptionOf)).toEqual({ '/docs/a': 'About A.' });
  });
});

describe('findCategoryLinkingTo', () => {
  it('finds the category whose link is the page, at any depth', () => {
    const inner = category('Inner', [link('deep')], '/docs/inner/');
    const items = [link('a'), category('Outer', [link('b'), inner], '/docs/outer/')];
    expect(findCategoryLinkingTo(items, '/docs/inner/')).toBe(inner);
    expect(findCategoryLinkingTo(items, '/docs/outer/')).toMatchObject({ label: 'Outer' });
    expect(findCategoryLinkingTo(items, '/docs/a')).toBeUndefined();
  });
});

describe('nonEmpty', () => {
  it('leaves an empty map out of the props', () => {
    expect(nonEmpty({})).toBeUndefined();
    expect(nonEmpty({ '/x': 'X' })).toEqual({ '/x': 'X' });
  });
});
