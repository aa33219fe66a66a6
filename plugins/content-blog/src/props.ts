/**
 * What the blog plugin hands the theme: the props of each blog page component and the shared
 * sidebar data. Plain JSON. The theme imports these types only (`import type`).
 */

/**
 * What every blog page's props hold besides its own: the id of the blog plugin instance that made
 * the page (its `id` option), which the theme gives to `useRouteContext()` and the `plugin-id-…` class.
 */
export interface BlogPluginIdProp {
  pluginId: string;
}

/** A tag link. */
export interface BlogTagProps {
  label: string;
  /** Route path of the tag page. */
  permalink: string;
  description?: string | undefined;
}

/** An author of a post. */
export interface BlogAuthorProps {
  /** Key in the authors file; absent for inline authors. */
  key?: string | undefined;
  name?: string | undefined;
  title?: string | undefined;
  url?: string | undefined;
  /** Site path or URL of the avatar. */
  imageUrl?: string | undefined;
  email?: string | undefined;
  socials?: { platform: string; url: string }[] | undefined;
  /** Route path of the author's page, for authors of the authors file. */
  page?: string | undefined;
}

/** A post's metadata, as list items and post pages show it. */
export interface BlogPostMetadata {
  /** Route path of the post. */
  permalink: string;
  title: string;
  description: string;
  /** ISO date-time. */
  date: string;
  /** The date as the site locale writes it: `May 31, 2024`. */
  formattedDate: string;
  /** Minutes, unrounded; absent when reading time is off. */
  readingTime?: number | undefined;
  authors: BlogAuthorProps[];
  tags: BlogTagProps[];
  /** The post has a truncate marker: list pages show only the part before it, with "Read more". */
  truncated: boolean;
  unlisted: boolean;
  draft: boolean;
  editUrl?: string | undefined;
  /** Markdown link as written → URL (relative links to other posts). */
  links: Record<string, string>;
  /** Site-path image as written (`/img/a.svg`) → its intrinsic size, for those in the static folders. */
  images?: Record<string, { width: number; height: number }> | undefined;
}

/** A link to a neighbouring post. */
export interface BlogNavLink {
  title: string;
  permalink: string;
}

/** A table-of-contents entry. */
export interface BlogTocItem {
  value: string;
  id: string;
  level: number;
}

/** Props of `@theme/BlogPostPage`. The route's content is the post body. */
export interface BlogPostPageProps {
  post: BlogPostMetadata;
  toc: BlogTocItem[];
  hideTableOfContents: boolean;
  /** The title came from the content's `# heading`, which the page hides to avoid showing it twice. */
  titleFromContent: boolean;
  /** Newer post. */
  previous?: BlogNavLink | undefined;
  /** Older post. */
  next?: BlogNavLink | undefined;
}

/** Where a list page sits among its siblings. */
export interface BlogPaginationProps {
  /** 1-based page number. */
  page: number;
  totalPages: number;
  /** Items on all pages together. */
  totalItems: number;
  /** Route path of this page. */
  permalink: string;
  /** Route path of the newer-posts page, if any. */
  previous?: string | undefined;
  /** Route path of the older-posts page, if any. */
  next?: string | undefined;
}

/**
 * Props of the paginated lists (`@theme/BlogListPage`, `@theme/BlogTagPage`, `@theme/BlogAuthorPage`).
 * The route's content renders the preview of item `i` with `<Content index={i} />`.
 */
export interface BlogListPageProps {
  title: string;
  description: string;
  items: BlogPostMetadata[];
  pagination: BlogPaginationProps;
  /** Set on tag pages. */
  tag?: (BlogTagProps & { count: number; allTagsPath: string }) | undefined;
  /** Set on author pages. */
  author?: (BlogAuthorProps & { count: number; allAuthorsPath: string }) | undefined;
}

/** Props of `@theme/BlogTagsListPage`. */
export interface BlogTagsListPageProps {
  title: string;
  tags: (BlogTagProps & { count: number })[];
}

/** Props of `@theme/BlogAuthorsPage`. */
export interface BlogAuthorsPageProps {
  title: string;
  authors: (BlogAuthorProps & { count: number })[];
}

/** A post in the archive or the sidebar. */
export interface BlogPostLink {
  title: string;
  permalink: string;
  /** ISO date-time. */
  date: string;
  formattedDate: string;
}

/** Props of `@theme/BlogArchivePage`: posts by year, newest year first. */
export interface BlogArchivePageProps {
  title: string;
  description: string;
  years: { year: string; posts: BlogPostLink[] }[];
}

/** Shared data `sidebar` of every blog page: the sidebar's title and posts, newest first. */
export interface BlogSidebarData {
  title: string;
  items: BlogPostLink[];
}

/** The plugin's global data (`useGlobalData('content-blog')`). */
export interface BlogGlobalData {
  /** Route path of the blog. */
  path: string;
  /** The five newest listed posts. */
  recentPosts: { title: string; permalink: string; date: string; description: string }[];
}
