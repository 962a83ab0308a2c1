import { configDefaults, defineConfig } from 'vitest/config';
import SlowFirstSequencer from './tests/support/slow-first-sequencer.js';

/**
 * React's production build, as a user's `docsgen` runs with (bin/docsgen.js sets it when the shell has none): vitest
 * sets `test` before it reads this file, and every CLI, render thread and in-process build the tests start inherited
 * it, so React rendered with its development build (the Keel docs: 12.6-13.8 CPU-s against 8.3-8.4).
 */
process.env.NODE_ENV = 'production';

const TESTS = ['tests/**/*.test.ts', 'tests/**/*.test.tsx'];
/**
 * Test files that run hostile code in the test process itself (a config that loops until V8's watchdog stops it):
 * each gets a process of its own. Every other file shares its worker with the files before it, which saves
 * importing the pipeline again for each file (a full run: 555 s → 382 s); each file leaves the modules' state as
 * it found it, so the order they run in does not matter.
 */
const OWN_PROCESS = ['tests/unit/src/migrate/evaluate-module.test.ts'];

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    sequence: { sequencer: SlowFirstSequencer },
    // Timeouts only catch what never ends: generous, so that a loaded machine (a full run took 38 min under load)
    // passes too. No test asserts how long something took; timings are the bench's.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    // A poll waits for what must happen: with half a minute of grace, a busy machine still gets there.
    expect: { poll: { timeout: 30_000 } },
    // Browser and build tests are heavy; two workers match the 2-core machines this runs on.
    maxWorkers: 2,
    setupFiles: ['./tests/support/fresh-file-state.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-workers',
          include: TESTS,
          exclude: [...configDefaults.exclude, ...OWN_PROCESS],
          isolate: false,
          globalSetup: ['./tests/support/global-setup.ts'],
        },
      },
      { extends: true, test: { name: 'own-process', include: OWN_PROCESS, isolate: true } },
    ],
  },
});
