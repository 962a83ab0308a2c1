/**
 * The navbar search button, and the dialog it opens. The keys that open search (Ctrl+K, Command+K on Apple
 * devices, "/") are listened to by opener.ts from before hydration; typing a character while the button has
 * focus opens search with that character, and every key typed until the dialog's input has focus is kept for
 * it. The dialog is a separate chunk, loaded when the page is idle (idle-preload.ts); hovering or focusing the
 * button also starts the search client and (local search) loads the index.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import type { SearchSettings } from '../../core/route-data.js';
import { preloadSearchWhenIdle } from './idle-preload.js';
import { buttonCharacter } from './open-keys.js';
import { attachOpener, isApple, markClosed, requestOpen, takeTyped } from './opener.js';
import { useText } from '../i18n/text.js';

export { isTypingTarget } from './opener.js';

type DialogModule = typeof import('./SearchModal.js');
/** The dialog's module, once loaded. */
let loadedDialog: DialogModule | null = null;
const loadDialog = (): Promise<DialogModule> => import('./SearchModal.js').then((m) => (loadedDialog = m));
const LazySearchModal = lazy(loadDialog);
/**
 * The dialog to render for an opening: the loaded component itself when its chunk is in (a lazy one suspends even
 * then, and React holds a suspended boundary's content back for up to 300 ms), else the lazy one. Chosen once per
 * opening, so the dialog never changes type (and remounts) while it is open.
 */
type DialogComponent = ComponentType<Parameters<DialogModule['default']>[0]>;
const dialogComponent = (): DialogComponent => loadedDialog?.default ?? LazySearchModal;

/** Starts loading the modal chunk, the search client and (local search) the index. */
function preload(settings: SearchSettings): void {
  void loadDialog().then((m) => m.warmUp(settings));
}

export function SearchButton({ settings }: { settings: SearchSettings }) {
  /** The dialog while search is open, else null. */
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const open = Dialog !== null;
  const [apple, setApple] = useState(false);
  const query = useRef('');
  const initial = useRef('');
  const returnFocus = useRef<HTMLElement | null>(null);
  const t = useText();
  useEffect(() => {
    setApple(isApple());
    return attachOpener({
      open(text) {
        returnFocus.current = document.activeElement as HTMLElement | null;
        initial.current = text ?? query.current;
        setDialog(() => dialogComponent());
      },
      cancel: () => setDialog(null),
      escaped() {
        query.current = ''; // a second Escape (after the one that closed search) clears the query
      },
    });
  }, []);
  useEffect(() => preloadSearchWhenIdle(loadDialog, settings.workerUrl), [settings.workerUrl]);
  return (
    <>
      <button
        type="button"
        className="search-button"
        aria-keyshortcuts={apple ? 'Meta+K /' : 'Control+K /'}
        onMouseEnter={() => preload(settings)}
        onFocus={() => preload(settings)}
        onClick={() => requestOpen(null)}
        onKeyDown={(event) => {
          const character = open ? null : buttonCharacter(event);
          if (character === null) return;
          event.preventDefault();
          requestOpen(character);
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
        </svg>
        <span className="search-button-label">{t('search')}</span>
        <span className="search-button-keys" aria-hidden="true">
          {/* Both labels share one box, so the button keeps its width when hydration picks ⌘. */}
          <kbd className={`search-button-modifier${apple ? ' is-apple' : ''}`}>
            <span>Ctrl</span>
            <span>⌘</span>
          </kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {/* At body level, not inside the navbar: a sticky, transformed header would hold the fixed backdrop to its own
          box, and focusing an input inside a header moved off screen scrolls the page. Open only after hydration,
          so document.body is there. */}
      {Dialog
        ? createPortal(
            <Suspense fallback={null}>
              <Dialog
                settings={settings}
                initialQuery={initial.current}
                takeTyped={takeTyped}
                onClose={(lastQuery) => {
                  query.current = lastQuery;
                  markClosed();
                  setDialog(null);
                  returnFocus.current?.focus?.({ preventScroll: true });
                }}
              />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
