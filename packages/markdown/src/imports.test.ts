import { describe, expect, test } from 'vitest';
import { compileMarkdown } from './compile.ts';
import { toImageImport } from './rehype/local-images.ts';
import { toFileLinkImport } from './rehype/local-file-links.ts';

/** The import lines and the `img` / CodeBlock calls of a compiled module, whitespace squeezed. */
function squeeze(code: string): string {
  return code.replace(/\s+/g, ' ');
}

describe('relative images become imports of the optimised image', () => {
  test('which sources count as files next to the content', () => {
    expect(toImageImport('./img/a.png')).toBe('./img/a.png?folio-image');
    expect(toImageImport('img/a b.png')).toBe('./img/a b.png?folio-image');
    expect(toImageImport('../shared/a%20b.JPG#frag')).toBe('../shared/a b.JPG?folio-image');
    expect(toImageImport('@site/static/img/x.svg')).toBe('@site/static/img/x.svg?folio-image');
    for (const kept of ['/img/x.png', 'https://x.org/a.png', '//cdn/a.png', 'data:image/png;base64,AA', '#x', './doc.pdf', 'pathname:///img/a.png']) {
      expect(toImageImport(kept)).toBeUndefined();
    }
  });

  test('.md: Markdown and raw HTML images spread the import before their own attributes; site paths stay', async () => {
    const { code, images } = await compileMarkdown({
      filePath: '/site/docs/a.md',
      source: '![Alt *x*](./img/a.png "T") ![s](/img/s.png)\n\n<img src="img/b.jpg" width="300" style="max-width: 50%" class="wide" data-zoom="1">\n\n![again](./img/a.png)\n',
    });
    const out = squeeze(code);
    expect(out).toContain('import __folioImage0 from "./img/a.png?folio-image"; import __folioImage1 from "./img/b.jpg?folio-image";');
    expect(out.match(/folio-image/g)).toHaveLength(2);
    expect(out).toContain('_jsx(_components.img, { ...__folioImage0, alt: "Alt x", title: "T" })');
    expect(out).toContain('_jsx(_components.img, { src: "/img/s.png", alt: "s" })');
    expect(out).toContain('_jsx(_components.img, { ...__folioImage1, width: 300, style: { "maxWidth": "50%" }, className: "wide", "data-zoom": "1", height: undefined })');
    expect(images.map((i) => i.url)).toEqual(['./img/a.png', '/img/s.png', 'img/b.jpg', './img/a.png']);
  });

  test('.mdx: literal JSX <img> gets the import plus lazy loading and async decoding', async () => {
    const { code } = await compileMarkdown({ filePath: '/site/docs/a.mdx', source: '<img src="./logo.svg" alt="Logo" loading="eager" />\n' });
    const out = squeeze(code);
    expect(out).toContain('import __folioImage0 from "./logo.svg?folio-image";');
    expect(out).toContain('_jsx("img", { ...__folioImage0, decoding: "async", alt: "Logo", loading: "eager" })');
    const sized = squeeze((await compileMarkdown({ filePath: '/site/docs/a.mdx', source: '<img src="./a.png" height={120} />\n' })).code);
    expect(sized).toContain('_jsx("img", { ...__folioImage0, loading: "lazy", decoding: "async", height: 120, width: undefined })');
  });

  test('the module does not depend on where the file is, so identical files share a cache entry', async () => {
    const source = '![a](./img/a.png)\n';
    const one = await compileMarkdown({ filePath: '/site/docs/v1/a.md', source });
    const two = await compileMarkdown({ filePath: '/site/docs/v2/a.md', source });
    expect(one.code).toBe(two.code);
  });
});

describe('CodeBlock showing a raw-loader import', () => {
  test('is highlighted at bundle time through a ?folio-code import carrying language and meta', async () => {
    const source = [
      "import CodeBlock from '@theme/CodeBlock';",
      "import main from '!!raw-loader!./examples/main.go';",
      "import config from './config.yaml?raw';",
      '',
      '<CodeBlock language="go" title="main.go" metastring="{2}" showLineNumbers>{main}</CodeBlock>',
      '',
      '<CodeBlock className="language-yaml">',
      '  {config}',
      '</CodeBlock>',
      '',
      '<CodeBlock language="go">{main.trim()}</CodeBlock>',
      '',
    ].join('\n');
    const out = squeeze((await compileMarkdown({ filePath: '/site/docs/a.mdx', source })).code);
    const goQuery = encodeURIComponent(JSON.stringify({ language: 'go', meta: '{2} showLineNumbers' }));
    const yamlQuery = encodeURIComponent(JSON.stringify({ language: 'yaml' }));
    expect(out).toContain(`import __folioCode0 from "./examples/main.go?folio-code=${goQuery}";`);
    expect(out).toContain(`import __folioCode1 from "./config.yaml?folio-code=${yamlQuery}";`);
    expect(out).toContain('_jsx(CodeBlock, { ...__folioCode0, title: "main.go" })');
    expect(out).toContain('_jsx(CodeBlock, { ...__folioCode1 })');
    // A computed child stays for the browser to highlight.
    expect(out).toMatch(/_jsx\(CodeBlock, \{ language: "go", children: main\.trim\(\) \}\)/);
  });
});

describe('Markdown links to files next to the content become imports of the published file', () => {
  test('which hrefs count as files, with the link as written riding along', () => {
    expect(toFileLinkImport('./files/report.pdf#page=2')).toEqual({ request: './files/report.pdf?folio-file-link=.%2Ffiles%2Freport.pdf', fragment: '#page=2' });
    expect(toFileLinkImport('top%20pods.png')).toEqual({ request: './top pods.png?folio-file-link=top%2520pods.png', fragment: '' });
    expect(toFileLinkImport('../bundle.tar.gz')?.request).toBe('../bundle.tar.gz?folio-file-link=..%2Fbundle.tar.gz');
    for (const kept of ['./guide.md', 'guide.mdx#x', './page.html', './v0.43.0', './intro', '/files/a.pdf', 'https://x.org/a.pdf', '#x', 'mailto:a@b.org']) {
      expect(toFileLinkImport(kept)).toBeUndefined();
    }
  });

  test('the link renders with the imported URL and keeps its fragment and children', async () => {
    const { code } = await compileMarkdown({ filePath: '/site/docs/a.md', source: 'See [the **report**](./report.pdf#page=2).\n' });
    expect(squeeze(code)).toContain('import __folioFile0 from "./report.pdf?folio-file-link=.%2Freport.pdf";');
    expect(squeeze(code)).toMatch(/href: __folioFile0 \+ "#page=2"/);
  });
});
