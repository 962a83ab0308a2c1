/**
 * The search dialog (a separate chunk, loaded on first use). Results are grouped by `lvl0` (at most 5 a group,
 * 20 in all) with highlighted titles and snippets (10 words, 5 on screens up to 768 px). Arrow keys move through
 * them, Enter opens one, Ctrl/Cmd+Enter opens it in a new tab. The start screen shows recent searches and
 * favourites. States: idle, loading, stalled (spinner after 300 ms), error. Focus stays inside the dialog and
 * returns to where it was on close.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { SearchSettings } from '../../core/route-data.js';
import type { SearchResponse } from './client.js';
import type { Hit } from '../../core/search/engine.js';
import { escapeHtml } from '../../core/html.js';
import { safeHighlight } from '../../core/search/highlight.js';
import { startInsights, type Insights } from './insights.js';
import { warmUp } from './shared-client.js';
import { addFavourite, addRecent, loadSaved, MAX_RECENT_WITH_FAVOURITES, removeFavourite, removeRecent, type StoredHit } from './storage.js';

export const MAX_QUERY_LENGTH = 64;
export const STALL_MS = 300;
const PER_GROUP = 5;

export { warmUp };

type Status = 'idle' | 'loading' | 'stalled' | 'error';

interface Props {
  settings: SearchSettings;
  initialQuery: string;
  onClose(lastQuery: string): void;
}

function titleOf(hit: Hit | StoredHit): string {
  const h = hit as Hit;
  if (hit.type && hit.type !== 'content') {
    const highlighted = (h._snippetResult?.hierarchy as Record<string, { value: string }> | undefined)?.[hit.type]?.value ?? (h._highlightResult?.hierarchy as Record<string, { value: string }> | undefined)?.[hit.type]?.value;
    return highlighted ?? escapeHtml(hit.hierarchy?.[hit.type] ?? '');
  }
  return (h._snippetResult?.content as { value: string } | undefined)?.value ?? escapeHtml(hit.content ?? '');
}

function pathOf(hit: Hit | StoredHit): string {
  const h = hit.hierarchy;
  if (!h) return '';
  const levels = [h.lvl1, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6].filter(Boolean) as string[];
  const upTo = hit.type === 'content' ? levels.length : Math.max(0, Number(hit.type?.slice(3) ?? 1) - 1);
  return levels.slice(0, upTo).join(' › ');
}

function go(hit: StoredHit, newTab: boolean): void {
  const url = hit.url ?? '/';
  if (newTab) {
    window.open(url, '_blank', 'noopener');
    return;
  }
  if (window.__docsgen) void window.__docsgen.navigate(url);
  else window.location.assign(url);
}

function snippetWords(): number {
  return window.matchMedia('(max-width: 768px)').matches ? 5 : 10;
}

export default function SearchModal({ settings, initialQuery, onClose }: Props) {
  const search = useMemo(() => warmUp(settings), [settings]);
  const insights = useRef<Insights | null>(null);
  const [query, setQuery] = useState(initialQuery.slice(0, MAX_QUERY_LENGTH));
  const [status, setStatus] = useState<Status>('idle');
  const [response, setResponse] = useState<SearchResponse | null>(null);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [saved, setSaved] = useState(() => loadSaved(settings.indexName));
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const ids = useId();

  useEffect(() => {
    input.current?.focus();
    if (settings.provider === 'algolia' && settings.insights) insights.current = startInsights(settings);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [settings]);

  useEffect(() => {
    const text = query.trim();
    setActive(0);
    setSuggestions([]);
    if (!text) {
      setResponse(null);
      setStatus('idle');
      return;
    }
    let current = true;
    setStatus('loading');
    const stall = window.setTimeout(() => current && setStatus('stalled'), STALL_MS);
    search({ query: text, snippetWords: snippetWords() })
      .then((result) => {
        if (!current) return;
        setResponse(result);
        setStatus('idle');
        insights.current?.viewed(result);
        if (result.nbHits === 0) {
          search({ query: text, optionalWords: true, hitsPerPage: 10 })
            .then((relaxed) => {
              if (!current) return;
              const titles = [...new Set(relaxed.hits.map((h) => h.hierarchy?.lvl1).filter((t): t is string => Boolean(t)))];
              setSuggestions(titles.slice(0, 3));
            })
            .catch(() => {});
        }
      })
      .catch(() => current && setStatus('error'))
      .finally(() => window.clearTimeout(stall));
    return () => {
      current = false;
      window.clearTimeout(stall);
    };
  }, [query, search]);

  const showingResults = query.trim() !== '' && response !== null;
  const groups = useMemo(() => {
    const byLvl0 = new Map<string, Hit[]>();
    for (const hit of response?.hits ?? []) {
      const name = hit.hierarchy?.lvl0 ?? 'Documentation';
      const list = byLvl0.get(name) ?? [];
      if (list.length < PER_GROUP) list.push(hit);
      byLvl0.set(name, list);
    }
    return [...byLvl0];
  }, [response]);
  const recentShown = saved.recent.slice(0, saved.favourites.length ? MAX_RECENT_WITH_FAVOURITES : saved.recent.length);
  const items: StoredHit[] = showingResults ? groups.flatMap(([, hits]) => hits) : [...recentShown, ...saved.favourites];
  const optionId = (i: number) => `${ids}-option-${i}`;

  const close = () => onClose(query);
  const choose = (hit: StoredHit, newTab: boolean) => {
    addRecent(settings.indexName, hit);
    if (response && 'objectID' in hit) insights.current?.clicked(response, hit as Hit);
    // Search starts afresh after a result was opened here; a new tab leaves this search as it is.
    if (!newTab) onClose('');
    go(hit, newTab);
  };

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!items.length) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (active + step + items.length) % items.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      const hit = items[active];
      if (!hit) return;
      event.preventDefault();
      choose(hit, event.ctrlKey || event.metaKey);
    } else if (event.key === 'Tab') {
      // keep focus inside the dialog
      const focusable = Array.from(dialog.current?.querySelectorAll<HTMLElement>('input, button, a[href]') ?? []).filter((el) => !el.hasAttribute('disabled'));
      if (!focusable.length) return;
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const renderHit = (hit: StoredHit, index: number, actions: 'recent' | 'favourite' | null) => (
    <li
      key={hit.objectID}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className={`search-hit${index === active ? ' is-active' : ''}`}
      onMouseMove={() => setActive(index)}
    >
      <a
        href={hit.url}
        tabIndex={-1}
        onClick={(event) => {
          if (event.button !== 0 || event.shiftKey || event.altKey) return;
          event.preventDefault();
          choose(hit, event.ctrlKey || event.metaKey);
        }}
      >
        <span className="search-hit-title" dangerouslySetInnerHTML={{ __html: safeHighlight(titleOf(hit)) }} />
        {pathOf(hit) ? <span className="search-hit-path">{pathOf(hit)}</span> : null}
      </a>
      {actions === 'recent' ? (
        <span className="search-hit-actions">
          <button type="button" aria-label="Save this search" title="Save this search" onClick={() => (addFavourite(settings.indexName, hit), setSaved(loadSaved(settings.indexName)))}>
            ☆
          </button>
          <button type="button" aria-label="Remove this search from history" title="Remove this search from history" onClick={() => (removeRecent(settings.indexName, hit.objectID), setSaved(loadSaved(settings.indexName)))}>
            ×
          </button>
        </span>
      ) : actions === 'favourite' ? (
        <span className="search-hit-actions">
          <button type="button" aria-label="Remove this search from favorites" title="Remove this search from favorites" onClick={() => (removeFavourite(settings.indexName, hit.objectID), setSaved(loadSaved(settings.indexName)))}>
            ×
          </button>
        </span>
      ) : null}
    </li>
  );

  let body;
  if (status === 'error') {
    body = (
      <div className="search-screen" role="alert">
        <p className="search-screen-title">Unable to fetch results</p>
        <p>You might want to check your network connection.</p>
      </div>
    );
  } else if (showingResults && response.nbHits === 0) {
    body = (
      <div className="search-screen">
        <p className="search-screen-title">No results for "{query.trim()}"</p>
        {suggestions.length ? (
          <>
            <p>Try searching for:</p>
            <ul className="search-suggestions">
              {suggestions.map((s) => (
                <li key={s}>
                  <button type="button" onClick={() => setQuery(s.slice(0, MAX_QUERY_LENGTH))}>
                    {s}
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p className="search-feedback">
          Believe this query should return results?{' '}
          {settings.feedbackUrl ? (
            <a href={settings.feedbackUrl} target="_blank" rel="noopener noreferrer">
              Let us know.
            </a>
          ) : (
            'Let us know.'
          )}
        </p>
      </div>
    );
  } else if (showingResults) {
    let index = 0;
    body = groups.map(([name, hits]) => (
      <section key={name} className="search-group" aria-label={name}>
        <p className="search-group-title">{name}</p>
        <ul role="listbox" id={`${ids}-list-${name}`} aria-label={`${name} results`}>
          {hits.map((hit) => renderHit(hit, index++, null))}
        </ul>
      </section>
    ));
  } else if (items.length) {
    body = (
      <>
        {recentShown.length ? (
          <section className="search-group" aria-label="Recent">
            <p className="search-group-title">Recent</p>
            <ul role="listbox" aria-label="Recent searches">{recentShown.map((hit, i) => renderHit(hit, i, 'recent'))}</ul>
          </section>
        ) : null}
        {saved.favourites.length ? (
          <section className="search-group" aria-label="Favorite">
            <p className="search-group-title">Favorite</p>
            <ul role="listbox" aria-label="Favorite searches">{saved.favourites.map((hit, i) => renderHit(hit, recentShown.length + i, 'favourite'))}</ul>
          </section>
        ) : null}
      </>
    );
  } else {
    body = (
      <div className="search-screen">
        <p className="search-screen-title">No recent searches</p>
      </div>
    );
  }

  return (
    <div className="search-backdrop" onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <div ref={dialog} className="search-modal" role="dialog" aria-modal="true" aria-label="Search the documentation" onKeyDown={onKeyDown}>
        <form className="search-form" role="search" onSubmit={(event) => event.preventDefault()}>
          <label className="visually-hidden" htmlFor={`${ids}-input`}>
            Search the documentation
          </label>
          <input
            ref={input}
            id={`${ids}-input`}
            className="search-input"
            type="search"
            role="combobox"
            aria-expanded={items.length > 0}
            aria-controls={`${ids}-results`}
            aria-autocomplete="list"
            aria-activedescendant={items.length ? optionId(active) : undefined}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Search docs"
            value={query}
            onChange={(event) => setQuery(event.target.value.slice(0, MAX_QUERY_LENGTH))}
          />
          {status === 'stalled' ? <span className="search-spinner" role="status" aria-label="Searching" /> : null}
          <button type="button" className="search-cancel" onClick={close}>
            Cancel
          </button>
        </form>
        <div className="search-results" id={`${ids}-results`}>
          {body}
        </div>
        <footer className="search-footer">
          <span>
            <kbd>↵</kbd> to select
          </span>
          <span>
            <kbd>↓</kbd>
            <kbd>↑</kbd> to navigate
          </span>
          <span>
            <kbd>Esc</kbd> to close
          </span>
        </footer>
      </div>
    </div>
  );
}
