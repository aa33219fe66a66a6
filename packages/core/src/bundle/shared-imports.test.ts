import { describe, expect, it } from 'vitest';
import { findSharedImports, mergeSharedNames, replaceSharedImports, sharedEntryName, sharedEntrySource } from './shared-imports.ts';

describe('shared imports of content bundles', () => {
  it('finds the names taken from each placeholder, minified or not', () => {
    const minified = 'import{Fragment as s,jsx as t}from"folio-shared:react/jsx-runtime";import c,{useX as u}from"folio-shared:@theme/Tabs";import*as n from"folio-shared:react";import"folio-shared:@theme/Side";export{a as b}from"folio-shared:@docusaurus/Link";';
    expect(findSharedImports(minified)).toEqual({
      '@docusaurus/Link': ['a'],
      '@theme/Side': [],
      '@theme/Tabs': ['default', 'useX'],
      react: ['*'],
      'react/jsx-runtime': ['Fragment', 'jsx'],
    });
    const spaced = 'import { jsx as _jsx, jsxs as _jsxs } from "folio-shared:react/jsx-runtime";\nimport Tabs from \'folio-shared:@theme/Tabs\';\nconst m = import("folio-shared:@theme/Mermaid");';
    expect(findSharedImports(spaced)).toEqual({ '@theme/Mermaid': ['*'], '@theme/Tabs': ['default'], 'react/jsx-runtime': ['jsx', 'jsxs'] });
  });

  it('ignores imports that are not placeholders', () => {
    expect(findSharedImports('import a from "./a.js";import{b}from"lodash";')).toEqual({});
  });

  it('merges the names of several bundles, sorted', () => {
    expect(mergeSharedNames([{ react: ['useState'] }, { react: ['useEffect', 'useState'], '@theme/Tabs': ['default'] }])).toEqual({ '@theme/Tabs': ['default'], react: ['useEffect', 'useState'] });
  });

  it('writes an entry re-exporting exactly those names', () => {
    expect(sharedEntrySource('react/jsx-runtime', ['Fragment', 'jsx'])).toBe('export { Fragment, jsx } from "react/jsx-runtime";\n');
    expect(sharedEntrySource('@theme/Tabs', ['default'])).toBe('export { default } from "@theme/Tabs";\n');
    expect(sharedEntrySource('react', ['*', 'default'])).toBe('export * from "react";\nexport { default } from "react";\n');
    expect(sharedEntrySource('@theme/Side', [])).toBe('import "@theme/Side";\n');
    expect(sharedEntryName('@theme/MDXComponents')).toBe('shared-theme-MDXComponents');
    expect(sharedEntryName('react/jsx-runtime')).toBe('shared-react-jsx-runtime');
  });

  it('replaces placeholders by their targets and leaves other strings alone', () => {
    const code = 'import{jsx as t}from"folio-shared:react/jsx-runtime";const s="folio-shared is a word";';
    expect(replaceSharedImports(code, (s) => `/assets/js/${sharedEntryName(s)}-X.js`)).toBe('import{jsx as t}from"/assets/js/shared-react-jsx-runtime-X.js";const s="folio-shared is a word";');
  });
});
