/**
 * Test hook, and nothing else: lets a test stop the writing of an output folder at one named step, the same way
 * every run, instead of racing a `kill -9` against the clock. The steps are called by the output sinks and the
 * commit journal (output-commit.ts). Unless `DOCSGEN_TEST_OUTPUT_FAULT` is set (no real run sets it),
 * `reachOutputStep` does nothing. Must not be used to change what a build writes.
 *
 * `DOCSGEN_TEST_OUTPUT_FAULT=<action>@<step>[:<n>]`, the n-th time (default the first) the step is reached:
 * - `kill`: the process sends itself SIGKILL (as `kill -9` would), leaving everything as it is at that step;
 * - an error code such as `ENOSPC`, `EDQUOT`, `EROFS` or `EACCES`: the step throws the error a failing file
 *   system call would, with that code (meant for the steps where a real call can fail: `stage`, `journal`,
 *   `in-place-backup`, `in-place-move`, `in-place-removal`; after `swap-placed` the new folder is in place already).
 */

/** Where a fault may be injected, in the order a build reaches them. */
export const OUTPUT_STEPS = [
  /** Before each file a sink writes, copies or links into its staging folder. */
  'stage',
  /** Before the commit journal is written beside the output folder. */
  'journal',
  /** After it is written, before the output folder is touched. */
  'journaled',
  /** Whole-folder swap: after the output folder was renamed aside, before the new one is renamed in. */
  'swap-aside',
  /** Whole-folder swap: after the new folder was renamed in, before the old one is deleted. */
  'swap-placed',
  /** In-place update: after each file of the output it replaces or removes was linked into the backup folder. */
  'in-place-backup',
  /** In-place update: after each staged file was moved into the output folder. */
  'in-place-move',
  /** In-place update: after each file the new site no longer has was removed. */
  'in-place-removal',
  /** After a start (build or serve) has recovered the output folder from an interrupted commit. */
  'recovered',
] as const;

export type OutputStep = (typeof OUTPUT_STEPS)[number];

const FAULT_VARIABLE = 'DOCSGEN_TEST_OUTPUT_FAULT';

interface OutputFault {
  /** `kill`, or the error code to throw. */
  action: string;
  step: OutputStep;
  /** Which time the step is reached (1 = the first). */
  times: number;
}

let fault: OutputFault | null | undefined;
const reached = new Map<OutputStep, number>();

function readFault(value: string | undefined): OutputFault | null {
  const match = /^(kill|E[A-Z]+)@([a-z-]+)(?::(\d+))?$/.exec(value ?? '');
  if (!match || !(OUTPUT_STEPS as readonly string[]).includes(match[2]!)) return null;
  return { action: match[1]!, step: match[2] as OutputStep, times: Number(match[3] ?? 1) };
}

/** Called at each step (`file`: the path being written, for an injected error). Does nothing unless a test set a fault. */
export function reachOutputStep(step: OutputStep, file?: string): void {
  if (fault === undefined) fault = readFault(process.env[FAULT_VARIABLE]);
  if (fault === null || fault.step !== step) return;
  const times = (reached.get(step) ?? 0) + 1;
  reached.set(step, times);
  if (times !== fault.times) return;
  if (fault.action === 'kill') process.kill(process.pid, 'SIGKILL');
  const error: NodeJS.ErrnoException = new Error(`${fault.action}: simulated by ${FAULT_VARIABLE} at ${step}${file ? `, '${file}'` : ''}`);
  error.code = fault.action;
  error.syscall = 'write';
  if (file !== undefined) error.path = file;
  throw error;
}
