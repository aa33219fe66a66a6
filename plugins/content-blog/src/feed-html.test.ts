import { describe, expect, it } from 'vitest';
import { extractElementHtml, toFeedHtml } from './feed-html.ts';

describe('extractElementHtml', () => {
  it('returns the inner HTML of the element with the id, nested elements included', () => {
    const html = '<main><div id="x" class="a"><div><p>one</p></div><div><br/>two</div></div><div>after</div></main>';
    expect(extractElementHtml(html, 'x')).toBe('<div><p>one</p></div><div><br/>two</div>');
  });

  it('is not fooled by escaped tags in text', () => {
    expect(extractElementHtml('<div id="x"><p>&lt;/div&gt; text</p></div>', 'x')).toBe('<p>&lt;/div&gt; text</p>');
  });

  it('returns undefined when the element is missing', () => {
    expect(extractElementHtml('<p>no</p>', 'x')).toBeUndefined();
  });
});

describe('toFeedHtml', () => {
  it('drops React text separators and router attributes', () => {
    expect(toFeedHtml('<p>a<!-- -->b <a href="/x" data-discover="true">x</a></p>', 'https://x.example')).toBe('<p>ab <a href="https://x.example/x">x</a></p>');
  });

  it('makes site URLs absolute and drops heading anchors', () => {
    const html = '<h2 id="a" class="anchor">A<a href="#a" class="hash-link" aria-label="Direct link to A" title="Direct link to A">\u200B</a></h2><a href="/docs/x">x</a><img src="/img/a.png" srcset="/img/a.png 1x, /img/b.png 2x"><a href="https://other.example/">o</a><a href="//cdn.example/x">c</a>';
    expect(toFeedHtml(html, 'https://site.example')).toBe(
      '<h2 id="a" class="anchor">A</h2><a href="https://site.example/docs/x">x</a><img src="https://site.example/img/a.png" srcset="https://site.example/img/a.png 1x, https://site.example/img/b.png 2x"><a href="https://other.example/">o</a><a href="//cdn.example/x">c</a>',
    );
  });
});
