/**
 * The colour-mode button. Flips dark and light (or cycles light → dark → system when the config respects the
 * system preference), stores the choice in localStorage and follows changes made in other tabs.
 */
import { useEffect, useState } from 'react';
import { THEME_STORAGE_KEY } from '../head-script.js';
import type { SiteData } from '../route-data.js';
import { Icon } from './Icon.js';

type Mode = 'light' | 'dark';

function readDomMode(fallback: Mode): Mode {
  if (typeof document === 'undefined') return fallback;
  const value = document.documentElement.getAttribute('data-theme');
  return value === 'light' || value === 'dark' ? value : fallback;
}

function apply(mode: Mode): void {
  document.documentElement.setAttribute('data-theme', mode);
  document.documentElement.style.colorScheme = mode;
}

export function ColorModeToggle({ site }: { site: SiteData }) {
  const fallback = site.colorMode.defaultMode;
  // The server renders the default; the real mode is read after hydration to keep markup identical.
  const [mode, setMode] = useState<Mode>(fallback);
  useEffect(() => {
    setMode(readDomMode(fallback));
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      const next: Mode = event.newValue === 'light' || event.newValue === 'dark' ? event.newValue : fallback;
      apply(next);
      setMode(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [fallback]);
  const next: Mode = mode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="navbar-button color-mode-toggle"
      aria-label={`Switch to ${next} mode`}
      title={`Switch to ${next} mode`}
      onClick={() => {
        apply(next);
        setMode(next);
        try {
          localStorage.setItem(THEME_STORAGE_KEY, next);
        } catch {
          /* storage may be unavailable (private mode); the mode still applies to this page */
        }
      }}
    >
      <Icon name={mode === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
