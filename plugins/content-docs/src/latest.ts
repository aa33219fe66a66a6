import type { VersionContent } from './types.ts';
import { getMainDoc } from './version-data.ts';

/** One page of a version, as the version links need it: a doc (by id) or a generated index. */
export type VersionPage = { kind: 'doc'; id: string } | { kind: 'generated-index'; permalink: string; versionPath: string };

/** A permalink relative to its version root: (`/docs/next/guides/`, `/docs/next`) → `/guides/`. Pure. */
export function pathInVersion(permalink: string, versionPath: string): string {
  const base = versionPath.replace(/\/$/, '');
  return permalink.startsWith(base) ? permalink.slice(base.length) || '/' : permalink;
}

/** The same page in another version: the doc with the same id, or the generated index at the same path. Pure. */
export function samePageIn(version: VersionContent, page: VersionPage): { permalink: string; unlisted: boolean } | undefined {
  if (page.kind === 'doc') return version.docs.find((d) => d.id === page.id);
  const relative = pathInVersion(page.permalink, page.versionPath);
  const twin = version.generatedIndexes.find((g) => pathInVersion(g.permalink, version.info.path) === relative);
  return twin ? { permalink: twin.permalink, unlisted: false } : undefined;
}

/**
 * Where the version banner of a page leads: the same page in the last version when it exists there,
 * else the last version's main doc; nothing on the last version itself. Pure.
 */
export function latestLinkOf(version: VersionContent, all: VersionContent[], page: VersionPage): string | undefined {
  const last = all.find((v) => v.info.isLast);
  if (!last || last === version) return undefined;
  return samePageIn(last, page)?.permalink ?? getMainDoc(last)?.permalink;
}

/** Version name → the same page in that version, for the version dropdown (unlisted twins left out). Pure. */
export function alternatesOf(all: VersionContent[], page: VersionPage): Record<string, string> {
  return Object.fromEntries(
    all.flatMap((v) => {
      const twin = samePageIn(v, page);
      return twin && !twin.unlisted ? [[v.info.name, twin.permalink]] : [];
    }),
  );
}
