/**
 * The /search page: a plain GET form (works without JavaScript), and, once the page runs, results for the
 * query in the address (`?q=`), updated as the query is edited. The results list is a chunk of its own. This
 * page ships on first load: it must not import the results, the search client or query.ts statically (only the
 * inlined length limit from query-limit.ts).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { documentTitle, type SiteData } from '../../core/route-data.js';
import { asSitePath, withBase } from '../../core/urls.js';
import { MAX_QUERY_LENGTH } from './query-limit.js';
import { useText } from '../i18n/text.js';

const SearchResults = lazy(() => import('./SearchResults.js'));

export function SearchPage({ site }: { site: SiteData }) {
  const [query, setQuery] = useState('');
  const [running, setRunning] = useState(false);
  const t = useText();
  useEffect(() => {
    setQuery((new URLSearchParams(window.location.search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH));
    setRunning(true);
  }, []);
  // The query in the window's title, as a results page names what it found.
  useEffect(() => {
    if (!running) return;
    const text = query.trim();
    document.title = documentTitle(text ? t('searchResultsTitle', { query: text }) : t('searchTitle'), site.title, site.titleDelimiter);
  }, [query, running, site.title, site.titleDelimiter, t]);
  const update = (value: string) => {
    setQuery(value);
    const url = new URL(window.location.href);
    if (value) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
  };
  return (
    <article className="markdown">
      <h1>{t('searchTitle')}</h1>
      <form
        className="search-page-form"
        action={withBase(site.baseUrl, asSitePath('/search'))}
        method="get"
        role="search"
        onSubmit={(event) => running && event.preventDefault()}
      >
        <label htmlFor="search-page-input">{t('searchQuery')}</label>
        <input
          id="search-page-input"
          name="q"
          type="search"
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          value={query}
          onChange={(event) => update(event.target.value.slice(0, MAX_QUERY_LENGTH))}
        />
        <button type="submit">{t('searchSubmit')}</button>
      </form>
      {running && site.search ? (
        <Suspense fallback={null}>
          <SearchResults settings={site.search} query={query} />
        </Suspense>
      ) : null}
    </article>
  );
}
