/**
 * `@docusaurus/useIsBrowser`: false while rendering on the server and during hydration, true once mounted, as in
 * Docusaurus, so the first browser render matches the server's HTML.
 */
import { useEffect, useState } from 'react';

export default function useIsBrowser(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
