import type { BlogAuthorProps, BlogPostMetadata, BlogTocItem } from './props.ts';

/** A loaded post: its metadata for the theme plus what only the build needs. */
export interface BlogPost {
  metadata: BlogPostMetadata;
  /** Absolute path of the source file. */
  source: string;
  /** Compiled body module (module store path). */
  contentModule: string;
  /** Compiled module of the part before the truncate marker; the body when there is none. */
  excerptModule: string;
  toc: BlogTocItem[];
  hideTableOfContents: boolean;
  titleFromContent: boolean;
  /** Label in the sidebar. */
  sidebarLabel: string;
  /** Head tags. */
  image?: string | undefined;
  keywords?: string[] | undefined;
}

/** What `loadContent` returns. */
export interface BlogContent {
  /** Every post of this build (drafts already left out in production), newest first. */
  posts: BlogPost[];
  /** Every author of the authors file, in file order, with their page if they have one: the authors page lists them all. */
  authors: BlogAuthorProps[];
}
