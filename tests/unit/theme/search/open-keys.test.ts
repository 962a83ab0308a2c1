/** The keys that open search, and what keys typed while it opens do to the text kept for its input. */
import { describe, expect, it } from 'vitest';
import { buttonCharacter, earlyKey, opensSearch, typedCharacter, type OpenKeyPress } from '../../../../theme/search/open-keys.js';

const press = (key: string, mods: Partial<OpenKeyPress> = {}): OpenKeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('keys that open search', () => {
  it('opens on Ctrl+K (Command+K on Apple devices) and "/"', () => {
    expect(opensSearch(press('k', { ctrlKey: true }), false)).toBe(true);
    expect(opensSearch(press('K', { ctrlKey: true }), false)).toBe(true);
    expect(opensSearch(press('k', { metaKey: true }), true)).toBe(true);
    expect(opensSearch(press('k', { metaKey: true }), false)).toBe(false);
    expect(opensSearch(press('k', { ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(opensSearch(press('/'), false)).toBe(true);
    expect(opensSearch(press('/', { ctrlKey: true }), false)).toBe(false);
    expect(opensSearch(press('k'), false)).toBe(false);
  });

  it('opens from the focused button with a typed character, not Space or "/"', () => {
    expect(buttonCharacter(press('c'))).toBe('c');
    expect(buttonCharacter(press('C', { shiftKey: true }))).toBe('C');
    expect(buttonCharacter(press(' '))).toBeNull();
    expect(buttonCharacter(press('/'))).toBeNull();
    expect(buttonCharacter(press('Enter'))).toBeNull();
    expect(buttonCharacter(press('c', { ctrlKey: true }))).toBeNull();
  });

  it('reads characters, including AltGr ones, and not shortcuts or named keys', () => {
    expect(typedCharacter(press(' '))).toBe(' ');
    expect(typedCharacter(press('@', { ctrlKey: true, altKey: true }))).toBe('@');
    expect(typedCharacter(press('v', { ctrlKey: true }))).toBeNull();
    expect(typedCharacter(press('v', { metaKey: true }))).toBeNull();
    expect(typedCharacter(press('Tab'))).toBeNull();
    expect(typedCharacter(press('Dead'))).toBeNull();
  });
});

describe('keys typed before the input exists', () => {
  it('adds characters in order, Backspace takes the last away, Escape cancels, others pass', () => {
    let text = '';
    for (const key of 'burn down') {
      const effect = earlyKey(text, press(key));
      if (effect.type === 'text') text = effect.text;
    }
    expect(text).toBe('burn down');
    expect(earlyKey('burn', press('Backspace'))).toEqual({ type: 'text', text: 'bur' });
    expect(earlyKey('', press('Backspace'))).toEqual({ type: 'text', text: '' });
    expect(earlyKey('burn', press('Escape'))).toEqual({ type: 'cancel' });
    expect(earlyKey('burn', press('ArrowDown'))).toEqual({ type: 'pass' });
    expect(earlyKey('burn', press('k', { ctrlKey: true }))).toEqual({ type: 'pass' });
  });
});
