import { readFileSync } from 'node:fs';
import path from 'node:path';
import { applySeverity } from '../diagnostics.ts';
import { filePathsToUrls, findBrokenLinks, formatBrokenLinks } from '../links/check.ts';
import { locateBrokenLinks } from '../links/locate.ts';
import type { SiteContent } from './site-content.ts';
import { listFiles } from './static-files.ts';
import type { RenderedSite, SiteBase, SiteSetup } from './types.ts';

function readFileIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The link check: every rendered page's links and anchors against the files in `outDir`, each
 * broken one placed in its source file; reported at the config's severities. Returns every
 * site-wide error at severity `throw` (the content's own first), for the build to fail with.
 * `outputFiles` are the files of `outDir` (relative, `/`), when the caller has listed them already.
 */
export async function checkLinksPhase(base: SiteBase, setup: SiteSetup, content: SiteContent, outDir: string, rendered: RenderedSite, outputFiles?: string[]): Promise<string[]> {
  const { siteDir, logger } = base;
  const { config } = setup;
  const errors = [...content.siteErrors];
  const files = filePathsToUrls(outputFiles ?? (await listFiles(outDir)), config.baseUrl);
  const pageLinks = rendered.pages.filter((p) => !p.path.endsWith('404.html')).map((p) => ({ ...p, sourceFile: p.sourceFile ? path.relative(siteDir, p.sourceFile) : undefined }));
  const readSource = (file: string) => readFileIfExists(path.resolve(siteDir, file));
  const broken = locateBrokenLinks(findBrokenLinks(pageLinks, files, config.baseUrl), config.baseUrl, [path.relative(siteDir, setup.configFile)], readSource);
  const brokenLinks = broken.filter((b) => b.kind === 'link');
  const brokenAnchors = broken.filter((b) => b.kind === 'anchor');
  if (brokenLinks.length) applySeverity(config.onBrokenLinks, `Broken links found (${brokenLinks.length}):\n${formatBrokenLinks(brokenLinks)}`, logger, errors);
  if (brokenAnchors.length) applySeverity(config.onBrokenAnchors, `Broken anchors found (${brokenAnchors.length}):\n${formatBrokenLinks(brokenAnchors)}`, logger, errors);
  return errors;
}
