/**
 * Loads the search dialog's code before the reader asks for it, so the first Ctrl+K opens at once: after the page
 * has loaded and painted, in an idle moment of the main thread (requestIdleCallback, or a timer after the next
 * frame where the browser has none), it runs the given loader (the dialog's chunk, which brings the search
 * client) and asks the browser to fetch the search worker's script into its cache. Skipped on 2g and with data
 * saver on. It must not start the worker or load the index: those wait for a sign of intent (hover, focus, open).
 */
import { prefetchAllowed } from '../dom/connection.js';

/** The longest wait for an idle moment before the code is loaded anyway. */
export const IDLE_TIMEOUT_MS = 3000;

/** Runs `task` once the page has loaded, when the main thread is idle. Returns a function that cancels it. */
export function whenIdle(task: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(id);
      return;
    }
    // No idle callbacks (Safari): after the next frame is drawn, in a task of its own.
    let timer = 0;
    const frame = window.requestAnimationFrame(() => (timer = window.setTimeout(task, 0)));
    cancel = () => (window.cancelAnimationFrame(frame), window.clearTimeout(timer));
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}

/** A `<link rel="prefetch">` for `url`, once per page: the browser fetches it at its lowest priority into its cache. */
function prefetchFile(url: string): void {
  const known = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).some((link) => link.getAttribute('href') === url);
  if (known) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.append(link);
}

/** Schedules the preload; returns a function that cancels it if it has not run yet. */
export function preloadSearchWhenIdle(loadDialog: () => Promise<unknown>, workerUrl: string | null): () => void {
  if (!prefetchAllowed()) return () => {};
  return whenIdle(() => {
    loadDialog().catch(() => {}); // a failed load is tried again when search opens
    if (workerUrl) prefetchFile(workerUrl);
  });
}
