import { rm } from 'node:fs/promises';
import path from 'node:path';
import { bundleSite, type BundleResult } from '../bundle/bundle.ts';
import type { OutputTarget } from '../output/output-target.ts';
import type { SiteContent } from './site-content.ts';
import type { SiteBase, SiteSetup } from './types.ts';

/**
 * The bundle phase: once the module store has written what content made, bundles every page's
 * browser and server code into `outDir` (the server bundles below `.folio/server`, made anew).
 */
export async function bundlePhase(base: SiteBase, setup: SiteSetup, content: SiteContent, output: OutputTarget): Promise<BundleResult> {
  await rm(path.join(base.cacheDir, 'server'), { recursive: true, force: true });
  await setup.modules.settled();
  const { modules } = setup;
  return bundleSite({
    ...content.bundleInput(output.dir, base.cacheDir, base.mode),
    output,
    nodeEnv: base.nodeEnv,
    scannedInput: base.compiler.scannedInput,
    ...(base.inMemoryModules ? { moduleCode: (file: string) => modules.unwrittenCode(file) } : {}),
  });
}
