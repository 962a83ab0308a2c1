/**
 * `@docusaurus/theme-common`: the hooks components use most, `useColorMode` (the mode is the page's
 * `data-theme`, light at build time) and `ThemeClassNames` (empty class names, for code that only reads them).
 */
import { useEffect, useState } from 'react';

type ColorMode = 'light' | 'dark';

export function useColorMode(): { colorMode: ColorMode; setColorMode(mode: ColorMode): void; isDarkTheme: boolean } {
  const [colorMode, setMode] = useState<ColorMode>('light');
  useEffect(() => {
    const read = () => setMode(document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return { colorMode, isDarkTheme: colorMode === 'dark', setColorMode: (mode) => document.documentElement.setAttribute('data-theme', mode) };
}

export const ThemeClassNames: Record<string, Record<string, string>> = new Proxy({}, { get: () => new Proxy({}, { get: () => '' }) });
