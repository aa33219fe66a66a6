import { MarkdownError } from './errors.ts';
import { describe, expect, it } from 'vitest';
import { frontMatterBody, parseFrontMatter } from './front-matter.ts';

describe('frontMatterBody', () => {
  it('gives the same body as parsing the front matter', () => {
    const source = '---\ntitle: Hello\ntags: [a, b]\n---\n\n# Hello\n\nText.\n';
    expect(frontMatterBody(source)).toBe(parseFrontMatter(source, 'post.md').body);
    expect(frontMatterBody(source)).toBe('\n# Hello\n\nText.\n');
  });

  it('does not parse the YAML, so a broken block still gives the body', () => {
    const source = '---\ntitle: [unclosed\n---\nBody.\n';
    expect(() => parseFrontMatter(source, 'post.md')).toThrow();
    expect(frontMatterBody(source)).toBe('Body.\n');
  });

  it('gives the whole text, without a byte order mark, when there is no front matter', () => {
    expect(frontMatterBody('\uFEFF# Title\n')).toBe('# Title\n');
    expect(frontMatterBody('Intro\n---\nnot: front matter\n---\n')).toBe('Intro\n---\nnot: front matter\n---\n');
  });
});

describe('parseFrontMatter', () => {
  it('reads a quoted value continued on an unindented line, as Docusaurus (js-yaml) does, dates kept as strings', () => {
    // From the AKS blog (Azure/AKS website/blog/2025-09-12-…/index.md); the yaml library refuses it.
    const source = '---\ntitle: "Pair llm-d Inference with KAITO RAG Advanced Search to Enhance your AI \nWorkflows"\ndate: 2025-09-12\n---\nBody\n';
    const parsed = parseFrontMatter(source, 'blog/post.md');
    expect(parsed.data).toEqual({ title: 'Pair llm-d Inference with KAITO RAG Advanced Search to Enhance your AI Workflows', date: '2025-09-12' });
    expect(parsed.body).toBe('Body\n');
    expect(parsed.bodyStartLine).toBe(6);
  });

  it('still names the file, line and column of YAML that js-yaml refuses too', () => {
    expect(() => parseFrontMatter('---\ntitle: x\ntitle: y\n---\nbody\n', 'docs/fm.md')).toThrow(/Map keys must be unique/);
    expect(() => parseFrontMatter('---\ntitle: [Introduction\nsidebar_position: 1\n---\n', 'docs/intro.md')).toThrow(/Flow sequence in block collection/);
  });

  it('places an alias whose anchor is never set (a fuzzed page: `id: *uidgidresolver`) instead of crashing', () => {
    let thrown: unknown;
    try {
      parseFrontMatter('---\ntitle: UidGidResolver\nid: *uidgidresolver\n---\nbody\n', 'docs/uid.md');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MarkdownError);
    expect(thrown).toMatchObject({ line: 3, column: 5 });
    expect((thrown as Error).message).toContain('docs/uid.md:3:5 Invalid front matter: Unresolved alias');
  });
});
