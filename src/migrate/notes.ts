/**
 * What the migration tells the user, collected while mapping: settings not carried over and settings carried
 * with a change, as catalogue diagnostics located at their line of the Docusaurus config. Also the careful
 * readers the mapping uses for values that may be anything (a string, a stand-in from a package, a function):
 * a value of the wrong kind is noted, never carried. Pure: no file access.
 */
import { formatKeyPath } from '../config/load.js';
import { diagnostic, type FactsOf, type NotCarriedReason } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { Opaque } from './evaluate-module.js';

/** Where a value sits in the Docusaurus config: `['presets', 0, 1, 'blog']`. */
export type KeyPath = readonly (string | number)[];

export type Plain = Record<string, unknown>;

export const isObject = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Opaque);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class Notes {
  readonly diagnostics: Diagnostic[] = [];
  private readonly seen = new Set<string>();
  /** Per array entry (`themeConfig.navbar.items[2]`), a quoted text of it (its label, its name) to find its line by. */
  private readonly hints = new Map<string, string>();

  constructor(
    /** The Docusaurus config, relative to the site folder. */
    readonly file: string,
    private readonly source: string,
  ) {}

  /** Names the entry at `keyPath` (an index in a list) by a quoted text written in it, to locate notes inside it. */
  hint(keyPath: KeyPath, text: string | undefined): void {
    if (text) this.hints.set(formatKeyPath(keyPath), text);
  }

  /** Where `text` is first written in quotes from `offset` on, or -1. */
  private quoted(text: string, offset: number): number {
    const found = [`'${text}'`, `"${text}"`, `\`${text}`].map((q) => this.source.indexOf(q, offset)).filter((i) => i >= 0);
    return found.length ? Math.min(...found) : -1;
  }

  /** The 1-based line of an offset in the config. */
  private lineAt(offset: number): number {
    return this.source.slice(0, offset).split('\n').length;
  }

  /**
   * The config line of a key path: each key is looked for after the one before it (`presets`, then `docs` after
   * it, then `editUrl`), list entries by their hint, and last, when no hint placed it, the quoted `name`.
   */
  private lineOf(keyPath: KeyPath, name?: string): number | undefined {
    const offset = this.offsetOf(keyPath, name);
    return offset >= 0 ? this.lineAt(offset) : undefined;
  }

  /** Where `lineOf` finds a key path in the config, or -1. */
  private offsetOf(keyPath: KeyPath, name?: string): number {
    let offset = -1;
    let hinted = false;
    for (let i = 0; i < keyPath.length; i++) {
      const key = keyPath[i]!;
      if (typeof key === 'string') {
        const pattern = new RegExp(`(^|[\\s{,])['"]?${escapeRegExp(key)}['"]?\\s*:`, 'gm');
        pattern.lastIndex = Math.max(0, offset);
        const match = pattern.exec(this.source);
        if (!match) break;
        offset = match.index + match[1]!.length;
      } else {
        const hint = this.hints.get(formatKeyPath(keyPath.slice(0, i + 1)));
        const at = hint ? this.quoted(hint, Math.max(0, offset)) : -1;
        if (at >= 0) [offset, hinted] = [at, true];
      }
    }
    if (name && !hinted) {
      // From the start of the line reached: a name may stand before the key that found the line.
      const at = this.quoted(name, offset >= 0 ? this.source.lastIndexOf('\n', offset) + 1 : 0);
      offset = at >= 0 ? at : offset;
    }
    return offset;
  }

  /**
   * The line of entry `index` of the list at `keyPath` when the config writes the list out (`key: [a, [b, {}]]`),
   * else the line of the key. Reads brackets, strings and comments only: good enough to place a note.
   */
  private entryLineOf(keyPath: KeyPath, index: number): number | undefined {
    const key = this.offsetOf(keyPath);
    if (key < 0) return undefined;
    const open = /^[^:]*:\s*\[/.exec(this.source.slice(key));
    const start = open ? entryStart(this.source, key + open[0].length, index) : -1;
    return this.lineAt(start >= 0 ? start : key);
  }

  notCarried(keyPath: KeyPath, reason: NotCarriedReason, name?: string): void {
    const where = formatKeyPath(keyPath);
    if (this.seen.has(`${where}\0${reason}`)) return;
    this.seen.add(`${where}\0${reason}`);
    const facts = name === undefined ? { keyPath: where, reason } : { keyPath: where, reason, name };
    this.diagnostics.push(diagnostic('migrate-not-carried', 'warning', facts, { file: this.file, line: this.lineOf(keyPath, name) }));
  }

  /** An entry of a remark or rehype plugin list left out: `keyPath` is the list, `index` the entry (located at its line). */
  pluginNotCarried(keyPath: KeyPath, index: number, facts: DistributiveOmit<FactsOf<'migrate-plugin-not-carried'>, 'keyPath' | 'index'>): void {
    const full = { ...facts, keyPath: formatKeyPath(keyPath), index } as FactsOf<'migrate-plugin-not-carried'>;
    this.diagnostics.push(diagnostic('migrate-plugin-not-carried', 'warning', full, { file: this.file, line: this.entryLineOf(keyPath, index) }));
  }

  /** `facts` without `keyPath`, which comes from `keyPath`. */
  changed(keyPath: KeyPath, facts: DistributiveOmit<FactsOf<'migrate-changed'>, 'keyPath'>): void {
    const full = { ...facts, keyPath: formatKeyPath(keyPath) } as FactsOf<'migrate-changed'>;
    this.diagnostics.push(diagnostic('migrate-changed', 'warning', full, { file: this.file, line: this.lineOf(keyPath) }));
  }

  /** Notes a value that could not be read: a function, or a value from a package that was not loaded. */
  unreadable(keyPath: KeyPath, value: unknown): void {
    if (value instanceof Opaque && value.kind === 'package') this.notCarried(keyPath, 'computed', value.source);
    else if (value instanceof Opaque && value.kind === 'function') this.notCarried(keyPath, 'function');
    else this.notCarried(keyPath, 'other');
  }

  /** A string, or undefined (noted when something else was there). */
  string(keyPath: KeyPath, value: unknown): string | undefined {
    if (typeof value === 'string') return value;
    if (value !== undefined && value !== null) this.unreadable(keyPath, value);
    return undefined;
  }

  boolean(keyPath: KeyPath, value: unknown): boolean | undefined {
    if (typeof value === 'boolean') return value;
    if (value !== undefined && value !== null) this.unreadable(keyPath, value);
    return undefined;
  }

  number(keyPath: KeyPath, value: unknown): number | undefined {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (value !== undefined && value !== null) this.unreadable(keyPath, value);
    return undefined;
  }

  /** An object, or undefined (noted when something else was there; `false` means "off" and is not noted). */
  object(keyPath: KeyPath, value: unknown): Plain | undefined {
    if (isObject(value)) return value;
    if (value !== undefined && value !== null && value !== false) this.unreadable(keyPath, value);
    return undefined;
  }

  /** Strings only, each other entry noted. */
  strings(keyPath: KeyPath, value: unknown): string[] | undefined {
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value)) {
      this.unreadable(keyPath, value);
      return undefined;
    }
    return value.flatMap((item, i) => this.string([...keyPath, i], item) ?? []);
  }

  /** Notes every key of `object` not in `handled`, with the reason `reasons` gives for it (default `other`). */
  rest(keyPath: KeyPath, object: Plain, handled: readonly string[], reasons: Readonly<Record<string, NotCarriedReason>> = {}): void {
    for (const [key, value] of Object.entries(object)) {
      if (handled.includes(key) || value === undefined) continue;
      this.notCarried([...keyPath, key], reasons[key] ?? 'other');
    }
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * Where element `index` of an array literal starts, from `from` (just after its `[`), or -1: counts the commas
 * outside nested brackets, strings, template literals and comments.
 */
function entryStart(source: string, from: number, index: number): number {
  let depth = 0;
  let element = 0;
  let awaiting = true;
  for (let i = from; i < source.length; i++) {
    const char = source[i]!;
    if (char === '/' && source[i + 1] === '/') {
      i = source.indexOf('\n', i);
      if (i < 0) return -1;
      continue;
    }
    if (char === '/' && source[i + 1] === '*') {
      i = source.indexOf('*/', i + 2) + 1;
      if (i <= 0) return -1;
      continue;
    }
    if (/\s/.test(char)) continue;
    if (awaiting && depth === 0) {
      if (char === ']') return -1;
      if (element === index) return i;
      awaiting = false;
    }
    if (char === '"' || char === "'" || char === '`') {
      for (i++; i < source.length && source[i] !== char; i++) if (source[i] === '\\') i++;
    } else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) {
      if (depth === 0) return -1;
      depth--;
    } else if (char === ',' && depth === 0) {
      element++;
      awaiting = true;
    }
  }
  return -1;
}
