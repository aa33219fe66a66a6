import { normalizeUri } from 'micromark-util-sanitize-uri';

/**
 * A Markdown link or image URL as the rendered `href`/`src` carries it (`./café.md` →
 * `./caf%C3%A9.md`): the very function the Markdown-to-HTML step applies, so maps keyed by it
 * always match what components receive.
 */
export function toRenderedUrl(url: string): string {
  return normalizeUri(url);
}
