/** The parts around an article: breadcrumbs, table of contents, previous/next links and the footer. */
import type { FooterColumn, NavLink, TocEntry } from '../route-data.js';

export function Breadcrumbs({ items }: { items: NavLink[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={i}>
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : (
                <a href={item.href}>{item.label}</a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-heading">
      <p className="toc-heading" id="toc-heading">
        On this page
      </p>
      <ul>
        {toc.map((entry) => (
          <li key={entry.id} className={`toc-depth-${entry.depth}`}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PrevNext({ prev, next }: { prev: NavLink | null; next: NavLink | null }) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination" aria-label="Docs pages">
      {prev ? (
        <a className="pagination-link pagination-prev" href={prev.href} rel="prev">
          <span className="pagination-label">Previous</span>
          <span className="pagination-title">{prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pagination-link pagination-next" href={next.href} rel="next">
          <span className="pagination-label">Next</span>
          <span className="pagination-title">{next.label}</span>
        </a>
      ) : null}
    </nav>
  );
}

export function Footer({ columns, copyright }: { columns: FooterColumn[]; copyright: string }) {
  return (
    <footer className="footer">
      <div className="footer-columns">
        {columns.map((column) => (
          <div key={column.title} className="footer-column">
            <p className="footer-title">{column.title}</p>
            <ul>
              {column.items.map((item) => (
                <li key={item.href + item.label}>
                  <a href={item.href}>{item.label}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {copyright ? <p className="footer-copyright">{copyright}</p> : null}
    </footer>
  );
}
