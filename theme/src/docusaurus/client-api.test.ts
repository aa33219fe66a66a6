import { createElement, isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { interpolate } from './Interpolate.tsx';
import ExecutionEnvironment from './ExecutionEnvironment.ts';
import isInternalUrl, { hasProtocol } from './isInternalUrl.ts';
import { matchPath } from './matchPath.ts';
import { translate } from './Translate.tsx';
import { toDocusaurusGlobalData } from './useGlobalData.ts';
import { createSiteUrl } from '@folio/client/site-url';

describe('interpolate and translate', () => {
  test('fills placeholders; string values give a string, a missing value keeps its placeholder', () => {
    expect(interpolate('{n} gadgets in {ns}', { n: 3, ns: 'kube-system' })).toBe('3 gadgets in kube-system');
    expect(interpolate('Hello {name}, {missing}', { name: 'Ada' })).toBe('Hello Ada, {missing}');
    expect(interpolate('No placeholders')).toBe('No placeholders');
  });
  test('element values give a fragment with the elements in place', () => {
    const node = interpolate('Read {link} first', { link: createElement('a', { href: '/docs' }, 'the docs') });
    expect(isValidElement(node)).toBe(true);
    expect(renderToStaticMarkup(node as ReactElement)).toBe('Read <a href="/docs">the docs</a> first');
  });
  test('translate uses the message (the id when there is none)', () => {
    expect(translate({ id: 'x.count', message: '{count} posts', description: 'd' }, { count: 2 })).toBe('2 posts');
    expect(translate({ id: 'only.id' })).toBe('only.id');
  });
});

describe('isInternalUrl', () => {
  test('site paths are internal; schemes and protocol-relative URLs are not', () => {
    expect(['/docs/intro', 'intro', '#top', '../x'].map((url) => isInternalUrl(url))).toEqual([true, true, true, true]);
    expect(['https://x.org', 'mailto:a@b.c', '//cdn.org/x.js', 'pathname:///x'].map((url) => isInternalUrl(url))).toEqual([false, false, false, false]);
    expect(isInternalUrl(undefined)).toBe(false);
    expect(hasProtocol('HTTP://X.ORG')).toBe(true);
  });
});

describe('matchPath (react-router 5 semantics)', () => {
  test('parameters, optional parameters, exact and prefix matches', () => {
    expect(matchPath('/docs/intro', { path: '/docs/:id', exact: true })).toEqual({ path: '/docs/:id', url: '/docs/intro', isExact: true, params: { id: 'intro' } });
    expect(matchPath('/docs/intro/more', { path: '/docs/:id' })).toEqual({ path: '/docs/:id', url: '/docs/intro', isExact: false, params: { id: 'intro' } });
    expect(matchPath('/docs/intro/more', { path: '/docs/:id', exact: true })).toBeNull();
    expect(matchPath('/blog', { path: '/blog/:slug?', exact: true })?.params).toEqual({ slug: undefined });
    expect(matchPath('/docsx', '/docs')).toBeNull();
    expect(matchPath('/docs/', { path: '/docs', exact: true })).toMatchObject({ url: '/docs/', isExact: true });
    expect(matchPath('/docs/', { path: '/docs', exact: true, strict: true })).toBeNull();
    expect(matchPath('/files/a/b.txt', { path: '/files/*' })?.params).toEqual({ 0: 'a/b.txt' });
    expect(matchPath('/anything', { path: '/' })?.url).toBe('/');
    expect(matchPath('/a', { path: ['/b', '/a'] })?.path).toBe('/a');
  });
});

describe('router paths and global data', () => {
  test('SiteUrl.sitePath (what the router is given) removes the base URL once, leaving other paths', () => {
    const withoutBase = (baseUrl: string, path: string) => createSiteUrl({ baseUrl }).sitePath(path);
    expect(withoutBase('/base/', '/base/docs/x?q=1')).toBe('/docs/x?q=1');
    expect(withoutBase('/base/', '/base')).toBe('/');
    expect(withoutBase('/base/', '/baseball')).toBe('/baseball');
    expect(withoutBase('/', '/docs')).toBe('/docs');
  });
  test('global data takes Docusaurus plugin names and instance ids', () => {
    expect(toDocusaurusGlobalData({ 'content-blog': { a: 1 }, 'content-docs': { default: { b: 2 } }, search: { c: 3 } })).toEqual({
      'docusaurus-plugin-content-blog': { default: { a: 1 } },
      'docusaurus-plugin-content-docs': { default: { b: 2 } },
      search: { default: { c: 3 } },
    });
  });
});

describe('ExecutionEnvironment', () => {
  test('is all false where there is no DOM (prerendering); the browser side is tests/browser/site-code.test.ts', () => {
    expect(ExecutionEnvironment).toEqual({ canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false });
  });
});
