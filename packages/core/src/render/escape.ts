/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON safe to place inside `<script type="application/json">`: no `</script>`, no HTML comments. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Site data written out once per build, by the object it was written from. */
const written = new WeakMap<object, string>();

/**
 * jsonForScript of `{ site, ...rest }`, the site's part written out once per site object: every
 * page of a build carries the same site data, ~7 kB of it. The object must not change afterwards.
 */
export function jsonForScriptWithSite(site: object, rest: Record<string, unknown>): string {
  let siteJson = written.get(site);
  if (siteJson === undefined) written.set(site, (siteJson = jsonForScript(site)));
  const others = jsonForScript(rest);
  return others === '{}' ? `{"site":${siteJson}}` : `{"site":${siteJson},${others.slice(1)}`;
}
