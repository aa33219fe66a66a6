import { describe, expect, it } from 'vitest';
import { convertJob } from './convert-source.ts';
import { SLOT_CLOSE, SLOT_OPEN, type CopyTemplate } from './convert.ts';
import { readMarkdownSource } from '@folio/markdown';

/** Converts a file as the plugin does (prepared like the compiler, then parsed), slots shown as `⟦n⟧`. */
async function convert(source: string, filePath = '/site/docs/page.mdx'): Promise<CopyTemplate & { shown: string }> {
  const { text, format, comments } = await readMarkdownSource({ source, filePath, format: 'detect' });
  const outcome = convertJob({ text, format, comments });
  if (!('template' in outcome)) throw new Error(outcome.error);
  const shown = outcome.template.markdown.replace(new RegExp(`${SLOT_OPEN}(\\d+)${SLOT_CLOSE}`, 'g'), '⟦$1⟧');
  return { ...outcome.template, shown };
}

describe('Markdown copies of MDX', () => {
  it('drops front matter, imports and exports, and keeps the Markdown as written', async () => {
    const { shown, hasTitle } = await convert(
      ['---', 'title: Page', 'description: About it', '---', '', "import Tabs from '@theme/Tabs';", "export const head = { title: 'x' };", '', 'Some *emphasis*, `code` and a table:', '', '| a | b |', '| - | - |', '| 1 | 2 |', ''].join('\n'),
    );
    expect(shown).toBe('Some *emphasis*, `code` and a table:\n\n| a | b |\n| - | - |\n| 1 | 2 |\n');
    expect(hasTitle).toBe(false);
  });

  it('writes Tabs as labelled sections, labels from label, values or value', async () => {
    const { shown } = await convert(
      [
        '<Tabs groupId="env">',
        '  <TabItem value="k8s" label="Kubernetes" default>',
        '',
        '    ```bash',
        '    kubectl gadget run trace_exec',
        '    ```',
        '',
        '  </TabItem>',
        '  <TabItem value="linux">',
        '',
        '  Run it with `ig`.',
        '',
        '  </TabItem>',
        '</Tabs>',
        '',
        "<Tabs values={[{ label: 'Apple', value: 'apple' }]}>",
        '<TabItem value="apple">Red</TabItem>',
        '</Tabs>',
      ].join('\n'),
    );
    expect(shown).toBe(['**Kubernetes**', '', '```bash', 'kubectl gadget run trace_exec', '```', '', '**linux**', '', 'Run it with `ig`.', '', '**Apple**', '', 'Red', ''].join('\n'));
  });

  it('writes admonitions as blockquotes named by their kind, with their title, directive or component', async () => {
    const { shown } = await convert(
      [':::warning Mind the `kernel`', '', 'Needs BTF.', '', '```bash', 'uname -r', '```', '', ':::', '', ':::tip', 'Short.', ':::', '', '<Admonition type="danger" title="Careful">', '', 'Root only.', '', '</Admonition>'].join('\n'),
    );
    expect(shown).toBe(['> **Warning**: Mind the `kernel`', '>', '> Needs BTF.', '>', '> ```bash', '> uname -r', '> ```', '', '> **Tip**', '>', '> Short.', '', '> **Danger**: Careful', '>', '> Root only.', ''].join('\n'));
  });

  it('keeps an admonition inside a list item inside it', async () => {
    const { shown } = await convert(['1. Step one', '', '   :::note', '   Inside.', '   :::', '', '2. Step two'].join('\n'), '/site/docs/page.md');
    expect(shown).toBe(['1. Step one', '', '   > **Note**', '   >', '   > Inside.', '', '2. Step two', ''].join('\n'));
  });

  it('turns raw-loader imports shown in CodeBlock into slots for the file, and inline CodeBlocks into fences', async () => {
    const { shown, slots } = await convert(
      ["import CodeBlock from '@theme/CodeBlock';", "import Manifest from '!!raw-loader!./manifest.yaml';", '', '<CodeBlock language="yaml" title="manifest.yaml">{Manifest}</CodeBlock>', '', '<CodeBlock language="js">{\'const a = "```";\'}</CodeBlock>'].join('\n'),
    );
    expect(shown).toBe(['⟦0⟧', '', '````js', 'const a = "```";', '````', ''].join('\n'));
    expect(slots).toEqual([{ kind: 'raw', file: './manifest.yaml', info: 'yaml title="manifest.yaml"', prefix: '' }]);
  });

  it('keeps Mermaid as a fenced block, from a fence or the component', async () => {
    const { shown } = await convert(['```mermaid', 'graph TD', '  A-->B', '```', '', '<Mermaid value={"graph LR\\n  C-->D"} />'].join('\n'));
    expect(shown).toBe(['```mermaid', 'graph TD', '  A-->B', '```', '', '```mermaid', 'graph LR', '  C-->D', '```', ''].join('\n'));
  });

  it('makes <DocCardList /> a slot, unwraps other components and drops comments and expressions', async () => {
    const { shown, slots } = await convert(['<DocCardList />', '', '<Highlight color="red">Important</Highlight> text {/* hidden */} and {"literal"}.', '', '{/* truncate */}', '', '<!-- a comment -->', '', 'End.'].join('\n'));
    expect(shown).toBe(['⟦0⟧', '', 'Important text  and literal.', '', 'End.', ''].join('\n'));
    expect(slots).toEqual([{ kind: 'cards', prefix: '' }]);
  });

  it('writes Details as an HTML details block with its summary', async () => {
    const { shown } = await convert(['<details>', '<summary>More</summary>', '', 'Hidden **text**.', '', '</details>'].join('\n'));
    expect(shown).toBe(['<details>', '<summary>More</summary>', '', 'Hidden **text**.', '', '</details>', ''].join('\n'));
  });

  it('makes every link, image and definition URL a slot, keeps code and footnotes as written', async () => {
    const { shown, slots } = await convert(['See [the *run* page](../reference/run.md#flags "Run"), ![logo](/img/logo.svg) and [ref][r].', '', '[r]: ./other.md', '', '`[not](a-link)`', '', '```md', '[nor](this)', '```'].join('\n'), '/site/docs/page.md');
    expect(shown).toBe(['See [the *run* page](⟦0⟧ "Run"), ![logo](⟦1⟧) and [ref][r].', '', '[r]: ⟦2⟧', '', '`[not](a-link)`', '', '```md', '[nor](this)', '```', ''].join('\n'));
    expect(slots.map((s) => (s.kind === 'url' ? s.url : s.kind))).toEqual(['../reference/run.md#flags', '/img/logo.svg', './other.md']);
  });

  it('notices a title heading, drops explicit heading ids and reads .md as CommonMark', async () => {
    const md = await convert(['# Title {#custom}', '', 'Text with <b>HTML</b> and {braces}.'].join('\n'), '/site/docs/page.md');
    expect(md.hasTitle).toBe(true);
    expect(md.shown).toBe('# Title\n\nText with <b>HTML</b> and {braces}.\n');
  });

  it('reports a file MDX cannot parse with its place', () => {
    const outcome = convertJob({ text: 'Line one\n\n<Broken attr=>\n', format: 'mdx', comments: true });
    expect(outcome).toMatchObject({ line: 3 });
  });
});
