/**
 * `@docusaurus/useIsBrowser`: false while rendering on the server and during hydration, true once mounted, as in
 * Docusaurus, so the first browser render matches the server's HTML. Called at build time outside an island (a
 * component that runs only while the site is built), it is false for good: the build warns that what the component
 * draws in the browser never shows. `useMounted` is the same without the warning, for the theme's own components.
 */
import { useContext, useEffect, useState } from 'react';
import { MdxContext } from './context.js';

export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

export default function useIsBrowser(): boolean {
  const mounted = useMounted();
  const { warn, island } = useContext(MdxContext);
  if (!mounted && !island)
    warn?.(
      'useIsBrowser()',
      'it is false while the site is built, and the component that calls it runs only then, so what that component draws in the browser never shows',
      "Start the file of the component that calls `useIsBrowser()` with `'use client'`, which makes it come alive in the browser (its props must then be plain data: text, numbers, lists, objects).",
    );
  return mounted;
}
