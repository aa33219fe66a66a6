import { escapeHtml } from '@folio/core';

/**
 * A standalone page that sends the reader to `target` (a URL path with the base URL, or an
 * absolute URL) at once, keeping the query and hash, with a meta refresh for readers without
 * JavaScript. Pure.
 */
export function redirectPageHtml(target: string, canonical: string, lang: string): string {
  const to = escapeHtml(target);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="UTF-8">',
    '<title>Redirecting</title>',
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${to}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<script>window.location.replace(${JSON.stringify(target).replace(/</g, '\\u003c')} + window.location.search + window.location.hash);</script>`,
    '</head>',
    `<body><p>This page has moved to <a href="${to}">${to}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}
