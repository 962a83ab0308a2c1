/**
 * `@docusaurus/BrowserOnly`: renders its `fallback` on the server and its child function only once mounted in a
 * browser (in a client component's island). Rendered at build time outside an island, nothing ever mounts it: the
 * build warns that its content never shows. No Node or DOM code at import.
 */
import { useContext, type ReactNode } from 'react';
import { MdxContext } from './context.js';
import { useMounted } from './useIsBrowser.js';

export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  const isBrowser = useMounted();
  const { warn, island } = useContext(MdxContext);
  if (!isBrowser && !island)
    warn?.(
      'BrowserOnly',
      `its content shows only in the browser, and the component that renders it runs only while the site is built, so the page shows ${fallback == null ? 'nothing' : 'its fallback'} in its place`,
      "Start the file of the component that renders `<BrowserOnly>` with `'use client'`, which makes it come alive in the browser (its props must then be plain data: text, numbers, lists, objects).",
    );
  return <>{isBrowser ? children() : (fallback ?? null)}</>;
}
