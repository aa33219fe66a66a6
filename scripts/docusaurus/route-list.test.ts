import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diffRoutes, formatDiff, formatRouteList, isRedirectPage, parseRouteList, readRoutes, routeOfFile, sameRoutes, summarizeDiff, type RouteFile } from './route-list.ts';

describe('routeOfFile', () => {
  it('maps both file forms of a route to one URL path', () => {
    expect(routeOfFile('index.html')).toBe('/');
    expect(routeOfFile('docs/intro/index.html')).toBe('/docs/intro');
    expect(routeOfFile('docs/intro.html')).toBe('/docs/intro');
    expect(routeOfFile('404.html')).toBe('/404');
    expect(routeOfFile('blog/page/2/index.html')).toBe('/blog/page/2');
  });
  it('ignores files that are not HTML', () => {
    expect(routeOfFile('sitemap.xml')).toBeUndefined();
    expect(routeOfFile('assets/js/main.js')).toBeUndefined();
  });
});

describe('isRedirectPage', () => {
  it('recognises a meta refresh, quoted or not, in any case', () => {
    expect(isRedirectPage('<head><meta http-equiv="refresh" content="0; url=/docs/"></head>')).toBe(true);
    expect(isRedirectPage("<META HTTP-EQUIV='Refresh' CONTENT='0;url=/x'>")).toBe(true);
    expect(isRedirectPage('<head><meta charset="utf-8"><title>Page</title></head>')).toBe(false);
  });
});

const file = (route: string, fileName: string, redirect = false): RouteFile => ({ route, file: fileName, redirect });

describe('diffRoutes', () => {
  it('lists the routes only one side wrote, and the ones written differently', () => {
    const docusaurus = [file('/', 'index.html'), file('/a', 'a.html'), file('/b', 'b/index.html'), file('/old', 'old/index.html', true), file('/tags', 'tags/index.html')];
    const folio = [file('/', 'index.html'), file('/a', 'a/index.html'), file('/b', 'b/index.html'), file('/old', 'old/index.html'), file('/extra', 'extra/index.html')];
    const diff = diffRoutes(docusaurus, folio);
    expect(diff.common).toBe(4);
    expect(diff.onlyDocusaurus.map((entry) => entry.route)).toEqual(['/tags']);
    expect(diff.onlyFolio.map((entry) => entry.route)).toEqual(['/extra']);
    expect(diff.differentFile).toEqual([{ route: '/a', docusaurus: 'a.html', folio: 'a/index.html' }]);
    expect(diff.differentKind).toEqual([{ route: '/old', docusaurusRedirect: true }]);
    expect(sameRoutes(diff)).toBe(false);
    expect(summarizeDiff(diff)).toBe('4 common, 1 only in Docusaurus, 1 only in Folio (1 written as another file, 1 redirect in one, page in the other)');
  });
  it('says the lists are the same when they are, and caps printed lists', () => {
    const routes = [file('/', 'index.html'), file('/a', 'a/index.html')];
    const same = diffRoutes(routes, routes);
    expect(sameRoutes(same)).toBe(true);
    expect(formatDiff(same)).toBe('same 2 routes');
    const many = diffRoutes(['/x', '/y', '/z'].map((route) => file(route, `${route.slice(1)}/index.html`)), []);
    expect(formatDiff(many, 2)).toContain('  /x\n  /y\n  … and 1 more');
  });
});

describe('readRoutes', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-route-list-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it('reads every HTML file of a build folder as a route and tells redirect pages apart', () => {
    mkdirSync(path.join(dir, 'docs', 'intro'), { recursive: true });
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(path.join(dir, 'docs', 'intro', 'index.html'), '<!doctype html><title>Intro</title>');
    writeFileSync(path.join(dir, 'docs.html'), '<!doctype html><meta http-equiv="refresh" content="0; url=/docs/intro">');
    writeFileSync(path.join(dir, 'assets', 'main.js'), '');
    expect(readRoutes(dir)).toEqual([
      { route: '/docs', file: 'docs.html', redirect: true },
      { route: '/docs/intro', file: 'docs/intro/index.html', redirect: false },
      { route: '/', file: 'index.html', redirect: false },
    ]);
  });
});

describe('formatRouteList and parseRouteList', () => {
  it('write a route list as one file a line and read it back', () => {
    const routes = [file('/b', 'b/index.html'), file('/', 'index.html'), file('/old', 'old.html', true)];
    const text = formatRouteList(routes);
    expect(text).toBe('b/index.html\nindex.html\nold.html redirect\n');
    expect(parseRouteList(`# comment\n\n${text}`)).toEqual([file('/b', 'b/index.html'), file('/', 'index.html'), file('/old', 'old.html', true)]);
  });
});
