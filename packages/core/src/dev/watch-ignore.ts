/** Folders the watcher skips wherever they are: dependencies, caches, version control, tests. */
const IGNORED_ANYWHERE = /(^|[/\\])(node_modules|\.folio|dist|\.git|tests|bench)([/\\]|$)/;
/**
 * The default build output at the site's root and its swap folders (`build.folio-next`,
 * `build.folio-previous`); a folder named build elsewhere (a source folder) is watched.
 */
const BUILD_OUTPUT = /^build(\.folio-(next|previous))?([/\\]|$)/;

/** True for a path (relative to the site folder) the watcher skips. */
export function isIgnoredByWatcher(relativePath: string): boolean {
  return IGNORED_ANYWHERE.test(relativePath) || BUILD_OUTPUT.test(relativePath);
}
