/**
 * The child process in which `isolated-evaluation.ts` runs one config module: takes the request from the first
 * message on its IPC channel, evaluates the module here (`evaluateInThisProcess`) and sends one reply, the value
 * in transport form or the error, including an error the config throws later from a timer. It is started only by
 * `isolated-evaluation.ts`, as a script; it must not be imported. The parent kills it at the deadline; should the
 * parent be gone (killed itself), a watchdog thread kills it shortly after, even while the config's code loops.
 */
import { Worker } from 'node:worker_threads';
import { evaluateInThisProcess } from './evaluate-module.js';
import type { WebpackReading } from './webpack-settings.js';
import { errorReply, type EvaluationReply, type EvaluationRequest, toTransport } from './evaluation-protocol.js';

function isRequest(message: unknown): message is EvaluationRequest {
  const request = (message ?? {}) as Partial<Record<keyof EvaluationRequest, unknown>>;
  return typeof request.file === 'string' && typeof request.cwd === 'string' && typeof request.timeoutMs === 'number' && typeof request.deadline === 'number';
}

/** After the deadline, the parent has killed this process; this much later, it kills itself in case the parent could not. */
const WATCHDOG_GRACE_MS = 2_000;

/** A thread of its own (the config's code may hold the main thread forever) that kills this process at `at`. */
function startWatchdog(at: number): void {
  const watchdog = new Worker(
    "const { workerData } = require('node:worker_threads'); setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.ms);",
    {
      eval: true,
      workerData: { pid: process.pid, ms: Math.max(0, at - Date.now()) },
    },
  );
  // It never keeps this process alive by itself.
  watchdog.unref();
}

async function evaluate(request: EvaluationRequest): Promise<EvaluationReply> {
  try {
    const compiled = request.compiled ? { file: request.file, output: request.compiled } : undefined;
    let webpack: WebpackReading[] | undefined;
    const value = await evaluateInThisProcess(request.file, {
      timeoutMs: request.timeoutMs,
      cwd: request.cwd,
      deadline: request.deadline,
      compiled,
      ...(request.missingFiles ? { missingFiles: request.missingFiles } : {}),
      ...(request.webpack ? { onWebpack: (readings: WebpackReading[]) => (webpack = readings) } : {}),
    });
    return { kind: 'value', value: toTransport(value), ...(webpack ? { webpack } : {}) };
  } catch (error) {
    return errorReply(error, request.file);
  }
}

const send = process.send?.bind(process);
if (!send) throw new Error('evaluation-child runs only as a child process started by isolated-evaluation.ts');

let file = '';
let replied = false;
const reply = (message: EvaluationReply) => {
  if (replied) return;
  replied = true;
  send(message);
};
// With the CLI gone, nobody waits for the answer.
process.on('disconnect', () => process.exit(0));
// An error the config throws outside the evaluation's calls (in a timer, a rejected promise nobody awaits) would
// end this process with a stack trace on a stderr nobody reads; it is the config's error, so it is the reply.
process.on('uncaughtException', (error) => reply(errorReply(error, file)));
process.on('unhandledRejection', (error) => reply(errorReply(error, file)));
process.once('message', (message) => {
  if (!isRequest(message)) throw new Error('evaluation-child expects the request of isolated-evaluation.ts as its first message');
  file = message.file;
  startWatchdog(message.deadline + WATCHDOG_GRACE_MS);
  void evaluate(message).then(reply);
});
