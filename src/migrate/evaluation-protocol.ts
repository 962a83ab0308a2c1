/**
 * What the two sides of a config evaluation share: the result types (`Opaque` markers, `EvaluateError`), the
 * options, and the messages that cross between the CLI and the child process that runs the config
 * (`isolated-evaluation.ts` ↔ `evaluation-child.ts`). A value crosses in transport form, where an `Opaque` is a
 * `Map` (the plain data of a config never holds one), so nothing the config wrote can pass for a marker; the
 * receiving side rebuilds it from scratch and trusts no shape it did not expect. Pure: must not run or start anything.
 */
import { webpackReadingsFrom, type WebpackReading } from './webpack-settings.js';

/**
 * Where a value of the config can be imported from by site.config.ts: a package as the config named it
 * (`remark-math`, `some-package/sub`) or a code file of the site (absolute), and the members from the module's ES
 * namespace, as `import` sees it: `['default']` for its default export (what `require` gives for a CommonJS module or
 * a package), `['remarkFoo']` for a named one, more for a member of that (`['themes', 'github']`).
 */
export interface Origin {
  from: 'package' | 'file';
  module: string;
  members: readonly string[];
  /** For a file: the packages it (or a relative module it loads) requires, which the site must have installed. */
  needs: readonly string[];
}

/** What else an `Opaque` may know: where it can be imported from, and a function's own name. */
export interface OpaqueDetails {
  origin?: Origin;
  name?: string;
}

/**
 * A value the config computed that cannot be carried as data: a function, or something from a package that was
 * not loaded. A `package` marker with no `origin` is a value computed with the package (a call's result).
 */
export class Opaque {
  /** Where it can be imported from: a package's export, or a function a relative code file exports. */
  declare readonly origin?: Origin;
  /** A function's own name, when it has one. */
  declare readonly name?: string;

  constructor(
    readonly kind: 'function' | 'package' | 'value',
    /** For `package`: the package it came from. */
    readonly source = '',
    details: OpaqueDetails = {},
  ) {
    // Not enumerable: they say where the value came from, not what it is, so markers compare by kind and source.
    if (details.origin) Object.defineProperty(this, 'origin', { value: details.origin });
    if (details.name) Object.defineProperty(this, 'name', { value: details.name });
  }
}

export type EvaluateErrorReason = 'syntax' | 'threw' | 'timeout' | 'out-of-memory' | 'exited';

/** Why a module could not be evaluated. `at` is the file and, for a syntax error, the line and column. */
export class EvaluateError extends Error {
  constructor(
    readonly reason: EvaluateErrorReason,
    message: string,
    readonly at: { file: string; line?: number; column?: number },
    /** For a timeout: the time allowed. */
    readonly ms = 0,
    /** When the code threw: the packages it required that were not installed where it could load them (stand-ins). */
    readonly missing: readonly string[] = [],
  ) {
    super(message);
    this.name = 'EvaluateError';
  }
}

export interface EvaluateOptions {
  /** The whole evaluation (the module, its relative imports, an exported function and its promise). */
  timeoutMs?: number;
  /** `process.cwd()` as the config sees it, and the working folder of the process that runs it. */
  cwd?: string;
  /** The V8 heap the config may fill before it is stopped (old generation, in MB). */
  memoryLimitMb?: number;
  /**
   * A relative file the module requires that is not there (one a build step of the site writes): by default it fails
   * as under Node; `stand-in` gives a stand-in named by the path, so that the rest of the module still reads
   * (`docsgen init`, which says what it could not read).
   */
  missingFiles?: 'throw' | 'stand-in';
  /** Also read what the config's plugins' `configureWebpack` give (a Docusaurus config; see webpack-settings.ts). */
  webpack?: boolean;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MEMORY_LIMIT_MB = 512;

export const timeoutError = (file: string, timeoutMs: number) => new EvaluateError('timeout', `it did not finish within ${timeoutMs} ms`, { file }, timeoutMs);

/** A module as esbuild made it (`compile-module.ts`): CommonJS code, and the source map (JSON) back to the file as written. */
export interface CompiledModule {
  code: string;
  map: string;
}

/**
 * What the CLI asks the child: one module, and the moment (`Date.now()` time) by which it must be done. The CLI
 * compiles a code module while the child starts and hands it over (`compiled`), so the child loads esbuild only
 * for the code files the module requires.
 */
export interface EvaluationRequest {
  file: string;
  cwd: string;
  timeoutMs: number;
  deadline: number;
  compiled: CompiledModule | null;
  missingFiles?: 'throw' | 'stand-in';
  webpack?: boolean;
}

/** The child's one answer: the module's value in transport form, or why it has none. */
export type EvaluationReply =
  | { kind: 'value'; value: unknown; webpack?: unknown }
  | { kind: 'error'; reason: EvaluateErrorReason; message: string; at: { file: string; line?: number; column?: number }; ms: number; missing?: string[] };

const OPAQUE_KINDS: readonly Opaque['kind'][] = ['function', 'package', 'value'];
/** Deeper than the plain data of a config can be (its conversion stops at 64 levels); a deeper reply is cut there. */
const MAX_TRANSPORT_DEPTH = 100;

/** The plain value of a config (arrays, plain objects, primitives and `Opaque` markers) in transport form. */
export function toTransport(value: unknown): unknown {
  if (value instanceof Opaque) {
    const marker = new Map<string, unknown>([
      ['opaque', value.kind],
      ['source', value.source],
    ]);
    if (value.origin) marker.set('origin', { ...value.origin, members: [...value.origin.members], needs: [...value.origin.needs] });
    if (value.name) marker.set('name', value.name);
    return marker;
  }
  if (Array.isArray(value)) return value.map(toTransport);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value))
      Object.defineProperty(out, key, { value: toTransport((value as Record<string, unknown>)[key]), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return value;
}

/** Longest module name, member, package name and function name an origin may hold, and most members and needs. */
const MAX_NAME_CHARS = 1_000;
const MAX_NAMES = 64;

const isName = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_NAME_CHARS;
const names = (value: unknown): string[] | null => (Array.isArray(value) && value.length <= MAX_NAMES && value.every(isName) ? [...value] : null);

/** An origin rebuilt from transport form, or undefined for anything of another shape. */
function originFromTransport(value: unknown): Origin | undefined {
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  const { from, module, members, needs } = value as Record<string, unknown>;
  const memberList = names(members);
  const needList = names(needs);
  if ((from !== 'package' && from !== 'file') || !isName(module) || !memberList?.length || !needList) return undefined;
  return { from, module, members: memberList, needs: needList };
}

function opaqueFromTransport(marker: Map<unknown, unknown>): Opaque {
  const kind = marker.get('opaque');
  const source = marker.get('source');
  if (!OPAQUE_KINDS.includes(kind as Opaque['kind'])) return new Opaque('value');
  const name = marker.get('name');
  const details: OpaqueDetails = { origin: originFromTransport(marker.get('origin')), name: isName(name) ? name : undefined };
  return new Opaque(kind as Opaque['kind'], typeof source === 'string' ? source : '', details);
}

/** The plain value back from transport form, built anew: anything but primitives, arrays, plain objects and markers becomes an opaque value. */
export function fromTransport(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value !== 'object' || depth > MAX_TRANSPORT_DEPTH) return new Opaque('value');
  if (value instanceof Map) return opaqueFromTransport(value);
  if (Array.isArray(value)) return value.map((item) => fromTransport(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return new Opaque('value');
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value))
    Object.defineProperty(out, key, {
      value: fromTransport((value as Record<string, unknown>)[key], depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

/** The reply for an error the evaluation threw: an `EvaluateError` as it is, anything else as its message. */
export function errorReply(error: unknown, file: string): EvaluationReply {
  if (error instanceof EvaluateError)
    return { kind: 'error', reason: error.reason, message: error.message, at: { ...error.at }, ms: error.ms, missing: [...error.missing] };
  const message = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
  return { kind: 'error', reason: 'threw', message, at: { file }, ms: 0 };
}

/** The most packages a reply names as missing (a config requires a handful; the hint lists them). */
const MAX_MISSING_NAMED = 20;

const optionalNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * The module's value from the child's reply, with what its plugins give webpack when asked (checked as data), or the
 * `EvaluateError` it reports (located at `file` when the reply names no place).
 */
export function readReply(reply: unknown, file: string): { value: unknown; webpack: WebpackReading[] } {
  const message = (reply ?? {}) as Partial<Record<string, unknown>>;
  if (message.kind === 'value') return { value: fromTransport(message.value), webpack: webpackReadingsFrom(message.webpack) };
  if (message.kind !== 'error') throw new EvaluateError('threw', 'the process that ran it answered with something docsgen does not understand', { file });
  const reason: EvaluateErrorReason = message.reason === 'syntax' || message.reason === 'timeout' ? message.reason : 'threw';
  const at = (message.at ?? {}) as Partial<Record<string, unknown>>;
  throw new EvaluateError(
    reason,
    typeof message.message === 'string' ? message.message : 'it failed',
    { file: typeof at.file === 'string' ? at.file : file, line: optionalNumber(at.line), column: optionalNumber(at.column) },
    optionalNumber(message.ms) ?? 0,
    Array.isArray(message.missing) ? message.missing.filter((name): name is string => typeof name === 'string').slice(0, MAX_MISSING_NAMED) : [],
  );
}
