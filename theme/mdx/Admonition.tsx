/**
 * `@theme/Admonition`: Docusaurus' `<Admonition type="tip" title="…" icon={…}>`, drawn like `:::tip`.
 * Docusaurus' legacy type names map to today's; any other type throws (reported at the page by the bridge), unless
 * `custom` says it is a keyword the site's config adds (`markdown.admonitions.keywords`, passed by `:::release`
 * directives), drawn like a note with a class of its own.
 */
import type { ReactNode } from 'react';
import { Admonition as AdmonitionBox } from '../markdown/Admonition.js';

const TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important'];
/** Infima's colour names, which Docusaurus still accepts as types, titled with their own names when untitled. */
const ALIASES: Record<string, string> = { secondary: 'note', success: 'tip' };

export interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  /** The type is an admonition keyword of the site's config (`markdown.admonitions`), not a built-in type. */
  custom?: boolean;
  /** Drawn without its heading (VitePress' `::: tip {no-title}`). */
  bare?: boolean;
  /** An anchor for the box (`::: tip Title {#id}`). */
  id?: string;
  children?: ReactNode;
}

export default function Admonition({ type = 'note', title, icon, custom, bare, id, children }: AdmonitionProps) {
  const kind = ALIASES[type] ?? type;
  if (!TYPES.includes(kind) && !custom) {
    throw new Error(`<Admonition type="${type}"> is not a known type. Use one of ${TYPES.map((t) => `"${t}"`).join(', ')}.`);
  }
  return (
    <AdmonitionBox
      kind={kind}
      title={title ?? (ALIASES[type] ? type.charAt(0).toUpperCase() + type.slice(1) : undefined)}
      icon={icon}
      bare={bare}
      {...(id ? { id } : {})}
    >
      {children}
    </AdmonitionBox>
  );
}
