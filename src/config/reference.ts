/**
 * The configuration reference as data: every key path of the config schema (`docs.editUrl`, `docs.versions.*.label`)
 * with its type, its default and its one-sentence description from `key-descriptions.ts`, in the schema's order.
 * docsgen's own website turns these rows into its configuration page, and a key path without a description is
 * listed in `undocumented` so that its build fails (a new key cannot ship unexplained). Reads the schema only: it
 * validates nothing and must not touch the file system.
 */
import type { z } from 'zod';
import { KEY_DESCRIPTIONS, type KeyDescription } from './key-descriptions.js';
import { siteConfigSchema } from './schema.js';

type Schema = z.core.$ZodType;
type Def = Record<string, unknown> & { type: string };

/** One key of the configuration reference. */
export interface ConfigKeyRow {
  /** The key path: `docs.editUrl`; `*` stands for any name in a record (`docs.versions.*.label`). */
  path: string;
  /** Its type as TypeScript would write it: `string`, `'allow' | 'reject'`, `{ label, href }[]`. */
  type: string;
  /** `required`; `none` (may be left out, with no default); `—` for a key of keys (their defaults are theirs); else the default as code (`'build'`, `false`). */
  default: string;
  /** The one-sentence description, or undefined when `key-descriptions.ts` has none. */
  description: string | undefined;
  /** Whether the key holds further keys, listed as rows of their own. */
  hasChildren: boolean;
}

export interface ConfigReference {
  rows: ConfigKeyRow[];
  /** Key paths of the schema with no description: each must get one. */
  undocumented: string[];
  /** Descriptions of key paths the schema no longer has: each must go. */
  stale: string[];
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

const defOf = (schema: Schema): Def => schema._zod.def as unknown as Def;

/** The schema under its wrappers (optional, default, a transform's input, a lazy getter). */
function unwrap(schema: Schema): Schema {
  let at = schema;
  for (;;) {
    const def = defOf(at);
    if (WRAPPERS.has(def.type)) at = def.innerType as Schema;
    else if (def.type === 'pipe') at = def.in as Schema;
    else if (def.type === 'lazy') at = (def.getter as () => Schema)();
    else return at;
  }
}

/** The object schemas a key's value can be (an object, or the object options of a union such as `false | { … }`). */
function objectsOf(schema: Schema): z.ZodObject[] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object') return [inner as unknown as z.ZodObject];
  if (def.type === 'union') return (def.options as Schema[]).flatMap(objectsOf);
  return [];
}

/** Whether a key may be left out of the config: parsing `undefined` succeeds. */
const mayBeLeftOut = (schema: Schema): boolean => (schema as z.ZodType).safeParse(undefined).success;

/** A value as code: `'build'`, `['/tags/**']`, `{ keywords: [] }`. */
export function asCode(value: unknown): string {
  if (value instanceof RegExp) return String(value);
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(asCode).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? `{ ${entries.map(([key, entry]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : asCode(key)}: ${asCode(entry)}`).join(', ')} }` : '{}';
  }
  return String(value);
}

/** The type of a schema as TypeScript would write it, object items shown by their keys (`?` for optional ones). */
export function typeOf(schema: Schema, seen: Set<Schema> = new Set(), shallow = false): string {
  if (seen.has(schema)) return 'item';
  const def = defOf(schema);
  if (def.type === 'lazy') {
    const next = new Set(seen).add(schema);
    return typeOf((def.getter as () => Schema)(), next, shallow);
  }
  if (WRAPPERS.has(def.type)) return typeOf(def.innerType as Schema, seen, shallow);
  if (def.type === 'pipe') return typeOf(def.in as Schema, seen, shallow);
  switch (def.type) {
    case 'string':
      return (def as { format?: string }).format === 'url' ? 'string (URL)' : 'string';
    case 'number':
    case 'boolean':
      return def.type;
    case 'literal':
      return (def.values as unknown[]).map(asCode).join(' | ');
    case 'enum':
      return Object.values(def.entries as Record<string, string>)
        .map(asCode)
        .join(' | ');
    case 'array': {
      const item = typeOf(def.element as Schema, seen);
      return / \| /.test(item) ? `(${item})[]` : `${item}[]`;
    }
    case 'record':
      return `{ [name]: ${typeOf(def.valueType as Schema, seen)} }`;
    case 'union': {
      const options = (def.options as Schema[]).map((option) => typeOf(option, seen, shallow));
      return [...new Set(options)].join(' | ');
    }
    case 'object': {
      // A key whose keys are rows of their own is just an object.
      if (shallow) return 'object';
      const shape = def.shape as Record<string, Schema>;
      const keys = Object.entries(shape).map(([key, value]) => {
        const literal = defOf(value);
        if (key === 'type' && literal.type === 'literal') return `type: ${typeOf(value, seen)}`;
        return mayBeLeftOut(value) ? `${key}?` : key;
      });
      const open = def.catchall !== undefined && defOf(def.catchall as Schema).type !== 'never';
      return `{ ${keys.join(', ')}${open ? ', …' : ''} }`;
    }
    case 'custom':
      return 'custom';
    default:
      return def.type;
  }
}

/** The default of a key as the reference shows it. */
function defaultOf(schema: Schema): string {
  const parsed = (schema as z.ZodType).safeParse(undefined);
  if (!parsed.success) return 'required';
  if (parsed.data === undefined) return 'none';
  return asCode(parsed.data);
}

/** The description for a key path: a string, or `{ description, type }` to name a type the schema cannot (a function). */
function describedAs(path: string, descriptions: Readonly<Record<string, KeyDescription>>): { description?: string; type?: string } {
  const entry = Object.hasOwn(descriptions, path) ? descriptions[path] : undefined;
  if (entry === undefined) return {};
  return typeof entry === 'string' ? { description: entry } : entry;
}

/**
 * The rows of the configuration reference for `schema` (the site config's by default), with `descriptions` (the
 * map of `key-descriptions.ts` by default). Records whose values are objects get a `*` segment; lists are not
 * walked into: their item shape is the type.
 */
export function configReference(
  schema: z.ZodObject = siteConfigSchema,
  descriptions: Readonly<Record<string, KeyDescription>> = KEY_DESCRIPTIONS,
): ConfigReference {
  const rows: ConfigKeyRow[] = [];
  const walk = (object: z.ZodObject, prefix: string) => {
    for (const [key, value] of Object.entries(object.shape as Record<string, Schema>)) {
      const path = prefix + key;
      const objects = objectsOf(value);
      const inner = defOf(unwrap(value));
      const recordOfObjects = inner.type === 'record' ? objectsOf(inner.valueType as Schema) : [];
      const hasChildren = objects.length > 0 || recordOfObjects.length > 0;
      const given = describedAs(path, descriptions);
      rows.push({
        path,
        type: given.type ?? typeOf(value, new Set(), hasChildren),
        default: hasChildren && defaultOf(value) !== 'required' ? '—' : defaultOf(value),
        description: given.description,
        hasChildren,
      });
      for (const child of objects) walk(child, `${path}.`);
      for (const child of recordOfObjects) walk(child, `${path}.*.`);
    }
  };
  walk(schema, '');
  // A key in two options of a union (none today) is listed once.
  const unique = rows.filter((row, index) => rows.findIndex((other) => other.path === row.path) === index);
  const paths = new Set(unique.map((row) => row.path));
  return {
    rows: unique,
    undocumented: unique.filter((row) => !row.description).map((row) => row.path),
    stale: Object.keys(descriptions).filter((path) => !paths.has(path)),
  };
}
