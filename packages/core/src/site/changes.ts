import path from 'node:path';

/** What changed, as the development server's watcher saw it. */
export type ChangeKind = 'config' | 'content' | 'style' | 'code';

/**
 * Classifies a changed file: config and theme code need a full reload, content an in-place update.
 * `configFiles` are the local files the config imports (a remark plugin, a theme file): editing one
 * reloads the config like editing the config itself. Pure.
 */
export function classifyChange(file: string, siteDir: string, configFiles: ReadonlySet<string> = new Set()): ChangeKind {
  const relative = path.relative(siteDir, file);
  if (/^(site|docusaurus)\.config\.[mc]?[jt]s$/.test(relative) || configFiles.has(file)) return 'config';
  if (file.endsWith('.css')) return 'style';
  if (/\.(md|mdx|json|ya?ml)$/.test(file) || /(^|\/)sidebars\.[jt]s$/.test(relative)) return 'content';
  return 'code';
}
