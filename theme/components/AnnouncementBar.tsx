/**
 * The announcement bar above the navbar. Closing it stores the bar's id, so a new id shows again; the head
 * script hides an already dismissed bar before first paint. Focus on the close button moves to the navbar's first
 * control, where Tab would have gone next, rather than falling to the page's start. Its content is inline nodes the
 * build checked (text, links, emphasis), drawn as React elements: never HTML as a string.
 */
import { createElement, useState, type ReactNode } from 'react';
import { ANNOUNCEMENT_STORAGE_KEY } from '../head-script.js';
import type { AnnouncementBarData, InlineNode } from '../../core/route-data.js';
import { Link } from './Link.js';
import { useText } from '../i18n/text.js';
import { Icon } from './Icon.js';
import { queryAll } from '../dom/lookup.js';

function inline(nodes: readonly InlineNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return node;
    const { tag, children, className, href, newTab } = node;
    if (tag === 'br') return <br key={i} />;
    if (tag === 'a' && href)
      return (
        <Link key={i} href={href} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {inline(children)}
        </Link>
      );
    return createElement(tag === 'a' ? 'span' : tag, { key: i, className }, ...inline(children));
  });
}

export function AnnouncementBar({ bar }: { bar: AnnouncementBarData }) {
  const [open, setOpen] = useState(true);
  const t = useText();
  if (!open) return null;
  return (
    <div className="announcement-bar" role="region" aria-label={t('announcement')} style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <p className="announcement-content">{inline(bar.content)}</p>
      {bar.isCloseable ? (
        <button
          type="button"
          className="announcement-close"
          aria-label={t('close')}
          onClick={() => {
            try {
              localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, bar.id);
            } catch {
              /* without storage the bar closes for this page only */
            }
            document.documentElement.setAttribute('data-announcement-dismissed', '');
            const next = queryAll('.navbar-header a[href], .navbar-header button').find((el) => el.getClientRects().length > 0);
            next?.focus();
            setOpen(false);
          }}
        >
          <Icon name="close" size={20} />
        </button>
      ) : null}
    </div>
  );
}
