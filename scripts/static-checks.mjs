// Runs the repository's static checks side by side: the package.json scripts named on the command line, each
// `a && b` chain split into its independent commands, two at a time on a 2-core machine (the slowest first), each
// command's output printed whole when it ends. Exits 1 when any command failed, after all have run, so one run
// shows every problem. It only runs checks; it never changes a file (formatting is `npm run format`).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
const names = process.argv.slice(2);
const unknown = names.filter((name) => typeof scripts[name] !== 'string');
if (names.length === 0 || unknown.length > 0) {
  console.error(`usage: node scripts/static-checks.mjs <script>…${unknown.length ? ` (not in package.json: ${unknown.join(', ')})` : ''}`);
  process.exit(2);
}

/** Each script's commands, in the order given; a chain's links are independent checks, so they may run at once. */
const commands = names.flatMap((name) => scripts[name].split('&&').map((command) => command.trim()));
// The type check of the whole repository is the longest by far: started first, it overlaps all the others.
const weight = (command) => (command.startsWith('tsc -p tsconfig.json') ? 2 : command.startsWith('tsc') ? 1 : 0);
const queue = [...commands].sort((a, b) => weight(b) - weight(a));
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
