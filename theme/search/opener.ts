/**
 * Listens, from the moment the page's script runs (before hydration), for the keys that open search, and keeps
 * every key typed from the moment search is asked to open until the dialog's input takes it over: the dialog
 * is a lazily loaded chunk, so without this the first keys would be lost. The rules are in open-keys.ts; this
 * module only listens, calls the mounted search button (or remembers the request until it mounts) and hands
 * the kept text to the dialog. It must not render anything or hold search state beyond that hand-over.
 */
import { earlyKey, opensSearch, type OpenKeyPress } from './open-keys.js';

export interface SearchOpener {
  /** Open the dialog; `initial` is a character typed on the button, null for the last query. */
  open(initial: string | null): void;
  /** Escape came before the dialog: do not open it. */
  cancel(): void;
  /** Escape with search closed (a second Escape clears the last query). */
  escaped(): void;
}

/** After this long without a dialog (its chunk failed or is very slow) keys are left to the page again. */
const KEEP_KEYS_MS = 10_000;

let opener: SearchOpener | null = null;
let pending: { initial: string | null } | null = null;
let open = false;
/** The text typed since search was asked to open; null when no keys are being kept. */
let kept: string | null = null;
let keepTimer: ReturnType<typeof setTimeout> | undefined;

export function isApple(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
}

export function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || !element.tagName) return false;
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
}

function pressOf(event: KeyboardEvent): OpenKeyPress {
  return { key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, shiftKey: event.shiftKey };
}

function stopKeeping(): void {
  window.removeEventListener('keydown', keepKey, true);
  clearTimeout(keepTimer);
}

/** Runs first for every key (capture phase on window) while keys are kept, so no other handler sees them. */
function keepKey(event: KeyboardEvent): void {
  if (kept === null || event.isComposing) return;
  const effect = earlyKey(kept, pressOf(event));
  if (effect.type === 'pass') return;
  event.preventDefault();
  event.stopPropagation();
  if (effect.type === 'text') {
    kept = effect.text;
    return;
  }
  kept = null;
  stopKeeping();
  open = false;
  pending = null;
  opener?.cancel();
}

/** Asks search to open (from a shortcut, a click or a key on the button) and starts keeping typed keys. */
export function requestOpen(initial: string | null): void {
  open = true;
  kept = '';
  stopKeeping();
  window.addEventListener('keydown', keepKey, true);
  keepTimer = setTimeout(stopKeeping, KEEP_KEYS_MS);
  if (opener) opener.open(initial);
  else pending = { initial };
}

/** For the dialog once its input has focus: the text typed since search was asked to open (then keys flow). */
export function takeTyped(): string {
  const text = kept ?? '';
  kept = null;
  stopKeeping();
  return text;
}

/** The dialog closed. */
export function markClosed(): void {
  open = false;
  kept = null;
  stopKeeping();
}

/** The search button, once mounted, takes requests (one made before it mounted is handed over at once). */
export function attachOpener(next: SearchOpener): () => void {
  opener = next;
  if (pending) {
    const { initial } = pending;
    pending = null;
    next.open(initial);
  }
  return () => {
    if (opener !== next) return;
    opener = null;
    markClosed(); // its dialog went with it
  };
}

function onShortcut(event: KeyboardEvent): void {
  if (open) return;
  if (event.key === 'Escape') {
    opener?.escaped();
    return;
  }
  if (isTypingTarget(event.target) || !opensSearch(pressOf(event), isApple())) return;
  event.preventDefault();
  requestOpen(null);
}

if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') window.addEventListener('keydown', onShortcut);
