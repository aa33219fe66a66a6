import { describe, expect, test } from 'vitest';
import { docusaurusMarkdownConfig } from './docusaurus-markdown.ts';
import { markdownConfigSchema } from './markdown-schema.ts';
import { siteConfigSchema } from './schema.ts';

describe("a Docusaurus config's markdown object", () => {
  test("gets Docusaurus's defaults where they differ from Folio's: every file MDX, no Mermaid diagrams", () => {
    expect(markdownConfigSchema.parse(docusaurusMarkdownConfig(undefined))).toEqual({
      format: 'mdx',
      mermaid: false,
      emoji: true,
      mdx1Compat: { comments: true, admonitions: true, headingIds: true },
      anchors: { maintainCase: false },
      hooks: {},
      remarkPlugins: [],
      rehypePlugins: [],
    });
  });

  test('keeps what the site sets, functions included', () => {
    const preprocessor = ({ fileContent }: { fileContent: string }) => fileContent;
    const parsed = markdownConfigSchema.parse(
      docusaurusMarkdownConfig({ format: 'detect', mermaid: true, preprocessor, mdx1Compat: { comments: false }, anchors: { maintainCase: true }, remarkRehypeOptions: { footnoteLabel: 'Notes' }, hooks: { onBrokenMarkdownLinks: 'throw' } }),
    );
    expect(parsed).toMatchObject({ format: 'detect', mermaid: true, preprocessor, mdx1Compat: { comments: false, admonitions: true, headingIds: true }, anchors: { maintainCase: true }, remarkRehypeOptions: { footnoteLabel: 'Notes' }, hooks: { onBrokenMarkdownLinks: 'throw' } });
  });

  test('options Folio does not take are named by the schema', () => {
    const result = markdownConfigSchema.safeParse(docusaurusMarkdownConfig({ mdx1Compat: { comments: true, jsx: true }, hooks: { onBrokenMarkdownImages: 'warn' } }));
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(["mdx1Compat: Unrecognized key(s) in object: 'jsx'", "hooks.onBrokenMarkdownImages: Folio always fails the build on a Markdown image whose file is missing: only 'throw' is accepted"]);
  });
});

describe("Folio's own markdown defaults", () => {
  test('are detect and Mermaid on, so site.config.ts sites build as before', () => {
    const config = siteConfigSchema.parse({ title: 'T', url: 'https://example.org' });
    expect(config.markdown).toMatchObject({ format: 'detect', mermaid: true, emoji: true });
  });

  test('hook functions (Docusaurus 3.9) are refused with what to write instead', () => {
    const result = markdownConfigSchema.safeParse({ hooks: { onBrokenMarkdownLinks: () => undefined } });
    expect(result.error?.issues[0]?.message).toBe('a severity: ignore, log, warn or throw (Folio does not run hook functions)');
  });
});
