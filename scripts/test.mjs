// `npm test`: compiles dist/ (the tests start the built CLI), then runs the static checks and the test suite side by
// side. The suite spends a third of its time waiting (browsers, child processes, servers), so the checks run at a
// lower priority beside it and take the cores it leaves idle instead of running before it. The suite prints as it
// goes; the checks' output is printed whole when the suite ends. Exits 1 when either failed, after both have run, so
// one run shows every problem. It changes no source file.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The lowest: the checks take what the suite leaves idle. At 10 they still slowed the browser tests that start with
 * them (the tarball's 87.6 s became 137.4 s).
 */
const CHECKS_NICENESS = 19;

/** `npm run checks` as package.json has it (`node scripts/static-checks.mjs <script>…`), run here without npm around it. */
const [runner, ...checksArgs] = JSON.parse(readFileSync('package.json', 'utf8')).scripts.checks.split(/\s+/);
if (runner !== 'node') throw new Error(`scripts/test.mjs expects the checks script to run node, not ${runner}`);

const compiled = spawnSync(process.execPath, ['scripts/build-lib.mjs'], { stdio: 'inherit' });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

/** Runs `args` with node, resolving with whether it exited 0 and, when `quiet`, its output. */
function run(args, { quiet = false, niceness = 0 } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...(niceness ? { DOCSGEN_CHECKS_NICENESS: String(niceness) } : {}) },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(output).toString('utf8') }));
  });
}

const [checks, suite] = await Promise.all([
  run(checksArgs, { quiet: true, niceness: CHECKS_NICENESS }),
  run(['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)]),
]);
process.stdout.write(`\nStatic checks (run beside the tests):\n${checks.output}`);
if (!checks.ok || !suite.ok) {
  console.error(`npm test failed: ${[!checks.ok && 'the static checks', !suite.ok && 'the tests'].filter(Boolean).join(' and ')}`);
  process.exit(1);
}
