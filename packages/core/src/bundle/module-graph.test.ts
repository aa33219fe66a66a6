import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFiles } from '../../../../tests/helpers/site.ts';
import { readModuleGraph, staticClosureOf } from './module-graph.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'folio-module-graph-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (files: Record<string, string>) => writeFiles(dir, files);

describe('readModuleGraph', () => {
  it('follows static and literal dynamic imports, relative ones only, minified or not', async () => {
    write({
      'entry.mjs': 'import{a as b}from"./chunks/a.mjs";import"./chunks/side.mjs";export*from"./chunks/re.mjs";import x from "react";const f=()=>import("./chunks/lazy.mjs");const g=(n)=>import(n);console.log(import.meta.url,b,x,f,g);',
      'chunks/a.mjs': 'export { c } from "./c.mjs"; export const a = 1;',
      'chunks/c.mjs': 'export const c = 2;',
      'chunks/side.mjs': 'globalThis.side = 1;',
      'chunks/re.mjs': 'export const re = 3;',
      'chunks/lazy.mjs': 'import "./c.mjs"; export default () => import("./later.mjs");',
      'chunks/later.mjs': 'export default 4;',
      'chunks/unused.mjs': 'export default 5;',
    });
    const at = (name: string) => path.join(dir, name);
    const graph = await readModuleGraph(at('entry.mjs'));
    expect([...graph.modules.keys()].sort()).toEqual(['chunks/a.mjs', 'chunks/c.mjs', 'chunks/later.mjs', 'chunks/lazy.mjs', 'chunks/re.mjs', 'chunks/side.mjs', 'entry.mjs'].map(at));
    expect(graph.modules.get(at('entry.mjs'))).toEqual({ imports: ['chunks/a.mjs', 'chunks/side.mjs', 'chunks/re.mjs'].map(at), dynamicImports: [at('chunks/lazy.mjs')] });
    expect([...staticClosureOf(graph, graph.entry)].sort()).toEqual(['chunks/a.mjs', 'chunks/c.mjs', 'chunks/re.mjs', 'chunks/side.mjs', 'entry.mjs'].map(at));
    expect([...staticClosureOf(graph, at('chunks/lazy.mjs'))].sort()).toEqual(['chunks/c.mjs', 'chunks/lazy.mjs'].map(at));
  });
});
