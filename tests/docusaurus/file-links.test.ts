import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuietly, copyFixture, readBuilt, writeFiles } from '../helpers/site.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005fe02fe0dc7d2d40000000049454e44ae426082', 'hex');

describe('Markdown links to files next to the content, as Docusaurus makes them', () => {
  let siteDir: string;

  beforeAll(async () => {
    siteDir = copyFixture('docusaurus-site');
    writeFiles(siteDir, {
      'blog/2024-06-01-charts/index.md': '---\ntitle: Charts\nauthors: [jane]\n---\n\nThe full picture: [![top pods](top-pods.png)](top-pods.png).\n\nRead [the report](./files/report.pdf#page=2) or see [version v0.43.0](/docs/intro).\n',
      'blog/2024-06-01-charts/files/report.pdf': '%PDF-1.4 a small report\n',
    });
    writeFileSync(path.join(siteDir, 'blog/2024-06-01-charts/top-pods.png'), PNG);
    await buildQuietly(siteDir);
  });

  it('publish the file under a content-hashed name and link to it, opening in a new tab', () => {
    const post = readBuilt(siteDir, 'blog/2024/06/01/charts/index.html');
    const pdf = /<a href="(\/assets\/media\/report-[0-9a-f]{10}\.pdf)#page=2" target="_blank">the report<\/a>/.exec(post);
    expect(pdf, post.slice(post.indexOf('The full picture'), post.indexOf('The full picture') + 600)).not.toBeNull();
    expect(readFileSync(path.join(siteDir, 'build', pdf![1]!), 'utf8')).toBe('%PDF-1.4 a small report\n');
    const png = /<a href="(\/assets\/media\/top-pods-[0-9a-f]{10}\.png)" target="_blank"><img /.exec(post);
    expect(png).not.toBeNull();
    expect(readFileSync(path.join(siteDir, 'build', png![1]!))).toEqual(PNG);
    // A site path stays a client-side link.
    expect(post).toMatch(/<a href="\/docs\/intro"[^>]*>version v0.43.0<\/a>/);
  });

  it('leave a link to a missing file as written, for the link check to name', async () => {
    const broken = copyFixture('docusaurus-site');
    writeFiles(broken, { 'blog/2024-06-02-gone.md': '---\ntitle: Gone\n---\n\nGet [the archive](./missing.zip).\n' });
    await expect(buildQuietly(broken)).rejects.toThrow(/missing\.zip at blog\/2024-06-02-gone\.md:5:19/);
  });
});
