/**
 * Images under the site's static folders, written by site path (`![](/img/x.svg)`), are built with
 * their intrinsic width and height in docs, blog posts and Markdown pages (no layout shift when
 * they load). The Markdown fixture (base URL `/site/`) gets a few such images written into it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuietly, copyFixture, readBuilt, writeFiles } from '../helpers/site.ts';

let siteDir: string;

const DIAGRAM = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 540"><rect width="960" height="540" fill="#eee"/></svg>';

beforeAll(async () => {
  siteDir = copyFixture('markdown-site');
  writeFiles(siteDir, {
    'static/img/diagram.svg': DIAGRAM,
    'docs/sized.md': [
      '# Sized images',
      '',
      '![Diagram](/img/diagram.svg)',
      '',
      '![Static](/img/static.png "A title")',
      '',
      '<img src="/img/diagram.svg" alt="Narrow" width="480" />',
      '',
      '![Missing](/img/missing.svg)',
      '',
    ].join('\n'),
    'blog/2024-06-01-sized.md': ['---', 'title: Sized post', 'authors: [{ name: Ada }]', '---', '', '![Post diagram](/img/diagram.svg)', ''].join('\n'),
    'content/pages/sized.md': ['# Sized page', '', '![Page diagram](/img/diagram.svg)', ''].join('\n'),
  });
  const { errors } = await buildQuietly(siteDir);
  expect(errors).toEqual([]);
});

/** The `<img>` tags inside the rendered Markdown of a built page. */
function imagesOf(relative: string): string[] {
  const html = readBuilt(siteDir, relative);
  const start = html.indexOf('class="markdown');
  return html.slice(start).match(/<img [^>]*>/g) ?? [];
}

describe('site-path images from the static folders', () => {
  it('carry their intrinsic size in docs, from an SVG viewBox and a PNG, with the base URL and lazy loading', () => {
    const images = imagesOf('docs/sized/index.html');
    expect(images[0]).toBe('<img loading="lazy" decoding="async" alt="Diagram" src="/site/img/diagram.svg" width="960" height="540"/>');
    expect(images[1]).toBe('<img loading="lazy" decoding="async" alt="Static" title="A title" src="/site/img/static.png" width="200" height="100"/>');
  });

  it('keep a width the author set and get the height in proportion; a missing file stays unsized', () => {
    const images = imagesOf('docs/sized/index.html');
    expect(images[2]).toContain('src="/site/img/diagram.svg" width="480" height="270"');
    expect(images[3]).toBe('<img loading="lazy" decoding="async" alt="Missing" src="/site/img/missing.svg"/>');
  });

  it('carry their size in blog posts and Markdown pages too', () => {
    expect(imagesOf('blog/2024/06/01/sized/index.html')[0]).toBe('<img loading="lazy" decoding="async" alt="Post diagram" src="/site/img/diagram.svg" width="960" height="540"/>');
    expect(imagesOf('sized/index.html')[0]).toBe('<img loading="lazy" decoding="async" alt="Page diagram" src="/site/img/diagram.svg" width="960" height="540"/>');
  });

  it('send the sizes in the page props, so the page hydrates with the same attributes', () => {
    const boot = JSON.parse(readBuilt(siteDir, 'docs/sized/index.html').match(/<script id="__FOLIO_DATA__" type="application\/json">(.*?)<\/script>/)![1]!) as { route: { p: string } };
    const props = JSON.parse(readBuilt(siteDir, boot.route.p.replace(/^\/site\//, ''))) as { images?: unknown };
    expect(props.images).toEqual({ '/img/diagram.svg': { width: 960, height: 540 }, '/img/static.png': { width: 200, height: 100 } });
  });
});
