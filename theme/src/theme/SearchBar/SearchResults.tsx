import { Link } from '@folio/client';
import { useEffect, useRef, type MouseEvent } from 'react';
import type { SearchHit } from './types.ts';
import { buildSnippet, markTerms, type Segment } from './snippet.ts';

/** Text with matched words in `<mark>`: React elements only, so content can never become markup. */
function Marked({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, i) => (segment.mark ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>))}
    </>
  );
}

/** A hit's snippet; while its text is on its way, an empty line that keeps the list from moving. */
function Snippet({ text, marks }: { text: string | undefined; marks: string[] }) {
  if (text === undefined) return <span className="search-box__hit-snippet search-box__hit-snippet--loading" aria-hidden="true" />;
  if (!text) return null;
  return (
    <span className="search-box__hit-snippet">
      <Marked segments={buildSnippet(text, marks)} />
    </span>
  );
}

/**
 * One hit: a row of the grid whose one cell holds a link to the hit's page and heading. The cell
 * carries the id the box points at with aria-activedescendant; the link is a plain `<a href>`.
 */
function Hit({ hit, id, to, active, showVersion, text, onHover, onFollow }: { hit: SearchHit; id: string; to: string; active: boolean; showVersion: boolean; text: string | undefined; onHover(): void; onFollow(): void }) {
  return (
    <div role="row" aria-selected={active} className="search-box__row">
      <div role="gridcell" id={id} className="search-box__cell">
        <Link
          to={to}
          prefetchOnVisible={false}
          tabIndex={-1}
          className={`search-box__hit${active ? ' search-box__hit--active' : ''}`}
          // Focus stays in the box: it keeps the keys, and the list stays open after a Ctrl-click.
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={onHover}
          onClick={(event) => !opensElsewhere(event) && onFollow()}
        >
          <span className="search-box__hit-title">
            <Marked segments={markTerms(hit.doc.title, hit.marks)} />
            {showVersion && <span className="search-box__version">{hit.index.label}</span>}
          </span>
          {hit.doc.section && (
            <span className="search-box__hit-section">
              <Marked segments={markTerms(hit.doc.section, hit.marks)} />
            </span>
          )}
          <Snippet text={text} marks={hit.marks} />
        </Link>
      </div>
    </div>
  );
}

/** Props of the results panel. */
export interface SearchResultsProps {
  /** Id of the grid (the box's aria-controls). */
  id: string;
  /** Id of a hit's cell (the box's aria-activedescendant when that hit is active). */
  cellId(index: number): string;
  expanded: boolean;
  query: string;
  hits: SearchHit[];
  /** A hit's text for its snippet; `undefined` while it is being fetched. */
  textOf(hit: SearchHit): string | undefined;
  active: number;
  /** The in-app path a hit links to (page, heading and the words to highlight). */
  hitPath(hit: SearchHit): string;
  /** The search files, or more indexes for the current scope, are on their way. */
  loading: boolean;
  /** Why the search files could not be loaded, when they could not. */
  error?: string | undefined;
  /** Show each hit's version (several indexes in the results). */
  showVersions: boolean;
  /** The "all versions" switch, when there is more than one docs version. */
  allToggle?: { checked: boolean; onChange(checked: boolean): void } | undefined;
  onHover(index: number): void;
  /** A hit's link was followed in this tab (plain click, or Enter in the box). */
  onFollow(): void;
}

/** A click the browser gives to another tab or window (modifier keys, other buttons); the page stays. Pure. */
function opensElsewhere(event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

/**
 * The results under the search box (the ARIA 1.2 combobox with a grid popup): ranked hits with
 * title, section and snippet; loading, error and empty states; the "all versions" switch.
 *
 * Each hit is a grid row holding one cell with an `<a href>` to its page and heading, so it is
 * announced as a link, and Ctrl/Cmd-click, middle-click and the context menu work as on any link;
 * a plain click navigates client-side. A listbox cannot hold links: an option's content is
 * presentational, so a link inside one is hidden from assistive technology (axe:
 * nested-interactive), and a link that is itself the option is announced as an option. The cells
 * take no Tab stop: the box moves through them with aria-activedescendant. The states and the
 * switch sit outside the grid, which holds hits only.
 */
export default function SearchResults({ id, cellId, expanded, query, hits, textOf, active, hitPath, loading, error, showVersions, allToggle, onHover, onFollow }: SearchResultsProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    gridRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  const empty = expanded && !hits.length && !loading && !error;
  return (
    <>
    <div className="search-box__panel" hidden={!expanded}>
      <div ref={gridRef} id={id} role="grid" aria-label="Search results" className="search-box__results" hidden={!hits.length}>
        {hits.map((hit, i) => (
          <Hit key={`${hit.index.searchDoc}:${hit.doc.id}`} hit={hit} id={cellId(i)} to={hitPath(hit)} active={i === active} showVersion={showVersions} text={textOf(hit)} onHover={() => i !== active && onHover(i)} onFollow={onFollow} />
        ))}
      </div>
      {empty && <p className="search-box__empty">No results for “{query.trim()}”.</p>}
      {loading && !error && <p className="search-box__empty search-box__loading">Loading…</p>}
      {error && <p className="search-box__empty search-box__error">{error} Focus the box again to retry.</p>}
      {allToggle && (
        <label className="search-box__toggle">
          <input type="checkbox" checked={allToggle.checked} onChange={(event) => allToggle.onChange(event.target.checked)} /> Search all versions
        </label>
      )}
    </div>
    <p className="sr-only" role="status" aria-live="polite">
      {expanded ? (hits.length ? `${hits.length} result${hits.length > 1 ? 's' : ''}` : error ? 'Search is unavailable' : loading ? '' : 'No results') : ''}
    </p>
    </>
  );
}
