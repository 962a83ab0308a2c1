/**
 * The foot of a doc page: "Edit this page" (to the site's source) and when and by whom the page last changed.
 * Dates are written in UTC in the site's locale, so the server's HTML and the browser's hydration agree.
 */
import type { PageData } from '../../core/route-data.js';
import { Icon } from './Icon.js';
import { useText } from '../i18n/text.js';

function formatDate(date: Date, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  }
}

export function DocFooter({ editUrl, lastUpdate }: Pick<PageData, 'editUrl' | 'lastUpdate'>) {
  const t = useText();
  if (!editUrl && !lastUpdate) return null;
  const date = lastUpdate?.date ? new Date(lastUpdate.date) : null;
  const validDate = date && !Number.isNaN(date.getTime()) ? date : null;
  return (
    <div className="doc-footer">
      {editUrl ? (
        <a className="doc-edit-link" href={editUrl} target="_blank" rel="noopener noreferrer">
          {t('edit')}
          <Icon name="external" size={12} />
          <span className="visually-hidden">{' ' + t('newTab')}</span>
        </a>
      ) : null}
      {lastUpdate ? (
        <p className="doc-last-update">
          {t.parts('updated', {
            atDate: validDate ? <>{t.parts('updatedOn', { date: <time dateTime={validDate.toISOString()}>{formatDate(validDate, t.locale)}</time> })}</> : null,
            byUser: lastUpdate.author ? t('updatedBy', { user: lastUpdate.author }) : null,
          })}
        </p>
      ) : null}
    </div>
  );
}
