/** The parts around an article: breadcrumbs, table of contents, previous/next links and the footer. */
import { useEffect, useState } from 'react';
import type { NavLink, SiteData, TocEntry } from '../../core/route-data.js';
import { LogoImages } from './NavbarLogo.js';
import { Link } from './Link.js';
import { inlineContent } from './InlineContent.js';
import { useText } from '../i18n/text.js';
import { byId } from '../dom/lookup.js';

export function Breadcrumbs({ items }: { items: NavLink[] }) {
  const t = useText();
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs')}>
      <ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={i}>
              {last || !item.href ? <span aria-current={last ? 'page' : undefined}>{item.label}</span> : <Link href={item.href}>{item.label}</Link>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The id of the section being read: the last h2/h3 whose top has passed just below the navbar. At the bottom of
 * the page the last sections may never reach that line: there it is the section the address fragment named on
 * arrival (the entry just clicked) while its heading is on screen, or else the last section.
 */
function useActiveSection(toc: TocEntry[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (toc.length === 0) return;
    let frame = 0;
    // The fragment's section, until the reader scrolls away from the bottom.
    let named = fragmentId();
    const update = () => {
      frame = 0;
      let current: string | null = null;
      for (const entry of toc) {
        const heading = byId(entry.id);
        if (heading && heading.getBoundingClientRect().top <= 120) current = entry.id;
      }
      const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 2;
      if (!atBottom) named = null;
      else current = (onScreen(toc, named) ? named : null) ?? (window.scrollY > 0 ? toc[toc.length - 1]!.id : current);
      setActive(current ?? toc[0]!.id);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // A click on an entry whose section is already on screen at the bottom does not scroll.
    const onHashChange = () => {
      named = fragmentId();
      schedule();
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('hashchange', onHashChange);
      cancelAnimationFrame(frame);
    };
  }, [toc]);
  return active;
}

function fragmentId(): string | null {
  const hash = location.hash.slice(1);
  try {
    return decodeURIComponent(hash) || null;
  } catch {
    return hash;
  }
}

/** Whether `id` is a table-of-contents entry whose heading is inside the window. */
function onScreen(toc: TocEntry[], id: string | null): id is string {
  if (!id || !toc.some((entry) => entry.id === id)) return false;
  const top = byId(id)?.getBoundingClientRect().top;
  return top !== undefined && top >= 0 && top < window.innerHeight;
}

function TocList({ toc, active }: { toc: TocEntry[]; active: string | null }) {
  return (
    <ul>
      {toc.map((entry) => (
        <li key={entry.id} className={`toc-depth-${entry.depth}`}>
          <a href={`#${entry.id}`} className={entry.id === active ? 'is-active' : undefined} aria-current={entry.id === active ? 'location' : undefined}>
            {entry.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The table of contents in the right column of wide windows, following the section being read. */
export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const active = useActiveSection(toc);
  const t = useText();
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-heading">
      <p className="toc-heading" id="toc-heading">
        {t('toc')}
      </p>
      <TocList toc={toc} active={active} />
    </nav>
  );
}

/** The collapsible "On this page" shown above the article on narrow windows. */
export function CollapsibleToc({ toc }: { toc: TocEntry[] }) {
  const t = useText();
  if (toc.length === 0) return null;
  return (
    <details className="toc-collapsible">
      <summary>{t('tocToggle')}</summary>
      <nav aria-label={t('tocCollapsible')}>
        <TocList toc={toc} active={null} />
      </nav>
    </details>
  );
}

/** Tags as a list of links, each to the page listing what carries it (a doc's tags, a blog entry's). */
export function TagLinks({ tags, className }: { tags: readonly NavLink[]; className?: string }) {
  return (
    <ul className={className}>
      {tags.map((tag) => (
        <li key={tag.href}>
          <Link className="tag-link" href={tag.href}>
            {tag.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The page's tags, each a link to the page listing the docs that carry it. */
export function TagList({ tags }: { tags: NavLink[] }) {
  const t = useText();
  return (
    <nav className="tag-list" aria-label={t('tags')}>
      <span className="tag-list-label">{t('tagsLabel')}</span>
      <TagLinks tags={tags} />
    </nav>
  );
}

/** `labels`: what the links say above their titles (a blog post's "Newer post", "Older post"); default Previous, Next. */
export function PrevNext({ prev, next, labels }: { prev: NavLink | null; next: NavLink | null; labels?: { prev?: string; next?: string } }) {
  const t = useText();
  if (!prev && !next) return null;
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      {prev ? (
        <Link className="pagination-link pagination-prev" href={prev.href} rel="prev">
          <span className="pagination-label">{labels?.prev ?? t('previous')}</span>
          <span className="pagination-title">{prev.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link className="pagination-link pagination-next" href={next.href} rel="next">
          <span className="pagination-label">{labels?.next ?? t('next')}</span>
          <span className="pagination-title">{next.label}</span>
        </Link>
      ) : null}
    </nav>
  );
}

export function Footer({ footer, siteTitle }: { footer: SiteData['footer']; siteTitle: string }) {
  const { columns, copyright, logo } = footer;
  return (
    <footer className="footer">
      <div className="footer-columns">
        {columns.map((column) => (
          <div key={column.title} className="footer-column">
            <p className="footer-title">{column.title}</p>
            <ul>
              {column.items.map((item, i) =>
                'html' in item ? (
                  <li key={i} className="footer-html">
                    {inlineContent(item.html)}
                  </li>
                ) : (
                  <li key={item.href + item.label}>
                    <Link href={item.href}>{item.label}</Link>
                  </li>
                ),
              )}
            </ul>
          </div>
        ))}
      </div>
      {logo ? (
        <div className="footer-logo">
          {logo.href ? (
            // A logo without alternative text links by the site's name.
            <Link href={logo.href} aria-label={logo.alt ? undefined : siteTitle}>
              <LogoImages logo={logo} className="footer-logo-image" />
            </Link>
          ) : (
            <LogoImages logo={logo} className="footer-logo-image" />
          )}
        </div>
      ) : null}
      {copyright.length ? <p className="footer-copyright">{inlineContent(copyright)}</p> : null}
    </footer>
  );
}
