import type { ReactNode } from 'react';
import { interpolate, type InterpolateValues } from './Interpolate.tsx';

/** What `translate()` takes: the message (or only an id) and a description for translators. */
export interface TranslateParam {
  message?: string;
  id?: string;
  description?: string;
}

/**
 * Docusaurus's `translate({ message, id }, values)`: the message with its `{placeholders}` filled.
 * Folio sites are written in one language, so the message is used as written (translation files
 * under `i18n/` are not read); a call with only an id gives the id.
 */
export function translate({ message, id }: TranslateParam, values?: Record<string, string | number>): string {
  return interpolate(message ?? id ?? '', values);
}

/** Props of `<Translate>`: the message as its string child (or an id), and placeholder values. */
export interface TranslateProps {
  children?: string;
  id?: string;
  description?: string;
  values?: InterpolateValues;
}

/** Docusaurus's `@docusaurus/Translate`: `<Translate id="x" values={{ n: 3 }}>{'{n} items'}</Translate>`. */
export default function Translate({ children, id, values }: TranslateProps): ReactNode {
  if (children !== undefined && typeof children !== 'string') {
    throw new Error(`<Translate${id ? ` id="${id}"` : ''}> takes one string child (the message), not ${typeof children}; put elements in values={…} and refer to them as {name}.`);
  }
  return <>{interpolate(children ?? id ?? '', values)}</>;
}
