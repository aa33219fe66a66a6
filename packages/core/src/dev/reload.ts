import path from 'node:path';
import { errorText } from './overlay.ts';
import type { DevContext } from './handlers/types.ts';
import type { DevSnapshot } from './session.ts';

/**
 * The fast half of a batch of changes that are all content: the saved pages are pushed to open
 * pages (see SavedPages). It needs only what the session has bundled, not the site's reload, so it
 * does not wait in the server's queue behind a reload or the post-build files.
 */
export async function pushSavedPages(dev: DevContext, changed: string[]): Promise<void> {
  if (!changed.every((file) => dev.session.classify(file) === 'content')) return;
  await dev.saved.push(changed).catch((error: unknown) => dev.logger.warn(`A saved page could not be pushed to open pages: ${errorText(error)}`));
}

/**
 * Applies a batch of changed files to the running server (after pushSavedPages): the site reloads
 * (only the plugins the files belong to; the config and app too when they changed), the
 * post-build files are dropped, the edited pages are bundled at once (their errors show), and open
 * pages get the new site data or reload.
 */
export async function applyChanges(dev: DevContext, changed: string[], setSnapshot: (snapshot: DevSnapshot) => void, startedAt = performance.now()): Promise<void> {
  const { session, overlay, logger, siteDir } = dev;
  const kinds = new Set(changed.map((f) => session.classify(f)));
  // The post-build files are made again, from the reloaded site, when next asked for.
  dev.outputs.invalidate();
  try {
    const reload = kinds.has('config') || kinds.has('code');
    const snapshot = await session.refresh(kinds.has('config') ? 'all' : changed, reload || kinds.has('style'));
    setSnapshot(snapshot);
    overlay.loadError = undefined;
    // Errors of modules the site no longer has (an edit gave a file another module) are gone with them.
    overlay.keepContentErrors((module) => session.hasModule(module));
    // Bundle the edited pages now: errors show at once, and the browser's request finds them ready.
    const edited = changed.flatMap((file) => session.modulesOf(file));
    await Promise.all(edited.map(async (module) => {
      const result = await session.bundleContent(module);
      const message = 'error' in result ? errorText(result.error) : undefined;
      if (message) logger.error(message);
      overlay.setContentError(module, message);
    }));
    overlay.show();
    const files = changed.map((f) => path.relative(siteDir, f));
    // The new site data travels with the event: the page need not ask for it.
    dev.hub.send(reload ? 'reload' : 'update', { files, ...(reload ? {} : { site: snapshot.site, css: snapshot.entry.css }) });
    logger.info(`Updated in ${Math.round(performance.now() - startedAt)}ms: ${files.join(', ')}`);
  } catch (error) {
    overlay.loadError = errorText(error);
    logger.error(overlay.loadError);
    overlay.show();
  }
}
