/**
 * Launches a real headless Chromium for end-to-end tests. The executable is resolved once by the global setup
 * (see chromium.ts); the bench, which runs outside the test runner, calls `launchChromium()` there directly.
 */
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from './chromium.js';

export async function launchBrowser(): Promise<Browser> {
  return launchChromium(inject('chromePath'));
}
