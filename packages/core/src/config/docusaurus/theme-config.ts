import { themes } from 'prism-react-renderer';
import { joinKey, type ReportSkipped } from './fit.ts';
import { structuredCloneSafe, takeNoted, THEME_CONFIG_NOTES } from './notes.ts';

type Item = Record<string, unknown>;

function isObject(value: unknown): value is Item {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Text of an HTML snippet, for a label: tags dropped, spaces collapsed. Pure. */
function textOfHtml(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}

/** What the theme can draw, and where to report what it cannot. */
interface ItemContext {
  types: readonly string[];
  skip: ReportSkipped;
}

/**
 * A navbar or footer item as Folio's theme reads it: `activeBasePath` becomes the equivalent
 * `activeBaseRegex`, an `html` label becomes its text (reported), `dropdownItemsBefore/After` are
 * mapped as items; an item of a type the theme cannot draw is left out (reported). Pure but for `skip`.
 */
function mapItem(item: unknown, key: string, ctx: ItemContext): Item | undefined {
  if (!isObject(item)) return item as Item;
  const out: Item = { ...item };
  const type = typeof out.type === 'string' ? out.type : out.items ? 'dropdown' : 'default';
  if (!ctx.types.includes(type)) {
    ctx.skip(key, `navbar item type "${type}": Folio's theme has no such item; the item is left out`);
    return undefined;
  }
  if (typeof out.activeBasePath === 'string') {
    out.activeBaseRegex ??= `^${escapeRegExp(`/${out.activeBasePath.replace(/^\/+/, '')}`)}`;
    delete out.activeBasePath;
  }
  if (typeof out.html === 'string' && type !== 'html') {
    ctx.skip(joinKey(key, 'html'), 'Folio shows item labels as text; the HTML is shown as its text');
    out.label ??= textOfHtml(out.html);
    delete out.html;
  }
  for (const list of ['dropdownItemsBefore', 'dropdownItemsAfter']) {
    if (Array.isArray(out[list])) out[list] = mapItems(out[list] as unknown[], joinKey(key, list), ctx);
  }
  if (Array.isArray(out.items)) out.items = mapItems(out.items, joinKey(key, 'items'), ctx);
  return out;
}

function mapItems(items: unknown[], key: string, ctx: ItemContext): Item[] {
  return items.map((item, index) => mapItem(item, joinKey(key, index), ctx)).filter((item): item is Item => item !== undefined);
}

/** A logo with Docusaurus's fallbacks: no `alt` means the navbar title (or nothing). */
function mapLogo(logo: unknown, title: unknown): unknown {
  if (!isObject(logo)) return logo;
  return { ...logo, alt: typeof logo.alt === 'string' ? logo.alt : typeof title === 'string' ? title : '' };
}

/** Footer links in Docusaurus's two forms (columns, or one simple row of links) as Folio's columns. */
function mapFooterLinks(links: unknown, ctx: ItemContext): unknown {
  if (!Array.isArray(links)) return links;
  const footerCtx = { ...ctx, types: ['default'] };
  const isColumn = (link: unknown) => isObject(link) && Array.isArray(link.items);
  if (links.length && !links.every(isColumn)) return [{ title: '', items: mapFooterItems(links, 'themeConfig.footer.links', footerCtx) }];
  return links.map((column: Item, index) => ({
    ...column,
    title: typeof column.title === 'string' ? column.title : '',
    items: mapFooterItems(column.items as unknown[], `themeConfig.footer.links[${index}].items`, footerCtx),
  }));
}

/** Footer items: an item that is raw HTML (a badge, a notice) cannot be shown and is left out, reported. */
function mapFooterItems(items: unknown[], key: string, ctx: ItemContext): Item[] {
  return items.flatMap((item, index) => {
    if (isObject(item) && typeof item.html === 'string' && item.label === undefined) {
      ctx.skip(joinKey(key, index), "an HTML footer item: Folio's footer shows links only; the item is left out");
      return [];
    }
    const mapped = mapItem(item, joinKey(key, index), ctx);
    return mapped ? [mapped] : [];
  });
}

/**
 * The classic theme's `themeConfig` as Folio's theme reads it, with Docusaurus's defaults where
 * Folio's differ (a light footer, the palenight code theme, a dark code theme like the light one).
 * Options Folio lacks are taken out and reported; the caller's schema fit reports any other
 * unknown key. `searchAdded` puts a search box at the right of the navbar when the config lists a
 * search plugin and no search item, as Docusaurus does. Pure but for `skip`.
 */
export function mapThemeConfig(raw: unknown, options: { navbarItemTypes: readonly string[]; searchAdded: boolean; skip: ReportSkipped }): Item {
  const { skip } = options;
  const ctx: ItemContext = { types: options.navbarItemTypes, skip };
  const config = takeNoted(isObject(raw) ? structuredCloneSafe(raw) : {}, THEME_CONFIG_NOTES, (name) => name.split('.').reduce(joinKey, 'themeConfig'), skip);
  const navbar: Item = isObject(config.navbar) ? config.navbar : {};
  if (navbar.title === null) delete navbar.title;
  if (navbar.logo !== undefined) navbar.logo = mapLogo(navbar.logo, navbar.title);
  const items = Array.isArray(navbar.items) ? mapItems(navbar.items, 'themeConfig.navbar.items', ctx) : [];
  if (options.searchAdded && !items.some((item) => item.type === 'search')) items.push({ type: 'search', position: 'right' });
  config.navbar = { ...navbar, items };
  // Docusaurus shows no footer without one configured; its footer is light unless told otherwise.
  if (isObject(config.footer)) {
    const footer = config.footer;
    config.footer = { ...footer, style: footer.style ?? 'light', logo: footer.logo === undefined ? undefined : mapLogo(footer.logo, undefined), links: mapFooterLinks(footer.links, ctx) };
  }
  if (isObject(config.announcementBar)) config.announcementBar = { id: 'announcement-bar', ...config.announcementBar };
  const prism: Item = isObject(config.prism) ? config.prism : {};
  const theme = prism.theme ?? themes.palenight;
  config.prism = { ...prism, theme, darkTheme: prism.darkTheme ?? theme };
  return config;
}
