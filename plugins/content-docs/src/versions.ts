import type { DocsOptions } from './options.ts';

/** The name Docusaurus gives the unversioned docs folder. */
export const CURRENT_VERSION_NAME = 'current';

/** One version's metadata, as the spec names the fields (docs and sidebars are filled in later). */
export interface VersionInfo {
  name: string;
  label: string;
  /** URL path of the version root, e.g. `/docs/latest`. */
  path: string;
  isLast: boolean;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  noIndex: boolean;
  className?: string | undefined;
  /** Docs folder, relative to the site. */
  contentPath: string;
  /** Sidebars file, relative to the site, or false. */
  sidebarFilePath: string | false;
}

function joinPath(root: string, relative: string): string {
  return root === '.' || root === '' ? relative : `${root}/${relative}`;
}

function joinUrl(...parts: string[]): string {
  const joined = parts.filter(Boolean).join('/').replace(/\/{2,}/g, '/');
  const withSlash = joined.startsWith('/') ? joined : `/${joined}`;
  return withSlash.length > 1 ? withSlash.replace(/\/$/, '') : withSlash;
}

/**
 * Builds the version list from versions.json names and options. Pure. Order: current first (when
 * included), then versions.json order — the dropdown order.
 */
export function buildVersions(versionNames: string[], options: DocsOptions, versionsRoot: string): VersionInfo[] {
  const lastVersion = options.lastVersion ?? versionNames[0] ?? CURRENT_VERSION_NAME;
  const names = [...(options.includeCurrentVersion ? [CURRENT_VERSION_NAME] : []), ...versionNames].filter(
    (name) => !options.onlyIncludeVersions || options.onlyIncludeVersions.includes(name),
  );
  return names.map((name) => {
    const own = options.versions[name] ?? {};
    const isLast = name === lastVersion;
    const isCurrent = name === CURRENT_VERSION_NAME;
    const defaultPath = isLast ? '' : isCurrent ? 'next' : name;
    const defaultBanner = isLast ? 'none' : isCurrent ? 'unreleased' : 'unmaintained';
    return {
      name,
      label: own.label ?? (isCurrent ? 'Next' : name),
      path: joinUrl(options.routeBasePath, own.path ?? defaultPath),
      isLast,
      banner: own.banner ?? (defaultBanner as VersionInfo['banner']),
      badge: own.badge ?? names.length > 1,
      noIndex: own.noIndex ?? false,
      className: own.className,
      contentPath: isCurrent ? options.path : joinPath(versionsRoot, `versioned_docs/version-${name}`),
      sidebarFilePath: isCurrent ? options.sidebarPath : joinPath(versionsRoot, `versioned_sidebars/version-${name}-sidebars.json`),
    };
  });
}
