import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './tests/support/slow-first-sequencer.js';

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    globalSetup: ['./tests/support/global-setup.ts'],
    sequence: { sequencer: SlowFirstSequencer },
    // Timeouts only catch what never ends: generous, so that a loaded machine (a full run took 38 min under load)
    // passes too. No test asserts how long something took; timings are the bench's.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    // A poll waits for what must happen: with half a minute of grace, a busy machine still gets there.
    expect: { poll: { timeout: 30_000 } },
    // Browser and build tests are heavy; two workers match the 2-core machines this runs on.
    maxWorkers: 2,
  },
});
