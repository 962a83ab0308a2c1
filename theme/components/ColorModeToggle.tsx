/**
 * The colour-mode button. With `respectPrefersColorScheme` off (the Keel setting) it flips dark and light; with
 * it on it cycles light → dark → system. The choice is kept in localStorage (`theme`; system = no entry) and
 * followed across open tabs.
 */
import { useEffect, useState } from 'react';
import { THEME_STORAGE_KEY } from '../head-script.js';
import type { SiteData } from '../../core/route-data.js';
import { Icon } from './Icon.js';
import { useText } from '../i18n/text.js';

type Mode = 'light' | 'dark';
type Choice = Mode | 'system';

function systemMode(): Mode {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function effective(choice: Choice): Mode {
  return choice === 'system' ? systemMode() : choice;
}

function apply(mode: Mode): void {
  document.documentElement.setAttribute('data-theme', mode);
  document.documentElement.style.colorScheme = mode;
}

function stored(respectSystem: boolean, fallback: Mode): Choice {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    if (value === 'light' || value === 'dark') return value;
  } catch {
    /* storage unavailable */
  }
  return respectSystem ? 'system' : fallback;
}

function save(choice: Choice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    /* storage unavailable: the mode still applies to this page */
  }
}

export function nextChoice(choice: Choice, mode: Mode, respectSystem: boolean): Choice {
  if (!respectSystem) return mode === 'dark' ? 'light' : 'dark';
  return choice === 'light' ? 'dark' : choice === 'dark' ? 'system' : 'light';
}

export function ColorModeToggle({ site }: { site: SiteData }) {
  const { defaultMode: fallback, respectPrefersColorScheme: respectSystem } = site.colorMode;
  // The server renders the default; the real choice is read after hydration so the markup matches.
  const [choice, setChoice] = useState<Choice>(fallback);
  const [mode, setMode] = useState<Mode>(fallback);
  useEffect(() => {
    // What the head script applied, and kept up with other tabs' changes until now.
    const initial = stored(respectSystem, fallback);
    setChoice(initial);
    setMode(effective(initial));
    const sync = () => {
      const next = stored(respectSystem, fallback);
      apply(effective(next));
      setChoice(next);
      setMode(effective(next));
    };
    const onStorage = (event: StorageEvent) => event.key === THEME_STORAGE_KEY && sync();
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onSystem = () => stored(respectSystem, fallback) === 'system' && sync();
    window.addEventListener('storage', onStorage);
    media.addEventListener('change', onSystem);
    return () => {
      window.removeEventListener('storage', onStorage);
      media.removeEventListener('change', onSystem);
    };
  }, [fallback, respectSystem]);
  const next = nextChoice(choice, mode, respectSystem);
  const t = useText();
  const label = t(next === 'dark' ? 'toDark' : next === 'light' ? 'toLight' : 'toSystem');
  return (
    <button
      type="button"
      className="navbar-button color-mode-toggle"
      aria-label={label}
      title={label}
      onClick={() => {
        const mode = effective(next);
        apply(mode);
        save(next);
        setChoice(next);
        setMode(mode);
      }}
    >
      <Icon name={mode === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
