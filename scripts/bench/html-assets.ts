/** A script the HTML makes the browser fetch before the page is interactive. */
export interface HtmlScript {
  url: string;
  /** `module` scripts and modulepreloads are ES modules whose static imports load too. */
  module: boolean;
}

function attributes(tag: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of tag.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attrs.set(m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

/**
 * The scripts an HTML page loads up front: every `<script src>` (classic or module) and every
 * `<link rel="modulepreload">` or `<link rel="preload" as="script">`, in document order, each once.
 * Inline scripts, `<script type="application/json">` data blocks and prefetch hints are left out. Pure.
 */
export function extractHtmlScripts(html: string): HtmlScript[] {
  const seen = new Set<string>();
  const scripts: HtmlScript[] = [];
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const m of withoutComments.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = attributes(m[2]!.replace(/\/$/, ''));
    let url: string | undefined;
    let module = false;
    if (m[1]!.toLowerCase() === 'script') {
      const type = (attrs.get('type') ?? '').toLowerCase();
      if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
      url = attrs.get('src');
      module = type === 'module';
    } else {
      const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('modulepreload')) {
        url = attrs.get('href');
        module = true;
      } else if (rel.includes('preload') && (attrs.get('as') ?? '').toLowerCase() === 'script') {
        url = attrs.get('href');
      }
    }
    if (!url || seen.has(url)) continue;
    seen.add(url);
    scripts.push({ url, module });
  }
  return scripts;
}

/**
 * The specifiers of an ES module's static imports and re-exports (`import x from "./a.js"`,
 * `import "./b.js"`, `export * from "./c.js"`), as bundlers print them, minified or not. Dynamic
 * `import("…")` is left out: it loads on demand, not before the module runs. Pure.
 */
export function extractStaticImports(code: string): string[] {
  const specifiers = new Set<string>();
  const pattern = /(?:^|[;\n}\s])(?:import|export)\s*(?:(?:[\w$*{}\s,]|\bas\b)*?\s*from\s*)?["']([^"'\n]+)["']/g;
  for (const m of code.matchAll(pattern)) specifiers.add(m[1]!);
  return [...specifiers];
}
