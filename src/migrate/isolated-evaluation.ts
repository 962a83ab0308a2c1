/**
 * Runs one config module in a child Node process (`evaluation-child.ts`) and gives back its plain value. The CLI
 * holds the limits: it kills the child when the time allowed passes, whatever the code is doing (a loop in a
 * timer, in a microtask or after an await), and starts it with a capped V8 heap, so a memory bomb ends the child
 * only. Every way the child can end (a reply, a crash, an exit the config called, the kill) becomes an
 * `EvaluateError` with a one-line message, never a stack trace or a crash of the CLI. This bounds time and
 * memory; it is no sandbox: the child runs the site's code with the user's permissions. Must not run the config
 * in this process, nor fall back to doing so when the child cannot be started.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileModule } from './compile-module.js';
import type { WebpackReading } from './webpack-settings.js';
import {
  type CompiledModule,
  DEFAULT_MEMORY_LIMIT_MB,
  DEFAULT_TIMEOUT_MS,
  EvaluateError,
  type EvaluateOptions,
  type EvaluationRequest,
  readReply,
  timeoutError,
} from './evaluation-protocol.js';

/** The end of the child's stderr kept to tell a heap exhaustion from another crash. */
const STDERR_TAIL_CHARS = 8_192;
/** What V8 prints when the heap limit is reached (`Reached heap limit Allocation failed - JavaScript heap out of memory`). */
const HEAP_EXHAUSTED = /JavaScript heap out of memory/;

interface ChildScript {
  file: string;
  /** Node flags the script needs to start (a TypeScript loader when it runs from sources). */
  loaderFlags: string[];
}

/**
 * Where the test setup, having made dist/ current, points runs from the TypeScript sources at dist's compiled child:
 * it starts in a fraction of the time the source takes through tsx, and is the script users run.
 */
export const COMPILED_CHILD_ENV = 'DOCSGEN_EVALUATION_CHILD';

/**
 * The compiled child script beside this module in dist/; from the TypeScript sources (tests), the compiled script
 * COMPILED_CHILD_ENV names, else the .ts file run through tsx. Null when none is there.
 */
function childScript(): ChildScript | null {
  const compiled = fileURLToPath(new URL('./evaluation-child.js', import.meta.url));
  if (existsSync(compiled)) return { file: compiled, loaderFlags: [] };
  const named = process.env[COMPILED_CHILD_ENV];
  if (named && existsSync(named)) return { file: named, loaderFlags: [] };
  const source = fileURLToPath(new URL('./evaluation-child.ts', import.meta.url));
  if (!existsSync(source)) return null;
  try {
    return { file: source, loaderFlags: ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href] };
  } catch {
    return null;
  }
}

/** Why a child that gave no reply ended: the heap limit, an exit (the config reached the real `process.exit`), or a signal. */
function endedWithoutReply(file: string, code: number | null, signal: NodeJS.Signals | null, stderrTail: string, memoryLimitMb: number): EvaluateError {
  if (HEAP_EXHAUSTED.test(stderrTail))
    return new EvaluateError('out-of-memory', `it ran out of memory (the limit is ${memoryLimitMb} MB of JavaScript heap)`, { file });
  const how = signal ? `was ended by ${signal}` : `exited with code ${code}`;
  return new EvaluateError('exited', `the process running it ${how} before it gave a value`, { file });
}

const couldNotStart = (file: string, error: unknown) =>
  new EvaluateError('threw', `docsgen could not start a separate process to run it: ${error instanceof Error ? error.message : String(error)}`, { file });

/**
 * Evaluates `file` in a child process under the time limit (default 10 s, counted from this call, the child's
 * start included) and the heap limit (default 512 MB). Resolves with the plain value; rejects with `EvaluateError` only.
 */
export function evaluateInChildProcess(file: string, options: EvaluateOptions = {}): Promise<unknown> {
  return evaluateWithReadings(file, options).then((read) => read.value);
}

/** As `evaluateInChildProcess`, with what the config's plugins give webpack when `options.webpack` asks for it. */
export function evaluateWithReadings(file: string, options: EvaluateOptions = {}): Promise<{ value: unknown; webpack: WebpackReading[] }> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const memoryLimitMb = options.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB;
  const script = childScript();
  if (!script)
    return Promise.reject(new EvaluateError('threw', 'docsgen is missing evaluation-child.js, which runs the config (run `npm run build:lib`)', { file }));
  const deadline = Date.now() + timeoutMs;
  const cwd = options.cwd ?? path.dirname(file);

  return new Promise((resolve, reject) => {
    let child: ChildProcess;
    try {
      child = fork(script.file, [], {
        cwd,
        execArgv: [...script.loaderFlags, `--max-old-space-size=${memoryLimitMb}`],
        // Structured clone, so `undefined`, NaN and the markers' Maps cross as they are.
        serialization: 'advanced',
        // The config's own output (console is silenced, but the real process can be reached) never reaches the terminal.
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      });
    } catch (error) {
      reject(couldNotStart(file, error));
      return;
    }
    let settled = false;
    const finish = (outcome: { value: { value: unknown; webpack: WebpackReading[] } } | { error: EvaluateError }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Whatever the child still has going (timers, a loop), it is not needed any more.
      child.kill('SIGKILL');
      if ('error' in outcome) reject(outcome.error);
      else resolve(outcome.value);
    };
    const timer = setTimeout(() => finish({ error: timeoutError(file, timeoutMs) }), Math.max(0, deadline - Date.now()));

    let stderrTail = '';
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      stderrTail = (stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
    });
    // The first message counts: one the config forged through the real process can stand only for its own value.
    child.on('message', (reply) => {
      try {
        finish({ value: readReply(reply, file) });
      } catch (error) {
        finish({ error: error as EvaluateError });
      }
    });
    child.on('error', (error) => finish({ error: couldNotStart(file, error) }));
    // 'close' comes after the IPC channel has delivered every message and stderr has ended.
    child.on('close', (code, signal) => finish({ error: endedWithoutReply(file, code, signal, stderrTail, memoryLimitMb) }));

    // Compiled here while the child starts: the child then loads esbuild only if the module requires a code file.
    let compiled: CompiledModule | null = null;
    try {
      compiled = file.endsWith('.json') ? null : compileModule(file, readFileSync(file, 'utf8'));
    } catch (error) {
      // A syntax error is the answer; a file that cannot be read is left to the child, which reports it as it runs.
      if (error instanceof EvaluateError) return finish({ error });
    }
    const request: EvaluationRequest = {
      file,
      cwd,
      timeoutMs,
      deadline,
      compiled,
      ...(options.missingFiles ? { missingFiles: options.missingFiles } : {}),
      ...(options.webpack ? { webpack: true } : {}),
    };
    child.send(request, (error) => {
      if (error) finish({ error: couldNotStart(file, error) });
    });
  });
}
