/**
 * Loaded only by `docsgen dev`: listens for live updates over server-sent events and applies them — a changed
 * page is swapped in place (scroll kept), new styles replace the old, other changes reload the page — shows
 * build errors in an overlay that clears itself once they are fixed, and while the server is still checking the
 * site in the background, a small status line saying how far it is.
 */
import { DEV_EVENTS_PATH, type LiveMessage } from '../../core/dev-protocol.js';
import { formatLocation, type Diagnostic } from '../../core/diagnostics.js';
import { basePath } from '../../core/urls.js';
import './hooks.js';
import { byId, query } from './dom-lookup.js';

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
  status ??= fixedBox(STATUS_ID, 'status', 'right:1rem;bottom:1rem;z-index:9998;max-width:24rem;background:#1b1f27;color:#f3f4f6;font:12px/1.4 ui-monospace,Menlo,Consolas,monospace;padding:.5rem .75rem;border-radius:6px;opacity:.92;pointer-events:none');
  status.textContent = `docsgen: checking ${count(checked)} of ${count(total)} pages… links are checked and problems listed once all are; search answers from the pages checked so far.`;
}

function showOverlay(diagnostics: Diagnostic[]): void {
  let overlay = byId(OVERLAY_ID);
  overlay ??= fixedBox(OVERLAY_ID, 'alert', 'inset:0;z-index:9999;overflow:auto;background:rgba(10,12,16,.88);color:#f3f4f6;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;padding:2rem');
  const panel = document.createElement('div');
  panel.setAttribute('style', 'max-width:60rem;margin:0 auto;background:#1b1f27;border:1px solid #f06a70;border-radius:8px;padding:1.25rem 1.5rem');
  const title = document.createElement('h2');
  // Problems the background check finds in pages nobody edited are in the pages served; only an edit that has
  // one is held back, so the title promises no more than that.
  title.textContent = `docsgen: ${diagnostics.length} problem${diagnostics.length === 1 ? '' : 's'} to fix — an edit that has one is not served until it is fixed`;
  title.setAttribute('style', 'margin:0 0 1rem;font-size:16px;color:#ff9aa0');
  panel.appendChild(title);
  for (const d of diagnostics) {
    const item = document.createElement('pre');
    item.className = 'docsgen-dev-problem';
    item.setAttribute('style', 'white-space:pre-wrap;margin:0 0 1rem');
    item.textContent = `${d.severity} [${d.code}] ${formatLocation(d)}\n  ${d.message}${d.hint ? `\n  fix: ${d.hint}` : ''}`;
    panel.appendChild(item);
  }
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

function apply(message: LiveMessage): void {
  const hooks = window.__docsgen;
  switch (message.type) {
    case 'problems':
      return showOverlay(message.diagnostics);
    case 'ok':
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
