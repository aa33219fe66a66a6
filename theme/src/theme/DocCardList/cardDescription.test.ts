import { describe, expect, it } from 'vitest';
import { cardDescription, type CardItem } from './cardDescription.ts';

const doc = (href: string, extra: Partial<Extract<CardItem, { type: 'link' }>> = {}): CardItem => ({ type: 'link', label: href, href, docId: href, ...extra });

describe('cardDescription', () => {
  it('takes the item’s own description, else the one sent for its href', () => {
    expect(cardDescription(doc('/a', { description: 'Own.' }), { '/a': 'Sent.' })).toBe('Own.');
    expect(cardDescription(doc('/a'), { '/a': 'Sent.' })).toBe('Sent.');
    expect(cardDescription(doc('/b'), { '/a': 'Sent.' })).toBeUndefined();
    expect(cardDescription(doc('/b'), undefined)).toBeUndefined();
  });

  it('describes a category by its description, else by how many pages it holds', () => {
    const items = [doc('/a'), { type: 'category', label: 'Sub', items: [doc('/b'), doc('/c')], collapsible: true, collapsed: true } as CardItem];
    expect(cardDescription({ type: 'category', label: 'C', items, collapsible: true, collapsed: true, description: 'All of C.' }, undefined)).toBe('All of C.');
    expect(cardDescription({ type: 'category', label: 'C', items, collapsible: true, collapsed: true }, undefined)).toBe('3 items');
    expect(cardDescription({ type: 'category', label: 'C', items: [doc('/a')], collapsible: true, collapsed: true }, undefined)).toBe('1 item');
  });
});
