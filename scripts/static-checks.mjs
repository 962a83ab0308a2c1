// Runs the repository's static checks side by side: the package.json scripts named on the command line, each
// `a && b` chain split into its independent commands, two at a time on a 2-core machine (the slowest first), each
// command's output printed whole when it ends. Exits 1 when any command failed, after all have run, so one run
// shows every problem. It only runs checks; it never changes a file (formatting is `npm run format`).
import { spawn } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// scripts/test.mjs runs the checks beside the tests at a lower priority, which the commands started here inherit.
if (process.env.DOCSGEN_CHECKS_NICENESS) setPriority(Number(process.env.DOCSGEN_CHECKS_NICENESS));

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
const names = process.argv.slice(2);
const unknown = names.filter((name) => typeof scripts[name] !== 'string');
if (names.length === 0 || unknown.length > 0) {
  console.error(`usage: node scripts/static-checks.mjs <script>…${unknown.length ? ` (not in package.json: ${unknown.join(', ')})` : ''}`);
  process.exit(2);
}

/** Each script's commands, in the order given; a chain's links are independent checks, so they may run at once. */
const commands = names.flatMap((name) => scripts[name].split('&&').map((command) => command.trim()));
/**
 * Seconds each check took on an idle 2-core machine (2026-11-29). The longest start first and each lane takes the
 * next when it is free, so the two lanes end close together: the repository's tsc alone on one, the others on the
 * other (with the times of a clean-clone CI run at a load of 5: 47 s, against the 58 s its short type checks first took).
 * Unknown commands count as 10 s.
 */
const EXPECTED_SECONDS = {
  'tsc -p tsconfig.json': 28,
  'prettier --check': 18,
  'node scripts/build-lib.mjs --types': 15,
  eslint: 14,
  'tsc -p theme/tsconfig.json': 11,
  'tsc -p core/tsconfig.json': 3,
};
const expected = (command) => Object.entries(EXPECTED_SECONDS).find(([start]) => command.startsWith(start))?.[1] ?? 10;
const queue = [...commands].sort((a, b) => expected(b) - expected(a));
const env = { ...process.env, PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH}` };

function run(command) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      process.stdout.write(`${code === 0 ? '✔' : '✖'} ${command} (${seconds} s)\n${text ? `${text}\n` : ''}`);
      resolve(code === 0);
    });
  });
}

const lanes = Math.max(1, Math.min(2, availableParallelism()));
let failed = 0;
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let command = queue.shift(); command !== undefined; command = queue.shift()) if (!(await run(command))) failed++;
  }),
);
if (failed > 0) {
  console.error(`${failed} of ${commands.length} checks failed`);
  process.exit(1);
}
