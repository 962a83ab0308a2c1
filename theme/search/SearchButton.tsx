/**
 * The navbar search button and the keyboard shortcuts that open search: Ctrl+K (Command+K on Apple devices)
 * and "/". Typing a character while the button has focus opens search with that character. Shortcuts are
 * ignored while typing in an input, select or textarea. Hovering or focusing the button starts loading the
 * search code and index; the modal itself is a separate chunk.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SearchSettings } from '../../core/route-data.js';

const SearchModal = lazy(() => import('./SearchModal.js'));

function isApple(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
}

export function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || !element.tagName) return false;
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
}

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
  const openModal = (text?: string) => {
    returnFocus.current = document.activeElement as HTMLElement | null;
    initial.current = text ?? query.current;
    setOpen(true);
  };
  useEffect(() => {
    setApple(isApple());
    const onKey = (event: KeyboardEvent) => {
      if (open) return;
      const modifier = isApple() ? event.metaKey : event.ctrlKey;
      if (event.key === 'Escape') {
        query.current = ''; // a second Escape (after the one that closed search) clears the query
        return;
      }
      if (isTypingTarget(event.target)) return;
      if ((event.key === 'k' || event.key === 'K') && modifier && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        openModal();
      } else if (event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey) {
        event.preventDefault();
        openModal();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <button
        type="button"
        className="search-button"
        aria-keyshortcuts={apple ? 'Meta+K /' : 'Control+K /'}
        onMouseEnter={() => preload(settings)}
        onFocus={() => preload(settings)}
        onClick={() => openModal()}
        onKeyDown={(event) => {
          if (event.key.length === 1 && !event.metaKey && !event.ctrlKey && !event.altKey && event.key !== ' ') {
            event.preventDefault();
            openModal(event.key);
          }
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
        </svg>
        <span className="search-button-label">Search</span>
        <span className="search-button-keys" aria-hidden="true">
          <kbd>{apple ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchModal
            settings={settings}
            initialQuery={initial.current}
            onClose={(lastQuery) => {
              query.current = lastQuery;
              setOpen(false);
              returnFocus.current?.focus?.();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
