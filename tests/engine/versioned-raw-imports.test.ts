import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuietly, copyFixture, readBuilt, writeFiles } from '../helpers/site.ts';

/** The same MDX text in two docs versions, each importing its own version's file through raw-loader (shown without CodeBlock, so the import stays as written). */
const PAGE = `---
title: Settings
---

import settings from '!!raw-loader!./settings.yaml';

<pre className="settings">{settings}</pre>
`;

describe('identical pages in two docs versions that import a file next to them', () => {
  let siteDir: string;
  beforeAll(async () => {
    siteDir = copyFixture('docs-site');
    writeFiles(siteDir, {
      'docs/settings.mdx': PAGE,
      'docs/settings.yaml': 'chosen: zulufirst\n',
      'versioned_docs/version-1.0/settings.mdx': PAGE,
      'versioned_docs/version-1.0/settings.yaml': 'chosen: yankeesecond\n',
    });
    const result = await buildQuietly(siteDir);
    expect(result.errors).toEqual([]);
  });

  it('show each version its own file', () => {
    expect(readBuilt(siteDir, 'docs/next/settings/index.html')).toContain('zulufirst');
    expect(readBuilt(siteDir, 'docs/next/settings/index.html')).not.toContain('yankeesecond');
    expect(readBuilt(siteDir, 'docs/settings/index.html')).toContain('yankeesecond');
  });
});
