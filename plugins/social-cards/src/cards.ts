import { createHash } from 'node:crypto';
import type { FinalRoute } from '@folio/core';

/** Bumped whenever the drawing changes, so that cards drawn by an older layout are drawn again. */
export const LAYOUT_VERSION = 'folio-social-card-1';

/** What one card shows, besides what every card of the site shows. */
export interface CardContent {
  title: string;
  /** The sidebar section of a doc (`Gadgets › Trace`), the blog's label for a post. */
  section: string;
  /** Posts: the date as the site writes it, and the authors. */
  date?: string | undefined;
  authors?: string[] | undefined;
}

/** What every card of a site shows: name, host, colours, and a hash of the logo's bytes. */
export interface CardStyle {
  siteName: string;
  host: string;
  colors: { background: string; text: string; accent: string; muted: string };
  /** Hash of the logo file's bytes, empty without a logo. */
  logoHash: string;
}

/** A page that gets a card. */
export interface CardPage {
  path: string;
  content: CardContent;
}

interface Crumb {
  label?: string;
  href?: string;
}

interface Props {
  title?: string;
  version?: unknown;
  breadcrumbs?: Crumb[];
  post?: { title?: string; formattedDate?: string; authors?: { name?: string; key?: string }[] };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A doc's section: the sidebar categories above it, from its breadcrumbs. */
function sectionOf(route: FinalRoute, crumbs: readonly Crumb[]): string {
  const last = crumbs.at(-1);
  const parents = last && last.href === route.path ? crumbs.slice(0, -1) : crumbs;
  return parents.map((c) => c.label ?? '').filter(Boolean).join(' › ');
}

/**
 * The pages that get a card and what each shows: doc pages and category index pages (known by
 * their `version` and `breadcrumbs` props, the docs plugin's) with their sidebar section, and
 * blog posts (their `post` prop, the blog plugin's) with date and authors. Redirects and pages
 * with an image of their own aside. Pure.
 */
export function selectCardPages(routes: readonly FinalRoute[], blogLabel: string): CardPage[] {
  const pages: CardPage[] = [];
  for (const route of routes) {
    // A page whose front matter names an image keeps it: no card to draw.
    if (route.head?.redirectTo || route.head?.image || !isObject(route.props)) continue;
    const props = route.props as Props;
    if (isObject(props.post)) {
      const authors = (props.post.authors ?? []).map((a) => a.name ?? a.key ?? '').filter(Boolean);
      pages.push({ path: route.path, content: { title: props.post.title ?? route.head?.title ?? '', section: blogLabel, date: props.post.formattedDate, authors } });
    } else if (props.version !== undefined && Array.isArray(props.breadcrumbs)) {
      pages.push({ path: route.path, content: { title: props.title ?? route.head?.title ?? '', section: sectionOf(route, props.breadcrumbs) } });
    }
  }
  return pages;
}

/**
 * A card's key: a hash of everything it shows (its content, the site's style and the layout
 * version). Pages that show the same thing, such as one doc in five versions, share one card. Pure.
 */
export function cardKey(content: CardContent, style: CardStyle): string {
  const shown = { content: { title: content.title, section: content.section, date: content.date ?? null, authors: content.authors ?? [] }, style, layout: LAYOUT_VERSION };
  return createHash('sha256').update(JSON.stringify(shown)).digest('hex').slice(0, 20);
}
