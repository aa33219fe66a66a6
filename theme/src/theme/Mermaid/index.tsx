import { useEffect, useId, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { createSerialQueue } from '../../utils/serialQueue.ts';

/** Props of Mermaid: the diagram source. */
export interface MermaidProps {
  value: string;
}

type MermaidState = { status: 'source' } | { status: 'svg'; svg: string } | { status: 'error'; message: string };

function subscribeTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** The page's colour mode, following `<html data-theme>`; 'light' on the server and while hydrating. */
function useDataTheme(): 'light' | 'dark' {
  return useSyncExternalStore(
    subscribeTheme,
    () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'),
    () => 'light',
  );
}

let renders = 0;

/**
 * The width mermaid drew a diagram at (its `max-width` style), so CSS can keep a wide diagram from
 * shrinking until its labels are unreadable: it scrolls sideways instead. Pure.
 */
export function naturalWidth(svg: string): number | undefined {
  const match = /^<svg[^>]*style="[^"]*max-width:\s*([\d.]+)px/.exec(svg);
  const width = match ? Number(match[1]) : NaN;
  return Number.isFinite(width) && width > 0 ? Math.round(width) : undefined;
}

/** A wide diagram scrolls sideways; keyboard users reach the scroll region through focus. */
const scrollableRegion = { tabIndex: 0, role: 'figure', 'aria-label': 'Diagram' } as const;

/**
 * mermaid's configuration is global: `initialize(theme)` then `render` for one diagram must not
 * interleave with another diagram's (a light render begun while hydrating, say, re-initialising
 * mermaid between a dark diagram's `initialize` and its `render`), so diagrams render one by one.
 */
const enqueueRender = createSerialQueue();

/** Renders one diagram with mermaid, loaded on first use (never part of the main bundle); null when cancelled before its turn. */
function renderDiagram(baseId: string, value: string, theme: 'light' | 'dark', isCancelled: () => boolean): Promise<string | null> {
  return enqueueRender(async () => {
    if (isCancelled()) return null;
    const mermaid = (await import('mermaid')).default;
    // A fresh id per render: mermaid removes any element with the id it renders to, which would
    // otherwise be the diagram still on screen.
    const id = `${baseId}-${++renders}`;
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: theme === 'dark' ? 'dark' : 'default' });
    // parse first: on a syntax error, render() would leave an error graphic in the document.
    await mermaid.parse(value);
    try {
      return (await mermaid.render(id, value)).svg;
    } finally {
      document.getElementById(`d${id}`)?.remove();
    }
  });
}

/**
 * A Mermaid diagram. The server HTML (and the first client render) is the source in a `<pre>`,
 * so hydration matches; then mermaid renders the SVG, again whenever the colour mode changes.
 * Until the SVG is in, the source keeps the diagram's place hidden when scripts run (markdown.css,
 * `@media (scripting: enabled)`), and stays readable when they do not.
 * An invalid diagram shows the error in place instead of breaking the page.
 */
export default function Mermaid({ value }: MermaidProps) {
  const theme = useDataTheme();
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [state, setState] = useState<MermaidState>({ status: 'source' });

  useEffect(() => {
    let cancelled = false;
    renderDiagram(id, value, theme, () => cancelled).then(
      (svg) => svg !== null && !cancelled && setState({ status: 'svg', svg }),
      (error: unknown) => !cancelled && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [id, value, theme]);

  if (state.status === 'svg') {
    const width = naturalWidth(state.svg);
    const style = width ? ({ '--mermaid-width': `${width}px` } as CSSProperties) : undefined;
    return <div className="mermaid-diagram" style={style} {...scrollableRegion} dangerouslySetInnerHTML={{ __html: state.svg }} />;
  }
  if (state.status === 'error') {
    return (
      <div className="mermaid-diagram mermaid-diagram--error" role="alert">
        <strong className="mermaid-diagram__error-title">This Mermaid diagram could not be rendered</strong>
        <pre className="mermaid-diagram__error-message">{state.message}</pre>
        <pre className="mermaid-diagram__source">{value}</pre>
      </div>
    );
  }
  return (
    <div className="mermaid-diagram mermaid-diagram--pending" aria-busy="true" {...scrollableRegion}>
      <pre className="mermaid-diagram__source">{value}</pre>
    </div>
  );
}
