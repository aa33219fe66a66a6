import { describe, expect, it } from 'vitest';
import { docIdOf, docSlugOf, isCategoryIndex, joinPermalink, kebabCase, stripNumberPrefix } from './ids.ts';

describe('doc ids and slugs', () => {
  it('strips number prefixes from files and folders', () => {
    expect(stripNumberPrefix('01-intro')).toBe('intro');
    expect(stripNumberPrefix('2. setup')).toBe('setup');
    expect(stripNumberPrefix('2024')).toBe('2024');
    expect(docIdOf('01-guides/02-install.md')).toBe('guides/install');
    expect(docIdOf('guides/install.md', 'setup')).toBe('guides/setup');
  });

  it('gives index docs their folder path with a trailing slash', () => {
    expect(isCategoryIndex('gadgets/index.mdx')).toBe(true);
    expect(isCategoryIndex('gadgets/README.md')).toBe(true);
    expect(isCategoryIndex('gadgets/gadgets.md')).toBe(true);
    expect(isCategoryIndex('gadgets/trace_exec.mdx')).toBe(false);
    // As Docusaurus compares them: in any case, number prefixes as written.
    expect(isCategoryIndex('Gadgets/gadgets.md')).toBe(true);
    expect(isCategoryIndex('guides/Index.md')).toBe(true);
    expect(isCategoryIndex('01-intro/01-intro.md')).toBe(true);
    expect(isCategoryIndex('01-intro/intro.md')).toBe(false);
    expect(isCategoryIndex('guides/01-index.md')).toBe(false);
    expect(isCategoryIndex('intro.md')).toBe(false);
    expect(docSlugOf('gadgets/index.mdx')).toBe('/gadgets/');
    expect(docSlugOf('index.md')).toBe('/');
    expect(docSlugOf('reference/run.md')).toBe('/reference/run');
    expect(docSlugOf('reference/run.md', '/cli/run')).toBe('/cli/run');
    expect(docSlugOf('reference/run.md', 'running')).toBe('/reference/running');
    // An index doc keeps its folder's slug whatever its front matter id (centrifugal.dev's faq/index.md has id faq_index).
    expect(docSlugOf('faq/index.md', undefined, 'faq_index')).toBe('/faq/');
    expect(docSlugOf('reference/run.md', undefined, 'cli-run')).toBe('/reference/cli-run');
    expect(joinPermalink('/docs/latest', '/gadgets/')).toBe('/docs/latest/gadgets/');
  });

  it('kebab-cases labels the way Docusaurus makes tag slugs', () => {
    expect(kebabCase('Inspektor Gadget')).toBe('inspektor-gadget');
    expect(kebabCase('eBPF')).toBe('e-bpf');
    expect(kebabCase('CO-RE')).toBe('co-re');
    expect(kebabCase('k9s')).toBe('k-9-s');
    expect(kebabCase('Kubernetes')).toBe('kubernetes');
  });
});
