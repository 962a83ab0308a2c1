/** Small status parts of the page frame: the route announcer and the page-load failure box. */
import { useText } from '../i18n/text.js';

export function RouteAnnouncer({ title }: { title: string }) {
  const t = useText();
  return (
    <div className="visually-hidden" aria-live="assertive" aria-atomic="true">
      {title ? t('navigatedTo', { title }) : ''}
    </div>
  );
}

export function LoadErrorBox({ message, onRetry }: { message: string; onRetry(): void }) {
  const t = useText();
  return (
    <div className="load-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
