/**
 * `@docusaurus/BrowserOnly`: renders its `fallback` on the server and its child function only once mounted in a
 * browser (in a client component's island). No Node or DOM code at import.
 */
import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.js';

export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  return <>{useIsBrowser() ? children() : (fallback ?? null)}</>;
}
