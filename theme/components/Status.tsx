/** Small status parts of the page frame: the route announcer and the page-load failure box. */

export function RouteAnnouncer({ title }: { title: string }) {
  return (
    <div className="visually-hidden" aria-live="assertive" aria-atomic="true">
      {title ? `Navigated to ${title}` : ''}
    </div>
  );
}

export function LoadErrorBox({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="load-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
