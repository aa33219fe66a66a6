import { useEffect, useRef } from 'react';
import type { SearchHit } from './index.tsx';
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

/** Props of the results panel. */
export interface SearchResultsProps {
  id: string;
  optionId(index: number): string;
  expanded: boolean;
  query: string;
  hits: SearchHit[];
  /** A hit's text for its snippet; `undefined` while it is being fetched. */
  textOf(hit: SearchHit): string | undefined;
  active: number;
  /** More indexes are still loading for the current scope. */
  pending: boolean;
  /** Show each hit's version (several indexes in the results). */
  showVersions: boolean;
  /** The "all versions" switch, when there is more than one docs version. */
  allToggle?: { checked: boolean; onChange(checked: boolean): void } | undefined;
  onHover(index: number): void;
  onChoose(index: number): void;
}

/** The listbox under the search box: ranked hits with title, section and snippet; an empty state. */
export default function SearchResults({ id, optionId, expanded, query, hits, textOf, active, pending, showVersions, allToggle, onHover, onChoose }: SearchResultsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  const empty = expanded && !hits.length && !pending;
  return (
    <>
    <div className="search-box__panel" hidden={!expanded}>
      <ul ref={listRef} id={id} role="listbox" aria-label="Search results" className="search-box__results" hidden={!hits.length}>
        {hits.map((hit, i) => (
          <li
            key={`${hit.index.searchDoc}:${hit.doc.id}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={`search-box__hit${i === active ? ' search-box__hit--active' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => i !== active && onHover(i)}
            onClick={() => onChoose(i)}
          >
            <span className="search-box__hit-title">
              <Marked segments={markTerms(hit.doc.title, hit.marks)} />
              {showVersions && <span className="search-box__version">{hit.index.label}</span>}
            </span>
            {hit.doc.section && (
              <span className="search-box__hit-section">
                <Marked segments={markTerms(hit.doc.section, hit.marks)} />
              </span>
            )}
            <Snippet text={textOf(hit)} marks={hit.marks} />
          </li>
        ))}
      </ul>
      {empty && <p className="search-box__empty">No results for “{query.trim()}”.</p>}
      {pending && <p className="search-box__empty">Loading…</p>}
      {allToggle && (
        <label className="search-box__toggle">
          <input type="checkbox" checked={allToggle.checked} onChange={(event) => allToggle.onChange(event.target.checked)} /> Search all versions
        </label>
      )}
    </div>
    <p className="sr-only" role="status" aria-live="polite">
      {expanded ? (hits.length ? `${hits.length} result${hits.length > 1 ? 's' : ''}` : pending ? '' : 'No results') : ''}
    </p>
    </>
  );
}
