/**
 * `docsgen dev` on a site with locales and versions (tests/fixtures/i18n-versions): every variant is served, an edit
 * of a default-locale page reaches its untranslated copies in the other locales, an edit under versioned_docs/ is
 * picked up, and a missing page under a locale gets that locale's 404 page. On a site with two docs instances
 * (tests/fixtures/docs-instances), an edit in the other instance's folder is picked up too. Runs the real CLI in a
 * child process.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startCli, type CliServer } from '../support/cli-process.js';

const root = mkdtempSync(path.join(tmpdir(), 'docsgen-dev-variants-'));
cpSync(path.resolve('tests/fixtures/i18n-versions'), root, { recursive: true });
const instancesRoot = mkdtempSync(path.join(tmpdir(), 'docsgen-dev-instances-'));
cpSync(path.resolve('tests/fixtures/docs-instances'), instancesRoot, { recursive: true });
let server: CliServer | null = null;
afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
  rmSync(instancesRoot, { recursive: true, force: true });
});

const append = (file: string, text: string) => writeFileSync(path.join(root, file), readFileSync(path.join(root, file), 'utf8') + text);
const page = async (route: string) => (await fetch(`${server!.url}${route}`)).text();

describe('docsgen dev with locales and versions', () => {
  it('serves every variant and follows edits to the docs folder and to a released version', async () => {
    server = await startCli(['dev'], root);
    expect(await page('/fr/next/guides/configure')).toContain('class="untranslated-notice"');
    expect(await page('/ar/intro')).toContain('<html lang="ar" dir="rtl"');

    append('docs/guides/configure.md', '\nThe lanternfresh paragraph.\n');
    await expect.poll(() => page('/fr/next/guides/configure')).toContain('lanternfresh');
    expect(await page('/next/guides/configure')).toContain('lanternfresh');
    expect(await page('/guides/configure')).not.toContain('lanternfresh');

    append('versioned_docs/version-1.0/intro.md', '\nThe lanternolder paragraph.\n');
    await expect.poll(() => page('/1.0/intro')).toContain('lanternolder');

    const missing = await fetch(`${server.url}/fr/nowhere`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<html lang="fr"');
  });
});

describe('docsgen dev with two docs instances', () => {
  it("serves both instances and follows an edit in the other instance's folder", async () => {
    await server?.stop();
    server = await startCli(['dev'], instancesRoot);
    expect(await page('/community/next/intro')).toContain('harbortide');
    writeFileSync(path.join(instancesRoot, 'community/support.md'), '# Support\n\nThe harborfresh desk.\n');
    await expect.poll(() => page('/community/next/support')).toContain('harborfresh');
    expect(await page('/docs/intro')).toContain('href="/community/next/intro#ask-a-question"');
  });
});
