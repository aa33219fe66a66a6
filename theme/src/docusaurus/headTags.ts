import { Children, Fragment, isValidElement, type ReactNode } from 'react';

/** One tag asked for with `<Head>`: a title, or the attributes of a meta, link, html or body element. */
export type HeadTag = { type: 'title'; text: string } | { type: 'meta' | 'link' | 'html' | 'body'; attributes: Record<string, string> };

/** React prop names → HTML attribute names, for the few that differ on head elements. */
const ATTRIBUTE_NAMES: Record<string, string> = { className: 'class', httpEquiv: 'http-equiv', charSet: 'charset', hrefLang: 'hreflang', crossOrigin: 'crossorigin', itemProp: 'itemprop' };

/**
 * Reads `<Head>`'s children (fragments flattened) into plain tags. Elements other than title,
 * meta, link, html and body are ignored. Pure.
 */
export function collectHeadTags(children: ReactNode): HeadTag[] {
  const tags: HeadTag[] = [];
  for (const child of Children.toArray(children)) {
    if (!isValidElement<Record<string, unknown>>(child)) continue;
    if (child.type === Fragment) {
      tags.push(...collectHeadTags(child.props.children as ReactNode));
      continue;
    }
    if (child.type === 'title') tags.push({ type: 'title', text: Children.toArray(child.props.children as ReactNode).join('') });
    else if (child.type === 'meta' || child.type === 'link' || child.type === 'html' || child.type === 'body') {
      const attributes: Record<string, string> = {};
      for (const [key, value] of Object.entries(child.props)) {
        if (key !== 'children' && (typeof value === 'string' || typeof value === 'number')) attributes[ATTRIBUTE_NAMES[key] ?? key.toLowerCase()] = String(value);
      }
      tags.push({ type: child.type, attributes });
    }
  }
  return tags;
}

/** The existing head element a tag replaces: a meta of the same name/property, the canonical link. */
function findExisting(tag: Extract<HeadTag, { attributes: unknown }>): Element | null {
  const a = tag.attributes;
  const by = (selector: string, value: string) => document.head.querySelector(`${selector}="${CSS.escape(value)}"]`);
  if (tag.type === 'meta') {
    if (a.name) return by('meta[name', a.name);
    if (a.property) return by('meta[property', a.property);
    if (a['http-equiv']) return by('meta[http-equiv', a['http-equiv']);
  }
  if (tag.type === 'link' && a.rel === 'canonical') return document.head.querySelector('link[rel="canonical"]');
  return null;
}

/** Sets attributes on an element; returns how to put the old values back. */
function setAttributes(element: Element, attributes: Record<string, string>): () => void {
  const previous = Object.keys(attributes).map((name) => [name, element.getAttribute(name)] as const);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return () => {
    for (const [name, value] of previous) value === null ? element.removeAttribute(name) : element.setAttribute(name, value);
  };
}

/** Applies tags to the live document; returns a function undoing exactly what was done. */
export function applyHeadTags(tags: HeadTag[]): () => void {
  const undo: Array<() => void> = [];
  for (const tag of tags) {
    if (tag.type === 'title') {
      const previous = document.title;
      document.title = tag.text;
      undo.push(() => (document.title = previous));
    } else if (tag.type === 'html' || tag.type === 'body') {
      undo.push(setAttributes(tag.type === 'html' ? document.documentElement : document.body, tag.attributes));
    } else {
      const existing = findExisting(tag);
      if (existing) undo.push(setAttributes(existing, tag.attributes));
      else {
        const element = document.createElement(tag.type);
        setAttributes(element, tag.attributes);
        document.head.append(element);
        undo.push(() => element.remove());
      }
    }
  }
  return () => undo.reverse().forEach((step) => step());
}
