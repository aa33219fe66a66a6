import type { RouteConfig } from '@folio/core';
import type { RouteOptions, VersionContent } from './types.ts';

/** Tag list and per-tag pages of one version; unlisted docs are left out. Pure. */
export function buildTagRoutes(version: VersionContent, options: RouteOptions, versionProps: Record<string, unknown>): RouteConfig[] {
  const tags = new Map<string, { label: string; permalink: string; docs: { id: string; title: string; permalink: string; description?: string | undefined }[] }>();
  for (const doc of version.docs) {
    if (doc.unlisted) continue;
    for (const tag of doc.tags) {
      const entry = tags.get(tag.permalink) ?? { label: tag.label, permalink: tag.permalink, docs: [] };
      entry.docs.push({ id: doc.id, title: doc.title, permalink: doc.permalink, description: doc.description });
      tags.set(tag.permalink, entry);
    }
  }
  if (tags.size === 0) return [];
  const list = [...tags.values()].sort((a, b) => a.label.localeCompare(b.label));
  const allTagsPath = `${version.info.path}/${options.tagsBasePath}`;
  return [
    { path: allTagsPath, component: '@theme/DocTagsListPage', head: { title: 'Tags' }, props: { tags: list.map((t) => ({ label: t.label, permalink: t.permalink, count: t.docs.length })), version: versionProps } },
    ...list.map((tag) => ({ path: tag.permalink, component: '@theme/DocTagDocListPage', head: { title: `Docs tagged "${tag.label}"` }, props: { tag: { ...tag, allTagsPath }, version: versionProps } })),
  ];
}
