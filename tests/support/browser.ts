/**
 * Launches a real headless Chromium for end-to-end tests. The executable is resolved once by the global setup
 * (CHROME_PATH, else Debian's /usr/bin/chromium, else the build inside the npm package @sparticuz/chromium).
 */
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromePath'), args: FLAGS, headless: true });
}
