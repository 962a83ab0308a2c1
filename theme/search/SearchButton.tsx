/**
 * The navbar search button, and the dialog it opens. The keys that open search (Ctrl+K, Command+K on Apple
 * devices, "/") are listened to by opener.ts from before hydration; typing a character while the button has
 * focus opens search with that character, and every key typed until the dialog's input has focus is kept for
 * it. Hovering or focusing the button starts loading the search code and index; the dialog is a separate chunk.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SearchSettings } from '../../core/route-data.js';
import { buttonCharacter } from './open-keys.js';
import { attachOpener, isApple, markClosed, requestOpen, takeTyped } from './opener.js';
import { useText } from '../i18n/text.js';

export { isTypingTarget } from './opener.js';

const SearchModal = lazy(() => import('./SearchModal.js'));

/** Starts loading the modal chunk, the search client and (local search) the index. */
function preload(settings: SearchSettings): void {
  void import('./SearchModal.js').then((m) => m.warmUp(settings));
}

export function SearchButton({ settings }: { settings: SearchSettings }) {
  const [open, setOpen] = useState(false);
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
        setOpen(true);
      },
      cancel: () => setOpen(false),
      escaped() {
        query.current = ''; // a second Escape (after the one that closed search) clears the query
      },
    });
  }, []);
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
      {open ? (
        <Suspense fallback={null}>
          <SearchModal
            settings={settings}
            initialQuery={initial.current}
            takeTyped={takeTyped}
            onClose={(lastQuery) => {
              query.current = lastQuery;
              markClosed();
              setOpen(false);
              returnFocus.current?.focus?.();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
