/**
 * Launches a real headless Chromium for end-to-end tests: CHROME_PATH, else Debian's /usr/bin/chromium, else
 * the browser shipped inside the npm package @sparticuz/chromium (so `npm test` needs no system install).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

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

async function executablePath(): Promise<string> {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const sparticuz = (await import('@sparticuz/chromium')).default;
  return sparticuz.executablePath();
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await executablePath(), args: FLAGS, headless: true });
}
