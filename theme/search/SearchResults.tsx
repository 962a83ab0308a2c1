/**
 * Results of the /search page: every hit, grouped by page, with the same highlighting as the modal and a
 * "Load more" button that fetches the next 20.
 */
import { useEffect, useMemo, useState } from 'react';
import type { SearchSettings } from '../../core/route-data.js';
import type { Hit } from '../../core/search/engine.js';
import { safeHighlight } from '../../core/search/highlight.js';
import { warmUp } from './shared-client.js';

const PAGE_SIZE = 20;
const DEBOUNCE_MS = 150;

function sectionTitle(hit: Hit): string {
  const h = hit._highlightResult?.hierarchy as Record<string, { value: string }> | undefined;
  const levels = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const;
  const own = hit.type && hit.type !== 'content' ? hit.type : levels.find((l) => hit.hierarchy?.[l]);
  return own ? (h?.[own]?.value ?? '') : '';
}

export default function SearchResults({ settings, query }: { settings: SearchSettings; query: string }) {
  const search = useMemo(() => warmUp(settings), [settings]);
  const [hits, setHits] = useState<Hit[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const [pages, setPages] = useState(0);
  const [error, setError] = useState(false);
  const text = query.trim();

  useEffect(() => {
    setPage(0);
    if (!text) {
      setHits([]);
      setTotal(null);
      return;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      search({ query: text, hitsPerPage: PAGE_SIZE, page: 0, snippetWords: 20 })
        .then((result) => {
          if (!current) return;
          setError(false);
          setHits(result.hits);
          setTotal(result.nbHits);
          setPages(result.nbPages);
        })
        .catch(() => current && setError(true));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [text, search]);

  const loadMore = () => {
    const next = page + 1;
    search({ query: text, hitsPerPage: PAGE_SIZE, page: next, snippetWords: 20 })
      .then((result) => {
        setHits((previous) => [...previous, ...result.hits]);
        setPage(next);
      })
      .catch(() => setError(true));
  };

  const byPage = useMemo(() => {
    const groups = new Map<string, Hit[]>();
    for (const hit of hits) {
      const key = hit.url?.split('#')[0] ?? '';
      groups.set(key, [...(groups.get(key) ?? []), hit]);
    }
    return [...groups];
  }, [hits]);

  if (error) {
    return (
      <div role="alert">
        <p>
          <strong>Unable to fetch results</strong>
        </p>
        <p>You might want to check your network connection.</p>
      </div>
    );
  }
  if (!text || total === null) return null;
  return (
    <section aria-label="Search results">
      <p className="search-page-summary" role="status">
        {total === 0 ? `No results for "${text}"` : `${total} result${total === 1 ? '' : 's'} for "${text}"`}
      </p>
      <ol className="search-page-results">
        {byPage.map(([url, group]) => {
          const first = group[0]!;
          const title = (first._highlightResult?.hierarchy as Record<string, { value: string }> | undefined)?.lvl1?.value ?? first.hierarchy?.lvl1 ?? url;
          return (
            <li key={url} className="search-page-result">
              <h2>
                <a href={url} dangerouslySetInnerHTML={{ __html: safeHighlight(title) }} />
              </h2>
              {first.hierarchy?.lvl0 ? <p className="search-page-crumbs">{first.hierarchy.lvl0}</p> : null}
              <ul>
                {group
                  .filter((hit) => hit.type !== 'lvl1')
                  .map((hit) => (
                    <li key={hit.objectID}>
                      <a href={hit.url} dangerouslySetInnerHTML={{ __html: safeHighlight(sectionTitle(hit) || first.hierarchy?.lvl1 || '') }} />
                      {hit.type === 'content' ? <p dangerouslySetInnerHTML={{ __html: safeHighlight((hit._snippetResult?.content as { value: string } | undefined)?.value) }} /> : null}
                    </li>
                  ))}
              </ul>
            </li>
          );
        })}
      </ol>
      {page + 1 < pages ? (
        <button type="button" className="button" onClick={loadMore}>
          Load more
        </button>
      ) : null}
    </section>
  );
}
