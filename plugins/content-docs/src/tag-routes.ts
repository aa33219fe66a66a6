import type { RouteConfig } from '@folio/core';
import type { RouteOptions, VersionContent } from './types.ts';

/** One tag of a version and the docs its page lists. */
interface VersionTag {
  label: string;
  permalink: string;
  docs: { id: string; title: string; permalink: string; description?: string | undefined }[];
  /** Every doc with the tag is unlisted: the page lists them all, but is not indexed nor in the tags list. */
  unlisted: boolean;
}

/**
 * The tags of one version, as Docusaurus groups them: a tag's page lists its listed docs, or, when
 * every doc with it is unlisted, all of them (and the tag is unlisted itself). Pure.
 */
export function versionTags(version: VersionContent): VersionTag[] {
  const groups = new Map<string, { label: string; permalink: string; docs: VersionContent['docs'] }>();
  for (const doc of version.docs) {
    for (const tag of doc.tags) {
      const group = groups.get(tag.permalink) ?? { label: tag.label, permalink: tag.permalink, docs: [] };
      group.docs.push(doc);
      groups.set(tag.permalink, group);
    }
  }
  return [...groups.values()].map((group) => {
    const listed = group.docs.filter((doc) => !doc.unlisted);
    const shown = listed.length ? listed : group.docs;
    return { label: group.label, permalink: group.permalink, unlisted: listed.length === 0, docs: shown.map((doc) => ({ id: doc.id, title: doc.title, permalink: doc.permalink, description: doc.description })) };
  });
}

/** Tag list (listed tags only, when there is one) and a page per tag of one version. Pure. */
export function buildTagRoutes(version: VersionContent, options: RouteOptions, versionProps: Record<string, unknown>): RouteConfig[] {
  const tags = versionTags(version).sort((a, b) => a.label.localeCompare(b.label));
  const listed = tags.filter((tag) => !tag.unlisted);
  const allTagsPath = `${version.info.path}/${options.tagsBasePath}`;
  const list: RouteConfig[] = listed.length
    ? [{ path: allTagsPath, component: '@theme/DocTagsListPage', head: { title: 'Tags' }, props: { tags: listed.map((t) => ({ label: t.label, permalink: t.permalink, count: t.docs.length })), version: versionProps } }]
    : [];
  return [
    ...list,
    ...tags.map((tag) => ({
      path: tag.permalink,
      component: '@theme/DocTagDocListPage',
      head: { title: `Docs tagged "${tag.label}"`, noIndex: tag.unlisted || undefined },
      noSitemap: tag.unlisted || undefined,
      props: { tag: { ...tag, allTagsPath }, version: versionProps },
    })),
  ];
}
