/**
 * The rules of the keys that open search and of the keys typed while it opens: which key presses open it
 * (Ctrl+K, or Command+K on Apple devices, and "/", never while typing in a field), which character a key on
 * the focused search button opens it with, and what a key typed before the dialog's input exists does to the
 * text kept for it (a character is added, Backspace takes the last one away, Escape gives up opening).
 * Pure: no DOM, no React, no timers. opener.ts listens to the keys and applies these rules.
 */

export interface OpenKeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Whether a key press opens search (the caller has checked it did not go to a text field). */
export function opensSearch(press: OpenKeyPress, apple: boolean): boolean {
  const modifier = apple ? press.metaKey : press.ctrlKey;
  if ((press.key === 'k' || press.key === 'K') && modifier && !press.altKey && !press.shiftKey) return true;
  return press.key === '/' && !press.metaKey && !press.ctrlKey && !press.altKey;
}

/** The character a key types, or null for a shortcut, a named key (Enter, Tab, arrows…) or a dead key. */
export function typedCharacter(press: OpenKeyPress): string | null {
  if ([...press.key].length !== 1) return null;
  // Ctrl+Alt is AltGr on Windows layouts, which types characters
  if (press.metaKey || (press.ctrlKey && !press.altKey)) return null;
  return press.key;
}

/**
 * The character a key on the focused search button opens search with: not Space (it presses the button) nor
 * "/" (the shortcut, which opens search with the last query).
 */
export function buttonCharacter(press: OpenKeyPress): string | null {
  if (press.key === ' ' || press.key === '/' || press.altKey) return null;
  return typedCharacter(press);
}

export type EarlyKey = { type: 'text'; text: string } | { type: 'cancel' } | { type: 'pass' };

/**
 * What a key typed after search was asked to open, but before its input took focus, does to the text kept for
 * the input: the text with the key applied, a cancel (Escape), or pass (the key is left to the page).
 */
export function earlyKey(text: string, press: OpenKeyPress): EarlyKey {
  if (press.key === 'Escape') return { type: 'cancel' };
  if (press.key === 'Backspace' && !press.ctrlKey && !press.metaKey && !press.altKey) return { type: 'text', text: [...text].slice(0, -1).join('') };
  const character = typedCharacter(press);
  return character === null ? { type: 'pass' } : { type: 'text', text: text + character };
}
