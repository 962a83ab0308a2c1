/**
 * A key for the value a site's own module (its config, a sidebars file) exported: the same value gives the same key,
 * so that a build can tell whether running the module again gave what it gave last time (an environment variable,
 * the date or a file it reads may change what it exports while its source stays the same). Functions are keyed by
 * their source text, regular expressions by theirs. Null when the value cannot be keyed with certainty (a cycle, a
 * promise, a very large value): the caller then treats the module as changed. Pure.
 */
import { createHash } from 'node:crypto';

/** More parts than this and the value is not keyed (a config is a few thousand at most). */
const MAX_PARTS = 200_000;

class Unkeyable extends Error {}

export function moduleValueKey(value: unknown): string | null {
  const parts: string[] = [];
  const open = new Set<object>();
  const add = (part: string) => {
    if (parts.push(part) > MAX_PARTS) throw new Unkeyable();
  };
  const walk = (item: unknown): void => {
    switch (typeof item) {
      case 'undefined':
        return add('u');
      case 'boolean':
        return add(item ? 't' : 'f');
      case 'number':
        return add(`n${Object.is(item, -0) ? '-0' : String(item)}`);
      case 'bigint':
        return add(`b${item}`);
      case 'string':
        return add(`s${JSON.stringify(item)}`);
      case 'symbol':
        return add(`y${String(item.description)}`);
    }
    if (item === null) return add('z');
    const object = item as object;
    if (open.has(object)) throw new Unkeyable();
    open.add(object);
    if (typeof object === 'function') add(`F${JSON.stringify(Function.prototype.toString.call(object))}`);
    else if (object instanceof Promise || object instanceof WeakMap || object instanceof WeakSet) throw new Unkeyable();
    else if (object instanceof RegExp) add(`r${JSON.stringify(String(object))}`);
    else if (object instanceof Date) add(`d${object.getTime()}`);
    else if (ArrayBuffer.isView(object)) add(`x${Buffer.from(object.buffer, object.byteOffset, object.byteLength).toString('base64')}`);
    else if (object instanceof Map) {
      add(`M${object.size}`);
      for (const [key, entry] of object) {
        walk(key);
        walk(entry);
      }
    } else if (object instanceof Set) {
      add(`S${object.size}`);
      for (const entry of object) walk(entry);
    } else if (Array.isArray(object)) {
      add(`A${object.length}`);
      for (const entry of object) walk(entry);
    } else add(`O${JSON.stringify(Object.getPrototypeOf(object)?.constructor?.name ?? '')}`);
    // Own enumerable properties, in their order (a function's too: a plugin may carry options on itself).
    if (!Array.isArray(object)) {
      for (const key of Object.keys(object)) {
        add(`k${JSON.stringify(key)}`);
        walk((object as Record<string, unknown>)[key]);
      }
    }
    add('.');
    open.delete(object);
  };
  try {
    walk(value);
  } catch {
    // Unkeyable, or a getter that threw: not keyed, so the module counts as changed.
    return null;
  }
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}
