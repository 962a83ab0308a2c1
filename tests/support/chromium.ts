/**
 * Where Chromium is and how it is started, for tests and for the bench alike (no test-runner imports here, so the
 * bench's scripts can use it): CHROME_PATH, else Debian's /usr/bin/chromium, else the build inside the npm package
 * @sparticuz/chromium.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_FLAGS = [
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

export async function chromeExecutable(): Promise<string> {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const sparticuz = (await import('@sparticuz/chromium')).default;
  return sparticuz.executablePath();
}

/** A headless Chromium; `executablePath` defaults to the one `chromeExecutable()` finds. */
export async function launchChromium(executablePath?: string): Promise<Browser> {
  return chromium.launch({ executablePath: executablePath ?? (await chromeExecutable()), args: CHROMIUM_FLAGS, headless: true });
}
