/**
 * The search dialog (a separate chunk, loaded on first use): its view and wiring. The rules — statuses,
 * screens, grouping, keys, limits, hit titles — are in modal-state.ts and query.ts; this component runs the
 * searches and the stall timer, moves focus, saves recent and favourite searches through storage.ts, opens
 * the chosen page, and sends insights events. On mount it takes the keys typed while its chunk loaded (from
 * opener.ts, through its props). Tab and Shift+Tab cycle inside the dialog; focus returns to where it was on close.
 * It must not hold rules of its own: a rule added here cannot be unit-tested.
 */
import { useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { SearchSettings } from '../../core/route-data.js';
import type { Hit } from '../../core/search/engine.js';
import { safeHighlight } from '../../core/search/highlight.js';
import { startInsights, type Insights } from './insights.js';
import {
  DEFAULT_GROUP,
  hitPath,
  hitText,
  hitTitle,
  initialModalState,
  keyCommand,
  modalReducer,
  modalView,
  STALL_MS,
  wantsSuggestions,
  wrapFocus,
} from './modal-state.js';
import { MAX_QUERY_LENGTH, modalRequest, NARROW_SCREEN, queryText, suggestionRequest } from './query.js';
import { warmUp } from './shared-client.js';
import { addFavourite, addRecent, loadSaved, removeFavourite, removeRecent, type StoredHit } from './storage.js';
import { useText } from '../i18n/text.js';
import { byId } from '../dom/lookup.js';

export { warmUp };

interface Props {
  settings: SearchSettings;
  initialQuery: string;
  /** The keys typed since search was asked to open (opener.ts; passed in so this chunk shares no module with the page's). */
  takeTyped(): string;
  onClose(lastQuery: string): void;
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

export default function SearchModal({ settings, initialQuery, takeTyped, onClose }: Props) {
  const search = useMemo(() => warmUp(settings), [settings]);
  const insights = useRef<Insights | null>(null);
  const [state, dispatch] = useReducer(modalReducer, initialQuery, initialModalState);
  const [saved, setSaved] = useState(() => loadSaved(settings.indexName));
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const ids = useId();
  const t = useText();
  const { query, response, active } = state;

  // On mount, in the same task as the commit: the keys typed while this chunk loaded join the query, and the
  // input takes focus before any later key can arrive, so no key is lost between the two.
  useLayoutEffect(() => {
    const typed = takeTyped();
    if (typed) dispatch({ type: 'typed', value: initialQuery + typed });
    input.current?.focus({ preventScroll: true }); // the page stays where the reader left it
  }, []); // once, on mount

  useEffect(() => {
    if (settings.provider === 'algolia' && settings.insights) insights.current = startInsights(settings);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [settings]);

  useEffect(() => {
    dispatch({ type: 'searching' });
    const text = queryText(query);
    if (!text) return;
    let current = true;
    const stall = window.setTimeout(() => current && dispatch({ type: 'stalled' }), STALL_MS);
    search(modalRequest(text, window.matchMedia(NARROW_SCREEN).matches))
      .then((result) => {
        if (!current) return;
        dispatch({ type: 'answered', response: result });
        insights.current?.viewed(result);
        if (wantsSuggestions(result)) {
          search(suggestionRequest(text))
            .then((relaxed) => current && dispatch({ type: 'suggested', hits: relaxed.hits }))
            .catch(() => {});
        }
      })
      .catch(() => current && dispatch({ type: 'failed' }))
      .finally(() => window.clearTimeout(stall));
    return () => {
      current = false;
      window.clearTimeout(stall);
    };
  }, [query, search]);

  const view = useMemo(() => modalView(state, saved), [state, saved]);
  const { items } = view;
  const optionId = (i: number) => `${ids}-option-${i}`;
  const refreshSaved = () => setSaved(loadSaved(settings.indexName));

  const close = () => onClose(query);
  const choose = (hit: StoredHit, newTab: boolean) => {
    addRecent(settings.indexName, hit);
    if (response && 'objectID' in hit) insights.current?.clicked(response, hit as Hit);
    // Search starts afresh after a result was opened here; a new tab leaves this search as it is.
    if (!newTab) onClose('');
    go(hit, newTab);
  };

  const onKeyDown = (event: ReactKeyboardEvent) => {
    const command = keyCommand(
      { key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey, inInput: (event.target as HTMLElement).tagName === 'INPUT' },
      active,
      items.length,
    );
    if (!command) return;
    if (command.type === 'close') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (command.type === 'select') {
      event.preventDefault();
      dispatch({ type: 'selected', index: command.index });
      byId(optionId(command.index))?.scrollIntoView({ block: 'nearest' });
    } else if (command.type === 'open') {
      event.preventDefault();
      choose(items[command.index]!, command.newTab);
    } else {
      const focusable = Array.from(dialog.current?.querySelectorAll<HTMLElement>('input, button, a[href]') ?? []).filter(
        (el) => el.tabIndex >= 0 && !el.hasAttribute('disabled') && el.getClientRects().length > 0,
      );
      const target = wrapFocus(focusable.indexOf(document.activeElement as HTMLElement), focusable.length, command.backwards);
      if (target === null) return;
      event.preventDefault();
      focusable[target]!.focus();
    }
  };

  const hitLink = (hit: StoredHit, option: boolean, index: number) => (
    <a
      className="search-hit-link"
      {...(option ? { id: optionId(index), role: 'option', 'aria-selected': index === active } : {})}
      href={hit.url}
      tabIndex={-1}
      onClick={(event) => {
        if (event.button !== 0 || event.shiftKey || event.altKey) return;
        event.preventDefault();
        choose(hit, event.ctrlKey || event.metaKey);
      }}
    >
      <span className="search-hit-title" dangerouslySetInnerHTML={{ __html: safeHighlight(hitTitle(hit)) }} />
      {hitText(hit) ? <span className="search-hit-text" dangerouslySetInnerHTML={{ __html: safeHighlight(hitText(hit)!) }} /> : null}
      {hitPath(hit) ? <span className="search-hit-path">{hitPath(hit)}</span> : null}
    </a>
  );

  // A result is one option (the link) in a listbox: an option may hold nothing else interactive.
  const renderHit = (hit: StoredHit, index: number) => (
    <li
      key={hit.objectID}
      role="presentation"
      className={`search-hit${index === active ? ' is-active' : ''}`}
      onMouseMove={() => dispatch({ type: 'selected', index })}
    >
      {hitLink(hit, true, index)}
    </li>
  );

  // A saved search also has buttons (save, remove), so saved searches are a grid: a row per search, the link's
  // cell being what the arrow keys select and its buttons in a cell of their own.
  const renderSaved = (hit: StoredHit, index: number, kind: 'recent' | 'favourite') => (
    <div
      key={hit.objectID}
      role="row"
      className={`search-hit${index === active ? ' is-active' : ''}`}
      onMouseMove={() => dispatch({ type: 'selected', index })}
    >
      <div role="gridcell" className="search-hit-cell" id={optionId(index)} aria-selected={index === active}>
        {hitLink(hit, false, index)}
      </div>
      <div role="gridcell" className="search-hit-actions">
        {kind === 'recent' ? (
          <>
            <button type="button" aria-label={t('saveSearch')} title={t('saveSearch')} onClick={() => (addFavourite(settings.indexName, hit), refreshSaved())}>
              ☆
            </button>
            <button
              type="button"
              aria-label={t('removeRecent')}
              title={t('removeRecent')}
              onClick={() => (removeRecent(settings.indexName, hit.objectID), refreshSaved())}
            >
              ×
            </button>
          </>
        ) : (
          <button
            type="button"
            aria-label={t('removeFavorite')}
            title={t('removeFavorite')}
            onClick={() => (removeFavourite(settings.indexName, hit.objectID), refreshSaved())}
          >
            ×
          </button>
        )}
      </div>
    </div>
  );

  let body;
  if (view.screen === 'error') {
    body = (
      <div className="search-screen" role="alert">
        <p className="search-screen-title">{t('searchError')}</p>
        <p>{t('searchErrorHelp')}</p>
      </div>
    );
  } else if (view.screen === 'no-results') {
    body = (
      <div className="search-screen">
        <p className="search-screen-title">
          {t('noResults')} "{view.text}"
        </p>
        {state.suggestions.length ? (
          <>
            <p>{t('trySearching')}:</p>
            <ul className="search-suggestions">
              {state.suggestions.map((s) => (
                <li key={s}>
                  <button type="button" onClick={() => dispatch({ type: 'typed', value: s })}>
                    {s}
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p className="search-feedback">
          {t('missingResults')}{' '}
          {settings.feedbackUrl ? (
            <a href={settings.feedbackUrl} target="_blank" rel="noopener noreferrer">
              {t('letUsKnow')}
            </a>
          ) : (
            t('letUsKnow')
          )}
        </p>
      </div>
    );
  } else if (view.screen === 'results') {
    let index = 0;
    body = view.groups.map(([name, hits]) => {
      const title = name === DEFAULT_GROUP ? t('defaultGroup') : name;
      return (
        <section key={name} className="search-group" aria-label={title}>
          <p className="search-group-title">{title}</p>
          <ul role="listbox" id={`${ids}-list-${name}`} aria-label={t('groupResults', { group: title })}>
            {hits.map((hit) => renderHit(hit, index++))}
          </ul>
        </section>
      );
    });
  } else if (view.screen === 'saved') {
    body = (
      <>
        {view.recent.length ? (
          <section className="search-group" aria-label={t('recent')}>
            <p className="search-group-title">{t('recent')}</p>
            <div role="grid" aria-label={t('recentSearches')}>
              {view.recent.map((hit, i) => renderSaved(hit, i, 'recent'))}
            </div>
          </section>
        ) : null}
        {view.favourites.length ? (
          <section className="search-group" aria-label={t('favorite')}>
            <p className="search-group-title">{t('favorite')}</p>
            <div role="grid" aria-label={t('favoriteSearches')}>
              {view.favourites.map((hit, i) => renderSaved(hit, view.recent.length + i, 'favourite'))}
            </div>
          </section>
        ) : null}
      </>
    );
  } else {
    body = (
      <div className="search-screen">
        <p className="search-screen-title">{t('noRecent')}</p>
      </div>
    );
  }

  return (
    <div className="search-backdrop" onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <div ref={dialog} className="search-modal" role="dialog" aria-modal="true" aria-label={t('searchDialog')} onKeyDown={onKeyDown}>
        <form className="search-form" role="search" onSubmit={(event) => event.preventDefault()}>
          <label className="visually-hidden" htmlFor={`${ids}-input`}>
            {t('searchDialog')}
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
            aria-haspopup={view.screen === 'saved' ? 'grid' : 'listbox'}
            aria-activedescendant={items.length ? optionId(active) : undefined}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t('searchPlaceholder')}
            value={query}
            onChange={(event) => dispatch({ type: 'typed', value: event.target.value })}
          />
          {view.spinner ? <span className="search-spinner" role="status" aria-label={t('searching')} /> : null}
          <button type="button" className="search-cancel" onClick={close}>
            {t('cancel')}
          </button>
        </form>
        <div className="search-results" id={`${ids}-results`}>
          {body}
        </div>
        {/* A div, not a <footer>: at body level (the dialog is a portal) a footer would be a second contentinfo landmark. */}
        <div className="search-footer">
          <span>
            <kbd>↵</kbd> {t('toSelect')}
          </span>
          <span>
            <kbd>↓</kbd>
            <kbd>↑</kbd> {t('toNavigate')}
          </span>
          <span>
            <kbd>Esc</kbd> {t('toClose')}
          </span>
        </div>
      </div>
    </div>
  );
}
