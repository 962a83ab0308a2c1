/**
 * The foot of a doc page: "Edit this page" (to the site's source) and when and by whom the page last changed.
 * Dates are written in UTC with a fixed locale, so the server's HTML and the browser's hydration agree.
 */
import type { PageData } from '../../core/route-data.js';
import { Icon } from './Icon.js';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

export function DocFooter({ editUrl, lastUpdate }: Pick<PageData, 'editUrl' | 'lastUpdate'>) {
  if (!editUrl && !lastUpdate) return null;
  const date = lastUpdate?.date ? new Date(lastUpdate.date) : null;
  const validDate = date && !Number.isNaN(date.getTime()) ? date : null;
  return (
    <div className="doc-footer">
      {editUrl ? (
        <a className="doc-edit-link" href={editUrl} target="_blank" rel="noopener noreferrer">
          Edit this page
          <Icon name="external" size={12} />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
      {lastUpdate ? (
        <p className="doc-last-update">
          Last updated
          {validDate ? (
            <>
              {' on '}
              <time dateTime={validDate.toISOString()}>{dateFormat.format(validDate)}</time>
            </>
          ) : null}
          {lastUpdate.author ? ` by ${lastUpdate.author}` : null}
        </p>
      ) : null}
    </div>
  );
}
