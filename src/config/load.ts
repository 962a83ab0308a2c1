/**
 * Loads site.config.ts: bundles it with esbuild (resolving `docsgen` to the tiny `define` module), imports the
 * result, and validates it against the schema. Problems come back as diagnostics naming the key path and what
 * was expected. Must not build anything else.
 */
import { typoNeighbours } from '../util/closest-names.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { compileUserModule, importUserModuleWithCode } from './user-module.js';
import type { z } from 'zod';
import { diagnostic, type FactsOf } from '../diagnostics/catalogue.js';
import { BuildFailure, type Diagnostic } from '../diagnostics/diagnostic.js';
import { inlineNavbarIcons } from './navbar-icons.js';
import { customCssProblems } from './site-styles.js';
import { schemaCheckOf } from './schema-issues.js';
import { siteConfigSchema, withDerivedDefaults, type SiteConfig, type UserConfig } from './schema.js';

export const CONFIG_FILE_NAMES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the site root (the folder holding the config file). */
  root: string;
  /** Absolute path of the config file, or null for a config passed in as an object. */
  file: string | null;
  /** The config file's text, used to point diagnostics at a line. */
  source: string;
  /** The config as bundled and run, with the local modules it imports ('' for a config object). */
  bundledCode: string;
}

export function findConfigFile(root: string): string | null {
  for (const name of CONFIG_FILE_NAMES) {
    const candidate = path.join(root, name);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** The temp copy importUserModule runs (`.site.config.<pid>.<time>.mjs`), at a line and column of a stack frame. */
const TEMP_MODULE_FRAME = /\.([\w.-]+?)\.\d+\.\d+\.mjs:(\d+):(\d+)/;

/**
 * Where in `file` (1-based line and column) the error a module threw at run time came from: its stack frame in the
 * temp copy, mapped back through a source map of the same bundle. Null when the stack names no such frame.
 */
async function thrownAt(file: string, error: unknown): Promise<{ line: number; column: number } | null> {
  const frame = TEMP_MODULE_FRAME.exec(String((error as Error | null)?.stack ?? ''));
  if (!frame) return null;
  try {
    const { map } = await compileUserModule(file, true);
    if (!map) return null;
    const entry = new SourceMap(JSON.parse(map) as SourceMapPayload).findEntry(Number(frame[2]) - 1, Number(frame[3]) - 1);
    if (!('originalLine' in entry) || !entry.originalSource || path.resolve(path.dirname(file), entry.originalSource) !== path.resolve(file)) return null;
    return { line: entry.originalLine + 1, column: entry.originalColumn + 1 };
  } catch {
    return null;
  }
}

/** The 1-based line of `source` that imports or requires `specifier`, if any. */
function importLine(source: string, specifier: string): number | undefined {
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(from\\s*|import\\s*\\(?\\s*|require\\s*\\(\\s*)['"]${quoted}(/[^'"]*)?['"]`).exec(source);
  return match ? source.slice(0, match.index).split('\n').length : undefined;
}

/** The problem of a config that bundled but failed when it ran: a package it imports is not installed, or it threw. */
async function runtimeProblem(file: string, rel: string, source: string, error: unknown): Promise<ReturnType<typeof diagnostic>> {
  const temp = /\S*\.[\w.-]+?\.\d+\.\d+\.mjs/g;
  const message = String((error as Error | null)?.message ?? error)
    .split('\n')[0]!
    .replace(temp, rel);
  const missing = /Cannot find (?:package|module) '([^']+)'/.exec(message);
  const code = (error as { code?: string } | null)?.code;
  // ERR_MODULE_NOT_FOUND from an import, MODULE_NOT_FOUND from a require().
  if ((code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && missing) {
    const pkg = missing[1]!.startsWith('@') ? missing[1]!.split('/').slice(0, 2).join('/') : missing[1]!.split('/')[0]!;
    return diagnostic('config-load', 'error', { variant: 'missing-package', pkg }, { file: rel, line: importLine(source, pkg) });
  }
  const at = await thrownAt(file, error);
  if (!at) return diagnostic('config-load', 'error', { variant: 'threw', reason: message, unlocated: true }, { file: rel });
  return diagnostic('config-load', 'error', { variant: 'threw', reason: message }, { file: rel, line: at.line, column: at.column });
}

/** Finds the line of the config file where a key path most likely sits, by searching for its last key. */
export function lineOfKey(source: string, keyPath: readonly PropertyKey[]): number | undefined {
  const key = [...keyPath].reverse().find((k) => typeof k === 'string');
  if (typeof key !== 'string' || !source) return undefined;
  const pattern = new RegExp(`(^|[\\s{,])['"]?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:`, 'm');
  const match = pattern.exec(source);
  if (!match) return undefined;
  return source.slice(0, match.index + match[1]!.length).split('\n').length;
}

/** Whether `line` writes `text` as a whole string, in any of JavaScript's quotes. */
export function writesQuoted(line: string, text: string): boolean {
  return line.includes(`'${text}'`) || line.includes(`"${text}"`) || line.includes(`\`${text}\``);
}

/** A function giving the config line where a quoted value (a doc id, a label) first appears. */
export function quotedValueLines(source: string): (text: string) => number | undefined {
  const lines = source.split('\n');
  return (text) => {
    const i = lines.findIndex((l) => writesQuoted(l, text));
    return i >= 0 ? i + 1 : undefined;
  };
}

/**
 * A function giving the config line where a string value starts, by its first line (a value written over several
 * lines, in a template literal or with `\n` escapes: a footer item's HTML).
 */
export function valueStartLines(source: string): (text: string) => number | undefined {
  const lines = source.split('\n');
  return (text) => {
    const start = text.split('\n')[0]!.slice(0, 60);
    if (!start) return undefined;
    const openings = [`"${JSON.stringify(start).slice(1, -1)}`, `'${start}`, `\`${start}`];
    const i = lines.findIndex((l) => openings.some((opening) => l.includes(opening)));
    return i >= 0 ? i + 1 : undefined;
  };
}

export function formatKeyPath(keyPath: readonly PropertyKey[]): string {
  let out = '';
  for (const k of keyPath) out += typeof k === 'number' ? `[${k}]` : out ? `.${String(k)}` : String(k);
  return out || '(root)';
}

/** The schema under wrappers (default, optional, pipe…), to read its shape. */
function unwrap(schema: z.ZodType): z.ZodType {
  for (let current = schema; ;) {
    const def = (current as unknown as { _zod: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } } })._zod.def;
    if (def.innerType && ['default', 'optional', 'nullable', 'prefault', 'readonly', 'catch'].includes(def.type)) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

/** The keys the config schema allows at a key path (for did-you-mean), or none when it is not an object there. */
function knownKeysAt(keyPath: readonly PropertyKey[]): string[] {
  let schema = unwrap(siteConfigSchema);
  for (const key of keyPath) {
    const def = (schema as unknown as { _zod: { def: { type: string; element?: z.ZodType; shape?: Record<string, z.ZodType> } } })._zod.def;
    const next = def.type === 'array' ? def.element : def.shape?.[String(key)];
    if (!next) return [];
    schema = unwrap(next);
  }
  const shape = (schema as unknown as { _zod: { def: { shape?: Record<string, z.ZodType> } } })._zod.def.shape;
  return shape ? Object.keys(shape) : [];
}

/** The value at `keyPath` in `input`, or undefined where a key on the way is absent. */
function valueAt(input: unknown, keyPath: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of keyPath) value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/** The line of the config that writes the object holding a missing key: its parent's key, or the exported object. */
function lineOfParent(source: string, keyPath: readonly PropertyKey[]): number | undefined {
  if (keyPath.length > 1) return lineOfKey(source, keyPath.slice(0, -1));
  const i = source.split('\n').findIndex((line) => /\b(defineConfig\s*\(|export\s+default\b|module\.exports\s*=)/.test(line));
  return i >= 0 ? i + 1 : undefined;
}

function issueToDiagnostic(issue: z.core.$ZodIssue, file: string, source: string, input: unknown): Diagnostic {
  const keyPath = formatKeyPath(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const parent = issue.path.length ? `${keyPath}.` : '';
    const keys = issue.keys.map((k) => `${parent}${k}`);
    const known = knownKeysAt(issue.path);
    const suggestions = [...new Set(issue.keys.flatMap((key) => typoNeighbours(key, known)))].map((k) => `${parent}${k}`);
    return diagnostic('config-invalid', 'error', { variant: 'unknown-key', keys, suggestions }, { file, line: lineOfKey(source, [issue.keys[0]!]) });
  }
  // A key the config does not write is said missing, at the object that lacks it: searching for its name would find
  // another object's key of that name (`navbar.title` for a missing `title`).
  if (issue.code === 'invalid_type' && issue.path.length > 0 && valueAt(input, issue.path) === undefined) {
    return diagnostic(
      'config-invalid',
      'error',
      { variant: 'missing-key', keyPath, expected: issue.expected },
      { file, line: lineOfParent(source, issue.path) },
    );
  }
  const at = { file, line: lineOfKey(source, issue.path) };
  // The schema's own checks (icon names, locale codes) carry their facts, and the value to find the line by.
  const check = schemaCheckOf(issue);
  if (check) {
    const line = (check.value !== undefined ? quotedValueLines(source)(check.value) : undefined) ?? at.line;
    return diagnostic('config-invalid', 'error', { ...check.facts, keyPath } as FactsOf<'config-invalid'>, { file, line });
  }
  // The schema's own check for the keys the algolia provider needs (`appId`, `apiKey`) words its issues so.
  if (issue.message.endsWith('is missing.')) {
    const key = String(issue.path[issue.path.length - 1]);
    return diagnostic('config-invalid', 'error', { variant: 'missing-search-key', key, keyPath }, at);
  }
  return diagnostic('config-invalid', 'error', { variant: 'wrong-value', keyPath, reason: issue.message }, at);
}

/**
 * The issues to report, a value that fits none of a union's shapes (`false` or `{ provider, … }`; `{ label, href }`
 * or `{ html }`) reported by the shape it comes closest to, at their full key paths, instead of zod's bare "Invalid
 * input" (unless the schema words the union's message). Closest: the fewest problems with the value as a whole (its
 * type, keys the shape does not have), then the fewest problems in all, then the first shape.
 */
function closestIssues(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) => {
    // A union the schema words itself (`error:` on it) keeps its message.
    if (issue.code !== 'invalid_union' || issue.errors.length === 0 || issue.message !== 'Invalid input') return [issue];
    const atRoot = (option: readonly z.core.$ZodIssue[]) => option.filter((inner) => inner.path.length === 0).length;
    const closer = (a: readonly z.core.$ZodIssue[], b: readonly z.core.$ZodIssue[]) => (atRoot(a) !== atRoot(b) ? atRoot(a) < atRoot(b) : a.length < b.length);
    const closest = issue.errors.reduce((best, option) => (closer(option, best) ? option : best));
    return closestIssues(closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })));
  });
}

/** Validates an in-memory config object (used by tests and by `loadConfig`). */
export function validateConfig(input: unknown, file: string, source = ''): SiteConfig {
  const parsed = siteConfigSchema.safeParse(input);
  if (!parsed.success) throw new BuildFailure(closestIssues(parsed.error.issues).map((i) => issueToDiagnostic(i, file, source, input)));
  return withDerivedDefaults(parsed.data);
}

/** `cacheDir`: the build cache folder, where the compiled config is kept between builds (null: none). */
export async function loadConfig(root: string, explicitFile?: string, cacheDir: string | null = null): Promise<LoadedConfig> {
  const file = explicitFile ? path.resolve(root, explicitFile) : findConfigFile(root);
  if (!file || !existsSync(file)) {
    throw new BuildFailure([diagnostic('config-missing', 'error', { root, fileName: CONFIG_FILE_NAMES[0]! })]);
  }
  const rel = path.relative(root, file) || path.basename(file);
  const source = readFileSync(file, 'utf8');
  let exported: unknown;
  let code: string;
  try {
    ({ exported, code } = await importUserModuleWithCode(file, cacheDir));
  } catch (error) {
    const esbuildError = (error as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors?.[0];
    // It bundled, so it failed when it ran: a missing package, or code that threw.
    if (!esbuildError) throw new BuildFailure([await runtimeProblem(file, rel, source, error)]);
    const reason = esbuildError.text;
    throw new BuildFailure([
      diagnostic(
        'config-load',
        'error',
        { variant: 'unloadable', reason },
        {
          file: rel,
          line: esbuildError?.location?.line,
          column: esbuildError?.location ? esbuildError.location.column + 1 : undefined,
        },
      ),
    ]);
  }
  if (exported === undefined) {
    throw new BuildFailure([diagnostic('config-load', 'error', { variant: 'no-default-export' }, { file: rel })]);
  }
  return { config: withNavbarIcons(validateConfig(exported, rel, source), root, rel, source), root, file, source, bundledCode: code };
}

/** The config with its custom navbar icons read and sanitised; a bad icon file or a missing custom CSS file stops the build like a bad key. */
function withNavbarIcons(config: SiteConfig, root: string, file: string, source: string): SiteConfig {
  const lineOf = quotedValueLines(source);
  const inlined = inlineNavbarIcons(config, root, (svgPath) => ({ file, line: lineOf(svgPath) }));
  const problems = [...inlined.diagnostics, ...customCssProblems(config, root, (cssPath) => ({ file, line: lineOf(cssPath) }))];
  if (problems.length) throw new BuildFailure(problems);
  return inlined.config;
}

/** For library users who pass a config object instead of a file. */
export function configFromObject(config: UserConfig, root: string): LoadedConfig {
  return { config: withNavbarIcons(validateConfig(config, '(config object)'), root, '(config object)', ''), root, file: null, source: '', bundledCode: '' };
}
