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
