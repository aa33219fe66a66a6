/**
 * Errors in a site's own React code stay precise (issue 19 points 3 and 8): a Docusaurus name or
 * module Folio lacks, a CSS url() to a missing file, and a component that throws while
 * prerendering are each named by file, line and column.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildQuietly, copyFixture, writeFiles } from '../helpers/site.ts';

/** Builds the site-code fixture after an edit; the build's error message (it must fail). */
async function buildError(files: Record<string, string>, edit?: (siteDir: string) => void): Promise<{ message: string; siteDir: string }> {
  const siteDir = copyFixture('sitecode-site');
  writeFiles(siteDir, files);
  edit?.(siteDir);
  try {
    await buildQuietly(siteDir);
  } catch (error) {
    return { message: (error as Error).message, siteDir };
  }
  throw new Error('The build was expected to fail but succeeded.');
}

describe('site code that does not bundle', () => {
  it('names the file:line:column of an import Folio lacks, the missing name and what Folio offers', async () => {
    const { message, siteDir } = await buildError({
      'src/pages/broken.tsx': "import { useHistory, useParams } from '@docusaurus/router';\n\nexport default function Broken() {\n  useHistory();\n  return <p>{String(useParams)}</p>;\n}\n",
    });
    expect(message).toBe(
      [
        '1 error in 1 file:',
        '',
        'src/pages/broken.tsx:1:22 "@docusaurus/router" has no export "useParams" in Folio (Docusaurus 3 does not have it either). "@docusaurus/router" offers: Redirect, matchPath, useHistory, useLocation.',
        '',
        "> 1 | import { useHistory, useParams } from '@docusaurus/router';\n    |                      ^\n  2 |\n  3 | export default function Broken() {\n",
      ].join('\n'),
    );
    // A failed build leaves no build folder behind.
    expect(existsSync(path.join(siteDir, 'build'))).toBe(false);
  });

  it('names a Docusaurus module Folio lacks, listing those it has', async () => {
    const { message } = await buildError({
      'src/pages/broken.tsx': "import ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default function Broken() {\n  return <p>{String(ComponentCreator)}</p>;\n}\n",
    });
    expect(message).toContain(
      'src/pages/broken.tsx:1:30 Cannot resolve "@docusaurus/ComponentCreator": Folio does not provide it (Docusaurus has it, Folio does not provide it yet). Folio\'s Docusaurus client modules: @docusaurus/BrowserOnly, @docusaurus/ErrorBoundary,',
    );
  });

  it('names a CSS url() to a file that is neither next to the stylesheet nor in static/', async () => {
    const { message } = await buildError({
      'src/pages/broken.tsx': "import styles from './broken.module.css';\n\nexport default function Broken() {\n  return <p className={styles.x}>x</p>;\n}\n",
      'src/pages/broken.module.css': '.x {\n  background: url(/img/missing.svg);\n}\n.y {\n  background: url(./gone.png);\n}\n',
    });
    expect(message).toMatch(/^2 errors in 1 file:/);
    expect(message).toContain('src/pages/broken.module.css:2:19 url(/img/missing.svg): no file /img/missing.svg in the static folders (static/) or the site folder. Add the file, or fix the path.');
    expect(message).toContain('src/pages/broken.module.css:5:19 url(./gone.png): file not found next to the stylesheet. Fix the path (relative to the CSS file), or add the file.');
  });

  it('places a name Folio lacks that Markdown imports on the Markdown file’s import', async () => {
    const { message } = await buildError({}, (siteDir) => {
      const file = path.join(siteDir, 'src/pages/with-badge.mdx');
      writeFileSync(file, readFileSync(file, 'utf8').replace("import Badge from '@site/src/components/Badge';", "import Badge from '@site/src/components/Badge';\nimport Link, { withRouter } from '@docusaurus/Link';"));
    });
    expect(message).toBe(
      [
        '1 error in 1 file:',
        '',
        'src/pages/with-badge.mdx:6:16 "@docusaurus/Link" has no export "withRouter" in Folio (Docusaurus 3 does not have it either). "@docusaurus/Link" offers: default.',
        '',
        "  4 |\n  5 | import Badge from '@site/src/components/Badge';\n> 6 | import Link, { withRouter } from '@docusaurus/Link';\n    |                ^\n  7 |\n  8 | # With a badge\n",
      ].join('\n'),
    );
  });
});

describe('a component that throws while prerendering', () => {
  it('is named by its source file:line:column (through the server bundle’s source map), for each page that renders it', async () => {
    const { message } = await buildError({
      'src/components/GadgetCount.tsx': [
        '/** Counts gadgets; crashes without them. */',
        'export default function GadgetCount({ gadgets }: { gadgets?: string[] }) {',
        '  const first = gadgets![0];',
        '  return <p>{first}</p>;',
        '}',
        '',
      ].join('\n'),
      'src/pages/count.tsx': "import GadgetCount from '@site/src/components/GadgetCount';\n\nexport default function Count() {\n  return <GadgetCount />;\n}\n",
      'src/pages/count-doc.mdx': "import GadgetCount from '@site/src/components/GadgetCount';\n\n# Count\n\n<GadgetCount />\n",
    });
    const place = "src/components/GadgetCount.tsx:3:17 TypeError: Cannot read properties of undefined (reading '0') (in GadgetCount), while rendering this page";
    expect(message).toMatch(/^2 pages failed to render:/);
    expect(message).toContain(`  - /count: ${place}`);
    expect(message).toContain(`  - /count-doc: ${place}`);
    expect(message).toContain('    > 3 |   const first = gadgets![0];');
  });
});
