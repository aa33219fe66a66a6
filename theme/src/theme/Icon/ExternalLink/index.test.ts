import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import IconExternalLink from './index.tsx';

describe('@theme/Icon/ExternalLink', () => {
  it('draws an SVG hidden from screen readers, its size and attributes overridable (jellyfin.org imports it)', () => {
    const html = renderToStaticMarkup(createElement(IconExternalLink));
    expect(html).toMatch(/^<svg viewBox="0 0 24 24" width="13.5" height="13.5" aria-hidden="true"><path [^>]*stroke="currentColor"/);
    expect(renderToStaticMarkup(createElement(IconExternalLink, { width: 20, className: 'icon' }))).toMatch(/^<svg viewBox="0 0 24 24" width="20" height="13.5" aria-hidden="true" class="icon">/);
  });
});
