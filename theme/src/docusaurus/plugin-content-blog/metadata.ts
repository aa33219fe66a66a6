import type { BlogAuthorProps, BlogListPageProps, BlogPostMetadata as FolioPostMetadata } from '@folio/plugin-content-blog/props';

/** A blog author under Docusaurus's names. */
export interface Author {
  key?: string | undefined;
  name?: string | undefined;
  title?: string | undefined;
  url?: string | undefined;
  imageURL?: string | undefined;
  email?: string | undefined;
  /** Platform → URL. */
  socials?: Record<string, string> | undefined;
  /** The author's own page, for authors of the authors file. */
  page: { permalink: string } | null;
  count?: number | undefined;
}

/** A post's tag. */
export interface TagMetadata {
  label: string;
  permalink: string;
  description: string | undefined;
  inline: boolean;
}

/** A post's metadata under Docusaurus's names (`useBlogPost().metadata`), with Folio's extras. */
export interface BlogPostMetadata {
  source: string;
  permalink: string;
  title: string;
  description: string;
  /** ISO date-time. */
  date: string;
  /** Folio: the date as the site locale writes it. */
  formattedDate: string;
  readingTime: number | undefined;
  hasTruncateMarker: boolean;
  authors: Author[];
  tags: TagMetadata[];
  frontMatter: Record<string, unknown>;
  unlisted: boolean;
  draft: boolean;
  editUrl: string | undefined;
  prevItem?: { title: string; permalink: string } | undefined;
  nextItem?: { title: string; permalink: string } | undefined;
  /** Folio: the title came from the content's `# heading`, which the post page then hides. */
  titleFromContent?: boolean | undefined;
  /** Folio: Markdown link as written → URL, and site-path images' sizes, for the post's content. */
  links: Record<string, string>;
  images?: Record<string, { width: number; height: number }> | undefined;
}

/** Folio's author props in Docusaurus's shape. Pure. */
export function toAuthor(author: BlogAuthorProps & { count?: number }): Author {
  return {
    key: author.key,
    name: author.name,
    title: author.title,
    url: author.url,
    imageURL: author.imageUrl,
    email: author.email,
    socials: author.socials ? Object.fromEntries(author.socials.map((s) => [s.platform, s.url])) : undefined,
    page: author.page ? { permalink: author.page } : null,
    ...(author.count !== undefined ? { count: author.count } : {}),
  };
}

/** Folio's post metadata in Docusaurus's shape. Pure. */
export function toBlogPostMetadata(post: FolioPostMetadata, neighbours: { previous?: { title: string; permalink: string } | undefined; next?: { title: string; permalink: string } | undefined } = {}): BlogPostMetadata {
  return {
    source: '',
    permalink: post.permalink,
    title: post.title,
    description: post.description,
    date: post.date,
    formattedDate: post.formattedDate,
    readingTime: post.readingTime,
    hasTruncateMarker: post.truncated,
    authors: post.authors.map(toAuthor),
    tags: post.tags.map((tag) => ({ label: tag.label, permalink: tag.permalink, description: tag.description, inline: false })),
    frontMatter: {},
    unlisted: post.unlisted,
    draft: post.draft,
    editUrl: post.editUrl,
    // Docusaurus: prevItem is the newer post, nextItem the older one, as Folio's previous/next.
    prevItem: neighbours.previous,
    nextItem: neighbours.next,
    links: post.links,
    images: post.images,
  };
}

/** Where a list page sits among its siblings, under Docusaurus's names. */
export interface BlogPaginatedMetadata {
  permalink: string;
  page: number;
  postsPerPage: number;
  totalPages: number;
  totalCount: number;
  previousPage: string | undefined;
  nextPage: string | undefined;
  blogTitle: string;
  blogDescription: string;
}

/** The blog sidebar: its title and posts, newest first. */
export interface BlogSidebar {
  title: string;
  items: { title: string; permalink: string; date: string; formattedDate: string; unlisted?: boolean }[];
}

/** Folio's list page props in Docusaurus's shape. Pure. */
export function toPaginatedMetadata(props: BlogListPageProps): BlogPaginatedMetadata {
  const { pagination } = props;
  return {
    permalink: pagination.permalink,
    page: pagination.page,
    postsPerPage: props.items.length,
    totalPages: pagination.totalPages,
    totalCount: pagination.totalItems,
    previousPage: pagination.previous,
    nextPage: pagination.next,
    blogTitle: props.title,
    blogDescription: props.description,
  };
}
