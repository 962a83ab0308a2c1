/**
 * The tiny message formatter the theme uses on interface strings: `{name}` placeholders filled from values
 * (a placeholder with no value stays as written). Plural forms are `plural.ts`'s, kept apart so pages that show
 * no count do not load them. No Node, no DOM, no i18n library.
 */

export type TextValues = Readonly<Record<string, unknown>>;

/**
 * The message split at its placeholders: text pieces and the values put in their place, in order (values may be
 * React elements). Empty text pieces are left out, so each piece renders as one text node.
 */
export function messageParts<T>(message: string, values: Readonly<Record<string, T>>): (string | T)[] {
  return message
    .split(/\{(\w+)\}/)
    .map((piece, i) => (i % 2 ? (piece in values ? values[piece]! : `{${piece}}`) : piece))
    .filter((piece) => piece !== '');
}

/** The message with its placeholders filled in, as one string. */
export function formatMessage(message: string, values: TextValues = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
