import { describe, expect, it } from 'vitest';
import { withInjectedStylesheet } from './dev-content.ts';

describe('withInjectedStylesheet', () => {
  it('adds the module’s stylesheet to the page once, before its code runs', () => {
    const appended: { folioCss?: string; textContent?: string }[] = [];
    const document = {
      querySelector: (selector: string) => appended.find((s) => selector === `style[data-folio-css="${s.folioCss}"]`) ?? null,
      createElement: () => ({ dataset: {} as Record<string, string>, textContent: '' }),
      head: { append: (style: { dataset: { folioCss: string }; textContent: string }) => appended.push({ folioCss: style.dataset.folioCss, textContent: style.textContent }) },
    };
    const code = withInjectedStylesheet('ran.push(1);', '.badge_x{color:red}\n/* "quotes" */', 'abc');
    const ran: number[] = [];
    for (let i = 0; i < 2; i++) new Function('document', 'ran', code)(document, ran);
    expect(appended).toEqual([{ folioCss: 'abc', textContent: '.badge_x{color:red}\n/* "quotes" */' }]);
    expect(ran).toEqual([1, 1]);
  });
});
