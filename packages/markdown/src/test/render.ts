/**
 * Test helper: compiles Markdown with the real pipeline, writes the module next to the package
 * (so `react` resolves), imports it and renders it with react-dom/server and the real theme
 * components. Test files must vi.mock the theme's Link (it needs the client router).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileMarkdown } from '../compile.ts';
import type { CompiledMarkdown, CompileInput } from '../types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const TMP = path.resolve(here, '../../.test-tmp');
const THEME = path.resolve(here, '../../../../theme/src/theme');

/** Points `@theme/X` imports at theme/src/theme/X/index.tsx (the site bundler's alias). */
function linkTheme(code: string): string {
  return code.replace(/(["'])@theme\/([\w/]+)\1/g, (_m, _q, name: string) => JSON.stringify(pathToFileURL(path.join(THEME, name, 'index.tsx')).href));
}

/** Imports a compiled module's default export (MDXContent). */
export async function loadCompiled(code: string): Promise<ComponentType<Record<string, unknown>>> {
  mkdirSync(TMP, { recursive: true });
  const file = path.join(TMP, `${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  writeFileSync(file, linkTheme(code));
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: ComponentType<Record<string, unknown>> };
  return module.default;
}

/** Options of renderMarkdown: compile input fields plus a wrapper (e.g. a context provider). */
export type RenderOptions = Partial<CompileInput> & { wrap?: (content: ReactNode) => ReactNode };

/** Compiles and renders; returns the static HTML and the compile result. */
export async function renderMarkdown(source: string, options: RenderOptions = {}): Promise<{ html: string; result: CompiledMarkdown }> {
  const { wrap = (node) => node, ...input } = options;
  const result = await compileMarkdown({ filePath: '/site/docs/page.mdx', ...input, source });
  const Content = await loadCompiled(result.code);
  return { html: renderToStaticMarkup(wrap(createElement(Content))), result };
}

/** Compiles and renders `.md` source. */
export function renderMd(source: string, options: RenderOptions = {}) {
  return renderMarkdown(source, { filePath: '/site/docs/page.md', ...options });
}
