import type { CardContent, CardStyle } from './cards.ts';

/** Size of every card, as the Open Graph and X (Twitter) large-image cards want it. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 600;

/**
 * Where a card's own text goes: the rest (background, logo, site name, accent band) is the same
 * on every card of a site, drawn once, and each card draws only this box onto a copy of it.
 */
export const TEXT_BOX = { left: 72, top: 150, width: 1056, height: 390 } as const;

const LOGO_SIZE = 64;
const BAND_HEIGHT = 14;

/** An element as satori reads it (the shape of a React element, without React). */
export interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: CardNode | (CardNode | string)[] | string; src?: string; width?: number; height?: number };
}

const node = (type: string, style: Record<string, string | number>, children?: CardNode['props']['children'], extra: Partial<CardNode['props']> = {}): CardNode => ({ type, props: { style, children, ...extra } });

/** Long titles get a smaller type, so that most fit in three lines. Pure. */
export function titleSize(title: string): number {
  if (title.length <= 40) return 72;
  if (title.length <= 70) return 60;
  return 50;
}

/** `May 31, 2024 · Ada Lovelace, Bob Roe` */
export function byline(content: Pick<CardContent, 'date' | 'authors'>): string {
  return [content.date ?? '', (content.authors ?? []).join(', ')].filter(Boolean).join(' · ');
}

/** What every card of a site shows: the background, the logo and site name at the top, an accent band along the bottom edge. Pure. */
export function baseTree(style: CardStyle, logo: string | undefined): CardNode {
  const { colors } = style;
  const top = node('div', { position: 'absolute', left: TEXT_BOX.left, top: 60, display: 'flex', alignItems: 'center' }, [
    ...(logo ? [node('img', { width: LOGO_SIZE, height: LOGO_SIZE, marginRight: 22 }, undefined, { src: logo, width: LOGO_SIZE, height: LOGO_SIZE })] : []),
    node('div', { fontSize: 34, fontWeight: 700 }, style.siteName),
  ]);
  const band = node('div', { position: 'absolute', left: 0, top: CARD_HEIGHT - BAND_HEIGHT, width: CARD_WIDTH, height: BAND_HEIGHT, backgroundColor: colors.accent });
  return node('div', { width: CARD_WIDTH, height: CARD_HEIGHT, display: 'flex', backgroundColor: colors.background, color: colors.text, fontFamily: 'Inter' }, [top, band]);
}

/**
 * One card's own text, for the text box: its section above its title (three lines at most, then
 * an ellipsis), and at the bottom a post's date and authors and the site's host. Pure.
 */
export function textTree(content: CardContent, style: CardStyle): CardNode {
  const { colors } = style;
  const middle = node('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' }, [
    ...(content.section ? [node('div', { fontSize: 30, color: colors.accent, marginBottom: 18 }, content.section)] : []),
    node('div', { fontSize: titleSize(content.title), fontWeight: 700, lineHeight: 1.15, lineClamp: 3 }, content.title),
  ]);
  const bottom = node('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', fontSize: 26, color: colors.muted }, [node('div', {}, byline(content)), node('div', {}, style.host)]);
  return node('div', { width: TEXT_BOX.width, height: TEXT_BOX.height, display: 'flex', flexDirection: 'column', backgroundColor: colors.background, color: colors.text, fontFamily: 'Inter' }, [middle, bottom]);
}
