import type { LoadedDoc } from './load-docs.ts';
import type { EditUrlArgs } from './options.ts';
import type { GeneratedIndex, SidebarItem } from './sidebars/types.ts';
import type { VersionInfo } from './versions.ts';

/** One version ready for routing: its docs and resolved sidebars. */
export interface VersionContent {
  info: VersionInfo;
  docs: LoadedDoc[];
  draftIds: string[];
  sidebars: Record<string, SidebarItem[]>;
  generatedIndexes: GeneratedIndex[];
  /** Doc source path (version-relative) → link map of its Markdown links. */
  linkMaps: Map<string, Record<string, string>>;
}

/** What route building needs besides the versions. */
export interface RouteOptions {
  pluginId: string;
  editUrl?: string | ((args: EditUrlArgs) => string | undefined) | undefined;
  breadcrumbs: boolean;
  tagsBasePath: string;
  /** Version folder of a version relative to the site, for edit URLs. */
  versionDocsDirPath(version: VersionInfo): string;
}
