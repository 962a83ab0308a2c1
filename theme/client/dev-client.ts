/**
 * Loaded only by `docsgen dev`: listens for live updates over server-sent events and applies them — a changed
 * page is swapped in place (scroll kept), new styles replace the old, other changes reload the page — shows
 * build errors in an overlay that clears itself once they are fixed (covering the page when an edit was held back
 * by one, in a corner when the page is served with them: links to pages not written yet), marks the links of the
 * page that have a problem (errors and warnings), and while the server is still checking the site in the
 * background, a small status line saying how far it is.
 */
import { DEV_EVENTS_PATH, servedInDev, type LiveMessage } from '../../core/dev-protocol.js';
import { formatLocation, type Diagnostic } from '../../core/diagnostics.js';
import { basePath } from '../../core/urls.js';
import './hooks.js';
import { byId, query } from '../dom/lookup.js';
import { markBrokenLinks } from './dev-link-marks.js';

const OVERLAY_ID = 'docsgen-dev-overlay';
const STATUS_ID = 'docsgen-dev-status';
const count = (n: number) => n.toLocaleString('en');

/** A fixed box of the dev client's own (styled inline: the page's CSS may be broken), added to the page. */
function fixedBox(id: string, role: 'status' | 'alert', style: string): HTMLElement {
  const box = document.createElement('div');
  box.id = id;
  box.setAttribute('role', role);
  box.setAttribute('style', `position:fixed;${style}`);
  document.body.appendChild(box);
  return box;
}

/** The background check's progress in a corner; gone once every page is checked. */
function showProgress(checked: number, total: number): void {
  let status = byId(STATUS_ID);
  if (checked >= total) return void status?.remove();
  status ??= fixedBox(
    STATUS_ID,
    'status',
    'right:1rem;bottom:1rem;z-index:9998;max-width:24rem;background:#1b1f27;color:#f3f4f6;font:12px/1.4 ui-monospace,Menlo,Consolas,monospace;padding:.5rem .75rem;border-radius:6px;opacity:.92;pointer-events:none',
  );
  status.textContent = `docsgen: checking ${count(checked)} of ${count(total)} pages… links are checked and problems listed once all are; search answers from the pages checked so far.`;
}

const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** A heading and the problems under it, for the overlay's panel. */
function problemList(panel: HTMLElement, heading: string, problems: readonly Diagnostic[]): void {
  const title = document.createElement('h2');
  title.textContent = heading;
  title.setAttribute('style', 'margin:0 0 1rem;font-size:16px;color:#ff9aa0');
  panel.appendChild(title);
  for (const d of problems) {
    const item = document.createElement('pre');
    item.className = 'docsgen-dev-problem';
    item.setAttribute('style', 'white-space:pre-wrap;margin:0 0 1rem');
    item.textContent = `${d.severity} [${d.code}] ${formatLocation(d)}\n  ${d.message}${d.hint ? `\n  fix: ${d.hint}` : ''}`;
    panel.appendChild(item);
  }
}

/**
 * The problems, over the page when an edit that has one is held back, else (only links to pages not written yet,
 * which the page is served with) in a corner, leaving the page to read and its marked links to see.
 */
function showOverlay(diagnostics: Diagnostic[], strict: boolean): void {
  const held = diagnostics.filter((d) => !servedInDev(d, strict));
  const served = diagnostics.filter((d) => servedInDev(d, strict));
  byId(OVERLAY_ID)?.remove();
  const overlay = held.length
    ? fixedBox(
        OVERLAY_ID,
        'alert',
        'inset:0;z-index:9999;overflow:auto;background:rgba(10,12,16,.88);color:#f3f4f6;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;padding:2rem',
      )
    : fixedBox(
        OVERLAY_ID,
        'status',
        'left:1rem;bottom:1rem;z-index:9999;max-width:min(44rem,calc(100vw - 2rem));max-height:40vh;overflow:auto;color:#f3f4f6;font:13px/1.5 ui-monospace,Menlo,Consolas,monospace;box-shadow:0 6px 24px rgba(0,0,0,.35);border-radius:8px',
      );
  const panel = document.createElement('div');
  panel.setAttribute(
    'style',
    `max-width:60rem;margin:0 auto;background:#1b1f27;border:1px solid #f06a70;border-radius:8px;padding:${held.length ? '1.25rem 1.5rem' : '.75rem 1rem'}`,
  );
  // Problems the background check finds in pages nobody edited are in the pages served; only an edit that has
  // one is held back, so the title promises no more than that.
  if (held.length)
    problemList(panel, `docsgen: ${plural(held.length, 'problem', 'problems')} to fix — an edit that has one is not served until it is fixed`, held);
  if (served.length)
    problemList(
      panel,
      `docsgen: ${plural(served.length, 'broken link', 'broken links')} — served as work in progress and marked in the page; docsgen build reports ${served.length === 1 ? 'it' : 'them'}`,
      served,
    );
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.setAttribute('style', 'font:inherit;padding:.25rem .75rem;cursor:pointer');
  close.addEventListener('click', hideOverlay);
  panel.appendChild(close);
  overlay.replaceChildren(panel);
}

function hideOverlay(): void {
  byId(OVERLAY_ID)?.remove();
}

function swapStyles(href: string): void {
  const link = query<HTMLLinkElement>('link[rel="stylesheet"]');
  if (link) link.href = href;
}

/** The problems the page on screen is served with (its links to mark), as the server last listed them. */
let served: Diagnostic[] = [];

/** The route on screen, without the base URL. */
function routeOnScreen(): string {
  return window.__docsgen?.route() ?? (JSON.parse(byId('__docsgen_data')?.textContent ?? '{}') as { page?: { route?: string } }).page?.route ?? '';
}

function markLinks(): void {
  markBrokenLinks(served, routeOnScreen());
}

function apply(message: LiveMessage): void {
  const hooks = window.__docsgen;
  switch (message.type) {
    case 'problems': {
      // Warnings about links are marked in their page too; the overlay lists errors only.
      served = message.diagnostics.filter((d) => servedInDev(d, message.strict));
      markLinks();
      const errors = message.diagnostics.filter((d) => d.severity === 'error');
      return errors.length ? showOverlay(errors, message.strict) : hideOverlay();
    }
    case 'ok':
      served = [];
      markLinks();
      return hideOverlay();
    case 'progress':
      return showProgress(message.checked, message.total);
    case 'css':
      return swapStyles(message.href);
    case 'reload':
      return window.location.reload();
    case 'update':
      if (!hooks) return window.location.reload();
      hooks.forget();
      if (message.routes === 'all' || message.routes.includes(hooks.route())) void hooks.refresh();
      return;
  }
}

const data = JSON.parse(byId('__docsgen_data')?.textContent ?? '{}') as { site?: { baseUrl?: string } };
const base = basePath(data.site?.baseUrl ?? '/');
const events = new EventSource(`${base}${DEV_EVENTS_PATH}`);
events.addEventListener('message', (event) => apply(JSON.parse(event.data as string) as LiveMessage));

// The article changes when the page is swapped for an edit or another page is opened: its links are marked again.
let markPending = false;
new MutationObserver(() => {
  if (markPending || !served.length) return;
  markPending = true;
  requestAnimationFrame(() => {
    markPending = false;
    markLinks();
  });
}).observe(document.body, { childList: true, subtree: true });
