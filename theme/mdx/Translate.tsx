/**
 * `@docusaurus/Translate` and `translate()`: a message by its translation id in the page's locale (the site's
 * `code.json`, then the theme's interface strings), else the message as written (`children` or `message`), its
 * `{name}` placeholders filled from `values`. `translate()` is a plain function, not a hook: it reads the
 * messages of the page being rendered, which the build sets around each render (`withTranslations`); in the
 * browser (client components) messages show as written. No Node or DOM code.
 */
import type { ReactNode } from 'react';
import { interpolate, type InterpolateValues } from './Interpolate.js';

let active: Readonly<Record<string, string>> | null = null;

/** Runs `render` with `messages` as the messages `translate()` and `<Translate>` read, then puts the previous ones back. */
export function withTranslations<T>(messages: Readonly<Record<string, string>> | undefined, render: () => T): T {
  const previous = active;
  active = messages ?? null;
  try {
    return render();
  } finally {
    active = previous;
  }
}

function messageOf(id: string | undefined, fallback: string | undefined): string {
  const found = id !== undefined && active ? active[id] : undefined;
  return found ?? fallback ?? id ?? '';
}

export function translate(
  { id, message }: { id?: string; message?: string; description?: string },
  values?: Readonly<Record<string, string | number>>,
): string {
  return interpolate(messageOf(id, message), values) as string;
}

export default function Translate({ id, children, values }: { id?: string; children?: string; description?: string; values?: InterpolateValues }): ReactNode {
  return <>{interpolate(messageOf(id, children), values)}</>;
}
