import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { linkTree, symlinkTo } from './link-tree.ts';
import { installPackedFolio, type FolioSource } from './packed-folio.ts';

/** Paths of the repository, of the two Docusaurus installs and of the three staged sites. */
export interface BenchPaths {
  repo: string;
  /** Docusaurus 3.6.3: bench/ (package.json, lock file, docusaurus.config.js, src/). */
  bench: string;
  /** The newest Docusaurus 3.x with every speed flag: bench-fast/ (its own package.json and lock file). */
  benchFast: string;
  folioSite: string;
  docusaurusSite: string;
  docusaurusFastSite: string;
}

/** The doc both tools rebuild after an edit, relative to content/docs/, and its URL on both sites. */
export const EDITED_DOC = { file: 'reference/run.md', url: '/docs/latest/reference/run' } as const;

/** The paths of the benchmark inside the repository at `repo`. */
export function benchPaths(repo: string): BenchPaths {
  const bench = path.join(repo, 'bench');
  const benchFast = path.join(repo, 'bench-fast');
  return {
    repo,
    bench,
    benchFast,
    folioSite: path.join(bench, 'site', 'folio'),
    docusaurusSite: path.join(bench, 'site', 'docusaurus'),
    // Under bench-fast/ so that its modules resolve from bench-fast/node_modules.
    docusaurusFastSite: path.join(benchFast, 'site', 'docusaurus'),
  };
}

/**
 * Stages the Folio site at bench/site/folio: site.config.ts, content/ and static/ linked from the
 * repository; with `packed`, Folio installed from its packed packages as a user installs it (see
 * packed-folio.ts); else node_modules pointing at the repository's (so `@folio/*` and React 19 resolve there,
 * not to bench/node_modules), and a package.json of `"type": "module"` like the repository's. Its own folder keeps its .folio/ cache and build/ apart from any other
 * build running in the repository at the same time. The edited doc is a copy.
 */
export function stageFolio(paths: BenchPaths, source: FolioSource = 'repo'): void {
  const site = paths.folioSite;
  rmSync(site, { recursive: true, force: true });
  linkTree(path.join(paths.repo, 'site.config.ts'), path.join(site, 'site.config.ts'));
  linkTree(path.join(paths.repo, 'content'), path.join(site, 'content'), new Set([path.join('docs', EDITED_DOC.file)]));
  if (existsSync(path.join(paths.repo, 'static'))) linkTree(path.join(paths.repo, 'static'), path.join(site, 'static'));
  if (source === 'packed') {
    installPackedFolio(paths.repo, site);
    return;
  }
  symlinkTo(path.join(paths.repo, 'node_modules'), path.join(site, 'node_modules'));
  // Without it the nearest package.json is bench/'s, which has no "type": "module".
  writeFileSync(path.join(site, 'package.json'), JSON.stringify({ private: true, type: 'module' }, null, 2) + '\n');
}

/**
 * Stages a Docusaurus site: bench/docusaurus.config.js and the simple home page bench/src/,
 * content/'s docs, blog, versioned_docs, versioned_sidebars, versions.json and sidebars.ts at the
 * site root where Docusaurus looks for them, static/, and the custom CSS. Modules resolve from the
 * node_modules of the folder the site is staged in. The edited doc is a copy.
 *
 * Docusaurus 3.6.3 (`fast` false) is staged at bench/site/docusaurus with bench/docusaurus.config.js
 * as its config. The fast one is staged at bench-fast/site/docusaurus with
 * bench-fast/docusaurus.config.js as its config, which imports bench/'s config (staged beside it
 * as docusaurus.base.config.js) and adds only its `future` flags, so both sites stay equal.
 */
export function stageDocusaurus(paths: BenchPaths, fast = false): void {
  const site = fast ? paths.docusaurusFastSite : paths.docusaurusSite;
  const content = path.join(paths.repo, 'content');
  rmSync(site, { recursive: true, force: true });
  if (fast) {
    linkTree(path.join(paths.benchFast, 'docusaurus.config.js'), path.join(site, 'docusaurus.config.js'));
    linkTree(path.join(paths.bench, 'docusaurus.config.js'), path.join(site, 'docusaurus.base.config.js'));
  } else {
    linkTree(path.join(paths.bench, 'docusaurus.config.js'), path.join(site, 'docusaurus.config.js'));
  }
  linkTree(path.join(paths.bench, 'src'), path.join(site, 'src'));
  linkTree(path.join(content, 'pages', '_components', 'home.css'), path.join(site, 'src', 'css', 'home.css'));
  linkTree(path.join(content, 'docs'), path.join(site, 'docs'), new Set([EDITED_DOC.file]));
  for (const name of ['blog', 'versioned_docs', 'versioned_sidebars', 'versions.json', 'sidebars.ts']) linkTree(path.join(content, name), path.join(site, name));
  if (existsSync(path.join(paths.repo, 'static'))) linkTree(path.join(paths.repo, 'static'), path.join(site, 'static'));
}
