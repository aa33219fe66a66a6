import { Fragment, isValidElement, type ReactNode } from 'react';

/** Values for the `{name}` placeholders of a text. */
export type InterpolateValues = Record<string, ReactNode>;

/** A text split at its `{name}` placeholders: text parts and placeholder names, alternating. Pure. */
function splitPlaceholders(text: string): { parts: string[]; names: string[] } {
  const parts: string[] = [];
  const names: string[] = [];
  let last = 0;
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    parts.push(text.slice(last, match.index));
    names.push(match[1]!);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return { parts, names };
}

/**
 * Docusaurus's `interpolate`: replaces `{name}` placeholders with values. A placeholder without a
 * value stays as written. All values strings or numbers give a string; otherwise a fragment with
 * the elements in place.
 */
export function interpolate(text: string, values?: Record<string, string | number>): string;
export function interpolate(text: string, values?: InterpolateValues): ReactNode;
export function interpolate(text: string, values: InterpolateValues = {}): ReactNode {
  const { parts, names } = splitPlaceholders(text);
  const filled = names.map((name) => (Object.hasOwn(values, name) ? values[name] : `{${name}}`));
  if (filled.every((value) => typeof value === 'string' || typeof value === 'number')) {
    return parts.map((part, i) => part + (i < filled.length ? String(filled[i]) : '')).join('');
  }
  const nodes: ReactNode[] = [];
  parts.forEach((part, i) => {
    if (part) nodes.push(part);
    if (i < filled.length) nodes.push(isValidElement(filled[i]) ? <Fragment key={i}>{filled[i]}</Fragment> : filled[i]);
  });
  return <>{nodes}</>;
}

/** Props of `<Interpolate>`: the text (a string child) and the values of its placeholders. */
export interface InterpolateProps {
  children: string;
  values?: InterpolateValues;
}

/** Docusaurus's `@docusaurus/Interpolate`: `<Interpolate values={{ name: <b>Ada</b> }}>{'Hi {name}'}</Interpolate>`. */
export default function Interpolate({ children, values }: InterpolateProps) {
  if (typeof children !== 'string') {
    throw new Error(`<Interpolate> takes one string child with {placeholders}, not ${typeof children}: write <Interpolate values={…}>{'Hello {name}'}</Interpolate>.`);
  }
  return <>{interpolate(children, values)}</>;
}
