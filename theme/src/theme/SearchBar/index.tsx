import { useGlobalData, useLocation, useSiteData } from '@folio/client';
import type { SearchGlobalData, SearchIndexEntry, SearchManifest } from '@folio/plugin-search';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { DOCS_PLUGIN_NAME, preferredVersionKey } from '../../hooks/useDocsData.ts';
import { readStorage } from '../../utils/storage.ts';
import { loadIndex, loadLunr, loadManifest, type LoadedIndex, type Lunr } from './loader.ts';
import { rankResults, runQuery, sortHits, toQueryTerms } from './query.ts';
import { chooseIndexes, isApplePlatform, toDocsVersions, toHitPath } from './scope.ts';
import SearchResults from '@theme/SearchBar/SearchResults';
import type { SearchHit } from './types.ts';
import { useHandOver } from './useHandOver.ts';
import { useHitTexts } from './useHitTexts.ts';
import { HIGHLIGHT_PARAM, useHighlightFromQuery } from './useHighlight.ts';

export type { SearchHit } from './types.ts';

/** Name under which the search plugin publishes its global data. */
export const SEARCH_PLUGIN_NAME = 'search';
/** Name of the User Timing measure recorded for every query (read by the browser test and devtools). */
export const QUERY_MEASURE = 'folio:search-query';

/** Where the search files are: not asked for yet, on their way, in, or failed (retried on the next approach). */
type Status = 'idle' | 'loading' | 'ready' | 'error';

/** The navbar's search box; renders nothing when the search plugin is not enabled. */
export default function SearchBar() {
  const data = useGlobalData<SearchGlobalData>(SEARCH_PLUGIN_NAME);
  useHighlightFromQuery();
  return data?.manifestUrl ? <SearchBox manifestUrl={data.manifestUrl} /> : null;
}

function searchAll(loaded: readonly LoadedIndex[], lunr: Lunr | undefined, query: string): SearchHit[] {
  if (!lunr || !loaded.length) return [];
  const terms = toQueryTerms(query, lunr);
  if (!terms.length) return [];
  const hits = loaded.flatMap((l) => rankResults(runQuery(l.index, lunr, terms), terms, l.docs).map((hit) => ({ ...hit, index: l.entry })));
  return sortHits(hits, loaded[0]!.options.maxHits);
}

function SearchBox({ manifestUrl }: { manifestUrl: string }) {
  const id = useId();
  const site = useSiteData();
  const { pathname } = useLocation();
  const docsData = useGlobalData<Record<string, unknown>>(DOCS_PLUGIN_NAME)?.default;
  const inputRef = useRef<HTMLInputElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  /** Set while a load runs or after it succeeded: every approach of the box calls activate, one load runs. */
  const started = useRef(false);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');
  const [manifest, setManifest] = useState<SearchManifest>();
  const [lunr, setLunr] = useState<Lunr>();
  /** Loaded indexes by search document URL (unique per index and build). */
  const [loaded, setLoaded] = useState<Record<string, LoadedIndex>>({});
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [all, setAll] = useState(false);
  const [apple, setApple] = useState(false);

  useEffect(() => setApple(isApplePlatform(navigator as Navigator & { userAgentData?: { platform?: string } })), []);

  const scope = useMemo(
    () => (manifest ? chooseIndexes({ pathname, indexes: manifest.indexes, docsVersions: toDocsVersions(docsData), preferred: readStorage(preferredVersionKey('default')), all }) : []),
    [manifest, pathname, docsData, all],
  );

  const ensureLoaded = useCallback(
    async (entries: SearchIndexEntry[]) => {
      const results = await Promise.all(entries.map((entry) => loadIndex(entry, manifestUrl)));
      setLoaded((current) => {
        const fresh = results.filter((r) => current[r.entry.searchDoc] !== r);
        return fresh.length ? { ...current, ...Object.fromEntries(fresh.map((r) => [r.entry.searchDoc, r])) } : current;
      });
    },
    [manifestUrl],
  );

  /**
   * First approach (the pointer over the box, focus, Ctrl+K): fetch the manifest, lunr and the
   * pairs in scope. The box stays editable meanwhile; what is typed is searched once they are in.
   */
  const activate = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setStatus('loading');
    (async () => {
      const [nextManifest, nextLunr] = await Promise.all([loadManifest(manifestUrl), loadLunr()]);
      const entries = chooseIndexes({ pathname, indexes: nextManifest.indexes, docsVersions: toDocsVersions(docsData), preferred: readStorage(preferredVersionKey('default')), all });
      await ensureLoaded(entries);
      setManifest(nextManifest);
      setLunr(() => nextLunr);
      setStatus('ready');
    })().catch((cause: unknown) => {
      started.current = false;
      setError(cause instanceof Error ? cause.message : String(cause));
      setStatus('error');
    });
  }, [manifestUrl, pathname, docsData, all, ensureLoaded]);

  // What the reader typed into the box this one replaces (a page change) or hydrates (focused early) is kept.
  useHandOver(inputRef, containerRef, all, (state) => {
    const input = inputRef.current!;
    setQuery(state.query);
    setAll(state.all);
    setOpen(true);
    input.value = state.query;
    input.focus();
    input.setSelectionRange(state.selectionStart, state.selectionEnd);
    activate();
  });

  // Another page or the all-versions switch may need more pairs; load them in the background.
  const missing = scope.filter((entry) => !loaded[entry.searchDoc]);
  const missingKey = missing.map((e) => e.searchDoc).join(' ');
  useEffect(() => {
    if (status !== 'ready' || !missing.length) return;
    ensureLoaded(missing).catch((cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause)));
  }, [status, missingKey, ensureLoaded]);

  const searched = useMemo(() => scope.map((entry) => loaded[entry.searchDoc]).filter((l): l is LoadedIndex => !!l), [scope, loaded]);
  const hits = useMemo(() => {
    const start = performance.now();
    const result = searchAll(searched, lunr, query);
    if (query.trim() && lunr) performance.measure(QUERY_MEASURE, { start, end: performance.now(), detail: { query, hits: result.length } });
    return result;
  }, [searched, lunr, query]);

  const textOf = useHitTexts(hits, loaded);

  useEffect(() => setActive(0), [hits]);

  // Ctrl+K (⌘K on Apple platforms) focuses the box from anywhere.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey || !(apple ? event.metaKey : event.ctrlKey)) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
      activate();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [apple, activate]);

  /** A hit's link was followed with a plain click or Enter: it navigates client-side, the box closes. */
  const onFollow = () => {
    setOpen(false);
    inputRef.current?.blur();
  };

  /** The in-app path a hit links to: its page and heading, with the words to highlight there. */
  const hitPath = (hit: SearchHit) => toHitPath(hit.doc.url, site.baseUrl, loaded[hit.index.searchDoc]?.options.highlightResult ? hit.marks : [], HIGHLIGHT_PARAM);

  // Open once something is typed, while the files load too (the panel says so).
  const expanded = open && status !== 'idle' && query.trim().length > 0;
  const gridId = `${id}-results`;
  const cellId = (i: number) => `${id}-hit-${i}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length) setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (event.key === 'Enter') {
      if (expanded && hits.length) {
        event.preventDefault();
        // Exactly a plain click on the active hit's link.
        document.getElementById(cellId(active))?.querySelector('a')?.click();
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open && query) setOpen(false);
      else {
        setQuery('');
        inputRef.current?.blur();
      }
    }
  };

  const shortcut = apple ? '⌘ K' : 'Ctrl K';
  const docsIndexes = manifest?.indexes.filter((i) => i.kind === 'docs').length ?? 0;
  const loading = status === 'loading' || (status === 'ready' && missing.length > 0);

  return (
    <div
      ref={containerRef}
      className={`navbar__item navbar__search search-box${expanded ? ' search-box--open' : ''}${status === 'loading' ? ' search-box--loading' : ''}`}
      onPointerEnter={activate}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Search the documentation
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="search-box__input navbar__search-input"
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="go"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-haspopup="grid"
        aria-controls={gridId}
        aria-activedescendant={expanded && hits.length ? cellId(active) : undefined}
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        aria-busy={status === 'loading'}
        placeholder={status === 'loading' ? 'Loading...' : status === 'error' ? 'Search unavailable, try again' : 'Search'}
        title={status === 'error' ? error : undefined}
        value={query}
        onFocus={() => {
          activate();
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {!query && status !== 'loading' && (
        <kbd className="search-box__hint" aria-hidden="true">
          {shortcut}
        </kbd>
      )}
      <SearchResults
        id={gridId}
        cellId={cellId}
        expanded={expanded}
        query={query}
        hits={hits}
        textOf={textOf}
        active={active}
        hitPath={hitPath}
        loading={loading}
        error={status === 'error' ? error : undefined}
        showVersions={all || new Set(hits.map((h) => h.index.name)).size > 1}
        allToggle={docsIndexes > 1 ? { checked: all, onChange: setAll } : undefined}
        onHover={setActive}
        onFollow={onFollow}
      />
    </div>
  );
}
