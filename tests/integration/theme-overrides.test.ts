/**
 * A site overriding theme components from theme-overrides/ (tests/fixtures/theme-overrides): the Footer replaced and
 * the Admonition wrapped, built with --strict, in the page HTML and the browser bundle; `docsgen swizzle` in both
 * modes (its copies build, it never overwrites, an unknown name lists the names); an override that does not
 * compile or throws is a located error; `docsgen dev` re-renders when an override changes.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { build, type BuildResult } from '../../src/session/build.js';
import { swizzle } from '../../src/cli/swizzle.js';

const fixture = () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-overrides-'));
  cpSync(path.resolve('tests/fixtures/theme-overrides'), root, { recursive: true });
  return root;
};
const footerOf = (html: string | undefined) => /<footer[\s\S]*?<\/footer>/.exec(html ?? '')?.[0] ?? '';
const appScript = (result: BuildResult, html: string) => result.files!.text(/<script type="module" src="\/([^"]+)"/.exec(html)![1]!)!;

describe('a site overriding theme components', () => {
  let result: BuildResult;
  const text = (file: string) => result.files!.text(file)!;

  beforeAll(async () => {
    result = await build({ root: fixture(), strict: true, inMemory: true, workers: 0 });
  });

  it('builds with --strict and renders the replaced Footer on every page', () => {
    expect(result.diagnostics).toEqual([]);
    for (const file of ['index.html', 'mdx-page.html', '404.html']) {
      expect(footerOf(text(file)), file).toContain('class="lantern-footer"');
      expect(text(file), file).not.toContain('class="footer"');
    }
  });

  it('draws :::tip and MDX <Admonition> through the wrapper, around the original box', () => {
    expect(text('index.html')).toMatch(/<div class="lantern-admonition" data-type="tip"><div class="admonition admonition-tip"[\s\S]*Carry a spare wick/);
    expect(text('mdx-page.html')).toMatch(
      /<div class="lantern-admonition" data-type="warning"><div class="admonition admonition-warning" role="note" aria-label="Hot glass"/,
    );
  });

  it('ships the replaced Footer in the browser bundle, so it hydrates', () => {
    const script = appScript(result, text('index.html'));
    expect(script).toContain('lantern-footer');
    expect(script).not.toContain('footer-columns');
  });

  it("links the override's own CSS (a CSS module) in the theme's style sheet, with the same class names", () => {
    const html = text('index.html');
    const sheet = text(/<link rel="stylesheet" href="\/(assets\/style-[^"]+\.css)"/.exec(html)![1]!);
    const counted = /class="lantern-count ([\w-]+)"/.exec(html)![1]!;
    expect(sheet).toContain(`.${counted}{letter-spacing:.31em}`);
    expect(sheet).toContain('.admonition'); // still the theme's own styles too
    expect([...result.files!.files.keys()].filter((f) => /^assets\/app-.*\.css$/.test(f))).toEqual([]);
  });
});

describe('docsgen swizzle', () => {
  it('ejects a copy that builds, writes a wrapper, and never overwrites', async () => {
    const root = fixture();
    const ejected = swizzle(root, 'Navbar');
    expect(ejected.ok).toBe(true);
    const navbar = path.join(root, 'theme-overrides/Navbar.tsx');
    const source = readFileSync(navbar, 'utf8');
    expect(source).toContain("from '@docsgen/theme/components/Link.js'");
    expect(source).not.toMatch(/from '\.\.?\//);
    expect(source).toMatch(/export default Navbar;\n$/);
    writeFileSync(navbar, source.replace('className="navbar"', 'className="navbar lantern-navbar"'));

    const wrapped = swizzle(root, 'DocItem/Footer', { wrap: true });
    expect(wrapped).toMatchObject({ ok: true, file: 'theme-overrides/DocItem/Footer.tsx' });
    const wrapper = path.join(root, 'theme-overrides/DocItem/Footer.tsx');
    expect(readFileSync(wrapper, 'utf8')).toContain("import Original from '@theme-original/DocItem/Footer';");
    writeFileSync(
      wrapper,
      readFileSync(wrapper, 'utf8').replace('<Original {...props} />', '<p className="lantern-doc-footer">Wrapped</p>\n      <Original {...props} />'),
    );

    const again = swizzle(root, 'Navbar', { wrap: true });
    expect(again).toMatchObject({ ok: false, diagnostics: [{ code: 'swizzle-file-exists', file: 'theme-overrides/Navbar.tsx' }] });
    expect(readFileSync(navbar, 'utf8')).toContain('lantern-navbar');
    expect(swizzle(root, 'Footer')).toMatchObject({ ok: false, diagnostics: [{ code: 'swizzle-file-exists', file: 'theme-overrides/Footer.tsx' }] });

    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(result.diagnostics).toEqual([]);
    const html = result.files!.text('index.html')!;
    expect(html).toContain('class="navbar lantern-navbar"');
    expect(html).toMatch(/<p class="lantern-doc-footer">Wrapped<\/p>/);
    expect(appScript(result, html)).toContain('lantern-navbar');
  });

  it('names the closest component and lists them all for an unknown name', () => {
    const result = swizzle(fixture(), 'Foter');
    expect(result.ok).toBe(false);
    const [problem] = (result as { diagnostics: { code: string; hint: string }[] }).diagnostics;
    expect(problem!.code).toBe('swizzle-unknown-component');
    expect(problem!.hint).toMatch(/^Did you mean `Footer`\?/);
    expect(problem!.hint).toContain('`Admonition`');
  });
});

describe('a theme override that fails', () => {
  it('that does not compile: a located error, no output', async () => {
    const root = fixture();
    writeFileSync(path.join(root, 'theme-overrides/Footer.tsx'), 'export default function Footer() {\n  return (\n    <footer>{ oops </footer>\n  );\n}\n');
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toMatchObject([{ code: 'theme-override-failed', severity: 'error', file: 'theme-overrides/Footer.tsx', line: 3 }]);
  });

  it('that throws while rendering: a located error naming its line', async () => {
    const root = fixture();
    writeFileSync(
      path.join(root, 'theme-overrides/Footer.tsx'),
      "export default function Footer() {\n  const parts: string[] | undefined = undefined;\n  return <footer>{parts!.join(', ')}</footer>;\n}\n",
    );
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toMatchObject([{ code: 'theme-override-threw', severity: 'error', file: 'theme-overrides/Footer.tsx', line: 3 }]);
  });

  it('a file named like no component: a warning with the closest name', async () => {
    const root = fixture();
    writeFileSync(path.join(root, 'theme-overrides/Navbr.tsx'), 'export default function Navbr() { return null; }\n');
    const result = await build({ root, strict: false, inMemory: true, workers: 0 });
    expect(result.diagnostics).toMatchObject([{ code: 'theme-override-unknown', severity: 'warning', file: 'theme-overrides/Navbr.tsx' }]);
    expect(result.diagnostics[0]!.hint).toContain('`Navbar`');
  });
});

describe('theme overrides in docsgen dev', () => {
  it('re-renders every page and re-bundles the client when an override changes', async () => {
    const { DevSite } = await import('../../src/dev/dev-site.js');
    const root = fixture();
    const dev = new DevSite(root, { devScriptPath: '/__docsgen/dev-client.js' });
    // Its background pass stops with the test, before the site's folder goes.
    onTestFinished(() => dev.close());
    expect((await dev.start()).ok).toBe(true);
    const page = async () => String(await dev.files.get('index.html'));
    expect(footerOf(await page())).toContain('Lantern footer');
    const footer = path.join(root, 'theme-overrides/Footer.tsx');
    writeFileSync(footer, readFileSync(footer, 'utf8').replace('Lantern footer', 'Edited footer'));
    const outcome = await dev.update([footer]);
    expect(outcome.ok).toBe(true);
    expect(outcome.action).toEqual({ type: 'reload' });
    expect(footerOf(await page())).toContain('Edited footer');
    expect(footerOf(String(await dev.files.get('mdx-page.html')))).toContain('Edited footer');
    const script = /<script type="module" src="\/([^"]+)"/.exec(await page())![1]!;
    expect(String(Buffer.from((await dev.files.get(script)) as Uint8Array))).toContain('Edited footer');

    // A broken edit is reported where it is, and the last good output stays.
    writeFileSync(footer, 'export default function Footer() {\n  return <footer>{</footer>;\n}\n');
    const broken = await dev.update([footer]);
    expect(broken.ok).toBe(false);
    expect(broken.diagnostics).toMatchObject([{ code: 'theme-override-failed', file: 'theme-overrides/Footer.tsx', line: 2 }]);
    expect(footerOf(await page())).toContain('Edited footer');
  });
});

describe("a migrated Docusaurus site's src/theme", () => {
  it('is left alone: components swizzled for Docusaurus do not become overrides', async () => {
    const root = fixture();
    mkdirSync(path.join(root, 'src/theme/NotFound'), { recursive: true });
    writeFileSync(
      path.join(root, 'src/theme/NotFound/index.js'),
      "import Layout from '@theme/Layout';\nexport default function NotFound() { return <Layout>Lost</Layout>; }\n",
    );
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(result.diagnostics).toEqual([]);
    expect(result.files!.text('404.html')).not.toContain('Lost');
  });
});
