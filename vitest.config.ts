import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './tests/support/slow-first-sequencer.js';

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    globalSetup: ['./tests/support/global-setup.ts'],
    sequence: { sequencer: SlowFirstSequencer },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Browser and build tests are heavy; two workers match the 2-core machines this runs on.
    maxWorkers: 2,
  },
});
