/**
 * The announcement bar above the navbar. Closing it stores the bar's id, so a new id shows again; the head
 * script hides an already dismissed bar before first paint. Focus on the close button moves to the navbar's first
 * control, where Tab would have gone next, rather than falling to the page's start. Its content is inline nodes the
 * build checked (text, links, emphasis), drawn as React elements: never HTML as a string.
 */
import { useState } from 'react';
import { ANNOUNCEMENT_STORAGE_KEY } from '../head-script.js';
import type { AnnouncementBarData } from '../../core/route-data.js';
import { inlineContent } from './InlineContent.js';
import { useText } from '../i18n/text.js';
import { Icon } from './Icon.js';
import { queryAll } from '../dom/lookup.js';

export function AnnouncementBar({ bar }: { bar: AnnouncementBarData }) {
  const [open, setOpen] = useState(true);
  const t = useText();
  if (!open) return null;
  return (
    <div className="announcement-bar" role="region" aria-label={t('announcement')} style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <p className="announcement-content">{inlineContent(bar.content)}</p>
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
