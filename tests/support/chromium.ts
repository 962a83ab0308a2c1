/**
 * Where Chromium is and how it is started, for tests and for the bench alike (no test-runner imports here, so the
 * bench's scripts can use it): CHROME_PATH when it is set, else the build inside the npm package @sparticuz/chromium,
 * whose version package-lock.json pins, so that CI and every machine run the same browser. Debian's
 * (`CHROME_PATH=/usr/bin/chromium`) or any other is used only when asked for; the suite passes with either.
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
  const asked = process.env.CHROME_PATH;
  if (asked) {
    if (!existsSync(asked)) throw new Error(`CHROME_PATH names ${asked}, which does not exist. Unset it to use the pinned Chromium of @sparticuz/chromium.`);
    return asked;
  }
  const sparticuz = (await import('@sparticuz/chromium')).default;
  return sparticuz.executablePath();
}

/** A headless Chromium; `executablePath` defaults to the one `chromeExecutable()` finds. */
export async function launchChromium(executablePath?: string): Promise<Browser> {
  return chromium.launch({ executablePath: executablePath ?? (await chromeExecutable()), args: CHROMIUM_FLAGS, headless: true });
}
