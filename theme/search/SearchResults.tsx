/**
 * Results of the /search page: every hit, grouped by page, with the same highlighting as the modal and a
 * "Load more" button that fetches the next 20. The rules (requests, list state, grouping, titles) are in
 * query.ts and results-state.ts; this component runs the searches and draws the list. No storage, no navigation.
 */
import { useEffect, useMemo, useReducer } from 'react';
import type { SearchSettings } from '../../core/route-data.js';
import { safeHighlight } from '../../core/search/highlight.js';
import { pageRequest, queryText, snippetedContent } from './query.js';
import {
  DEBOUNCE_MS,
  groupByPage,
  hasMore,
  initialResultsState,
  pageHit,
  pageTitle,
  resultsReducer,
  resultsScreen,
  sectionHits,
  sectionLabel,
  summaryLine,
} from './results-state.js';
import { warmUp } from './shared-client.js';
import { useText } from '../i18n/text.js';

export default function SearchResults({ settings, query }: { settings: SearchSettings; query: string }) {
  const search = useMemo(() => warmUp(settings), [settings]);
  const [state, dispatch] = useReducer(resultsReducer, initialResultsState);
  const text = queryText(query);
  const t = useText();

  useEffect(() => {
    dispatch({ type: 'queried', text });
    if (!text) return;
    let current = true;
    const timer = window.setTimeout(() => {
      search(pageRequest(text, 0))
        .then((response) => current && dispatch({ type: 'answered', response }))
        .catch(() => current && dispatch({ type: 'failed' }));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [text, search]);

  const loadMore = () => {
    const page = state.page + 1;
    search(pageRequest(text, page))
      .then((response) => dispatch({ type: 'more', page, response }))
      .catch(() => dispatch({ type: 'failed' }));
  };

  const byPage = useMemo(() => groupByPage(state.hits), [state.hits]);
  const screen = resultsScreen(state, text);

  if (screen === 'error') {
    return (
      <div role="alert">
        <p>
          <strong>{t('searchError')}</strong>
        </p>
        <p>{t('searchErrorHelp')}</p>
      </div>
    );
  }
  if (screen === 'nothing') return null;
  return (
    <section aria-label={t('searchResults')}>
      <p className="search-page-summary" role="status">
        {summaryLine(state.total ?? 0, text, t, state.pagesFound)}
      </p>
      <ol className="search-page-results">
        {byPage.map(([url, group]) => {
          const first = group[0]!;
          const top = pageHit(group);
          const lead = top ? snippetedContent(top) : undefined;
          return (
            <li key={url} className="search-page-result">
              <h2>
                <a href={url} dangerouslySetInnerHTML={{ __html: safeHighlight(pageTitle(url, first)) }} />
              </h2>
              {first.hierarchy?.lvl0 ? <p className="search-page-crumbs">{first.hierarchy.lvl0}</p> : null}
              {lead ? <p className="search-page-snippet" dangerouslySetInnerHTML={{ __html: safeHighlight(lead) }} /> : null}
              <ul>
                {sectionHits(group).map((hit) => (
                  <li key={hit.objectID}>
                    <a href={hit.url} dangerouslySetInnerHTML={{ __html: safeHighlight(sectionLabel(hit, first)) }} />
                    {snippetedContent(hit) ? (
                      <p className="search-page-snippet" dangerouslySetInnerHTML={{ __html: safeHighlight(snippetedContent(hit)!) }} />
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      {hasMore(state) ? (
        <button type="button" className="button" onClick={loadMore}>
          {t('loadMore')}
        </button>
      ) : null}
    </section>
  );
}
