/**
 * Renders `:::note` … `:::danger` admonitions (and GitHub alerts): a labelled note box with an icon and an optional
 * title. `important` (Docusaurus' legacy keyword, GitHub's `[!IMPORTANT]`) is drawn like `info`. Any other kind
 * (a keyword of the site's `markdown.admonitions`) is drawn like `note`, with its own class (`admonition-release`)
 * and, unless it has a title, the kind's name capitalised as its title.
 */
import type { ReactNode } from 'react';
import { useText, type TextKey } from '../i18n/text.js';

/** The interface string of each kind's default title. */
const DEFAULT_TITLES: Record<string, TextKey> = {
  note: 'note',
  tip: 'tip',
  info: 'info',
  warning: 'warning',
  caution: 'caution',
  danger: 'danger',
  important: 'important',
};

/** Kinds drawn with another kind's colours and icon. */
const DRAWN_AS: Record<string, string> = { important: 'info' };

const ICONS: Record<string, string> = {
  note: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z',
  tip: 'M9 21h6v-1H9zm3-19a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z',
  warning: 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z',
  caution: 'M8.3 2h7.4L22 8.3v7.4L15.7 22H8.3L2 15.7V8.3zM11 7v6h2V7zm0 8v2h2v-2z',
  danger: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z',
};

/** `title` and `icon` may be elements when the admonition comes from MDX (`@theme/Admonition`). */
export function Admonition({
  kind,
  title,
  icon,
  bare,
  id,
  children,
}: {
  kind: string;
  /** An anchor for the box (VitePress' `::: tip Title {#in-source-testing}`). */
  id?: string;
  title?: ReactNode;
  icon?: ReactNode;
  /** No heading (VitePress' `{no-title}`). */
  bare?: boolean;
  children?: ReactNode;
}) {
  const t = useText();
  const defaultTitle = DEFAULT_TITLES[kind];
  const builtIn = defaultTitle !== undefined;
  const heading = title || (defaultTitle && t(defaultTitle)) || kind.charAt(0).toUpperCase() + kind.slice(1);
  const look = DRAWN_AS[kind] ?? (builtIn ? kind : 'note');
  return (
    <div
      id={id}
      className={builtIn ? `admonition admonition-${look}` : `admonition admonition-${look} admonition-${kind}`}
      role="note"
      aria-label={typeof heading === 'string' ? heading : undefined}
    >
      {bare ? null : (
        <p className="admonition-heading">
          {icon ?? (
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={ICONS[look] ?? ICONS.note} />
            </svg>
          )}
          <span>{heading}</span>
        </p>
      )}
      <div className="admonition-content">{children}</div>
    </div>
  );
}
