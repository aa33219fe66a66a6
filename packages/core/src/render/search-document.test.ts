import { describe, expect, it } from 'vitest';
import { cleanText, extractSearchDocument } from './search-document.ts';

const page = (body: string) => `<!doctype html><html><head><title>T | Site</title><script>var x = "<h1>no</h1>";</script></head><body><nav><a href="/">Home</a></nav>${body}<footer>Footer text</footer></body></html>`;

describe('extractSearchDocument', () => {
  it('takes the marked content, its h1 as title and splits sections at h2/h3 with ids', () => {
    const html = page(`<main><aside>Sidebar</aside><article data-search-content>
      <h1>Install <code>ig</code></h1>
      <p>Opening   words&amp;more.</p>
      <h2 id="linux" class="anchor">On Linux<a href="#linux" class="hash-link" aria-label="Direct link">\u200B</a></h2>
      <p>Use the <strong>package</strong>.</p><ul><li>one</li><li>two</li></ul>
      <h3 id="arm">ARM</h3><p>Works.</p>
      <h2>No id</h2><p>Stays in ARM.</p>
      <h4 id="deep">Deep</h4><p>Also ARM.</p>
    </article></main>`);
    expect(extractSearchDocument(html)).toEqual({
      title: 'Install ig',
      source: 'data-search-content',
      sections: [
        { heading: '', id: '', text: 'Opening words&more.' },
        { heading: 'On Linux', id: 'linux', text: 'Use the package. one two' },
        { heading: 'ARM', id: 'arm', text: 'Works. No id Stays in ARM. Deep Also ARM.' },
      ],
    });
  });

  it('falls back to <main> when no element is marked', () => {
    const result = extractSearchDocument(page('<div>Outside</div><main><h1>Title</h1><p>Body</p></main>'));
    expect(result).toEqual({ title: 'Title', source: 'main', sections: [{ heading: '', id: '', text: 'Body' }] });
  });

  it('returns undefined when the page has neither', () => {
    expect(extractSearchDocument(page('<div>Nothing</div>'))).toBeUndefined();
  });

  it('leaves out scripts, styles, buttons, hidden and aria-hidden elements and opted-out parts', () => {
    const html = page(`<article data-search-content><p>Keep</p><script>drop()</script><style>.x{}</style>
      <button>Copy</button><span aria-hidden="true">icon</span><div hidden>hidden</div>
      <div data-search-exclude>excluded</div><svg><title>svg</title></svg><p>end</p></article>`);
    expect(extractSearchDocument(html)?.sections).toEqual([{ heading: '', id: '', text: 'Keep end' }]);
  });

  it('separates words across block elements but not across inline ones', () => {
    const html = page('<article data-search-content><p>a<b>b</b>c</p><p>d</p><table><tr><td>e</td><td>f</td></tr></table><pre><code>x\ny</code></pre></article>');
    expect(extractSearchDocument(html)?.sections[0]?.text).toBe('abc d e f x y');
  });

  it('keeps markup-like text as text (entities decoded, nothing interpreted)', () => {
    const html = page('<article data-search-content><p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror="alert(1)"&gt;</p></article>');
    expect(extractSearchDocument(html)?.sections[0]?.text).toBe('<script>alert(1)</script> <img src=x onerror="alert(1)">');
  });

  it('uses the first marked element only and stops at its end', () => {
    const html = page('<article data-search-content><p>first</p></article><article data-search-content><p>second</p></article>');
    expect(extractSearchDocument(html)?.sections).toEqual([{ heading: '', id: '', text: 'first' }]);
  });

  it('copes with unclosed tags', () => {
    const html = page('<main><h1>T</h1><p>one<p>two<h2 id="s">S</h2><ul><li>three<li>four</ul></main>');
    expect(extractSearchDocument(html)).toEqual({
      title: 'T',
      source: 'main',
      sections: [
        { heading: '', id: '', text: 'one two' },
        { heading: 'S', id: 's', text: 'three four' },
      ],
    });
  });
});

describe('cleanText', () => {
  it('collapses whitespace and drops zero-width characters', () => {
    expect(cleanText('  a\n\t b\u200B c\uFEFF ')).toBe('a b c');
  });
});

describe('extractSearchDocument on real page shapes', () => {
  it('ignores the attribute name when it only appears as text or inside JSON', () => {
    const html = page(`<main><p>Write &lt;article data-search-content&gt; in your theme.</p><script type="application/json">{"x":"\\u003cdiv data-search-content\\u003e"}</script>
      <article class="doc" data-search-content=""><h1>Real</h1><p>Body</p></article></main>`);
    expect(extractSearchDocument(html)).toEqual({ title: 'Real', source: 'data-search-content', sections: [{ heading: '', id: '', text: 'Body' }] });
  });
});
