/**
 * A whole MDX site (tests/fixtures/mdx) built with `--strict`: theme components, the site's own components (one
 * of them a client island with its script written), partials with props, `DocCardList` of the page's category,
 * text inside components searchable, Markdown pages still reading raw HTML; and a site without MDX imports
 * pays nothing for them.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/pipeline/build.js';

const article = (html: string | undefined) => /<article[^>]*>([\s\S]*?)<\/article>/.exec(html ?? '')?.[1] ?? '';

describe('an MDX site', () => {
  let result: BuildResult;
  const text = (file: string) => result.files!.text(file);

  beforeAll(async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-mdx-site-'));
    cpSync(path.resolve('tests/fixtures/mdx'), root, { recursive: true });
    result = await build({ root, strict: true, inMemory: true, workers: 0 });
  }, 60_000);

  it('builds every page with --strict and shows no MDX syntax as text', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.pages).toBe(4);
    for (const file of ['index.html', 'guide.html', 'guide/setup.html', 'guide/usage.html']) {
      const body = article(text(file));
      expect(body, file).not.toBe('');
      expect(body, file).not.toMatch(/(^|>)\s*(import|export) |\{\/\*|:::|&lt;(Tabs|TabItem)|\{props\./m);
    }
  });

  it('renders theme components, a partial with its props and a server-only component of the site', () => {
    const body = article(text('index.html'));
    expect(body).toContain('<p class="greeting">Hello, <strong>writer</strong>!');
    expect(body).toContain('Install <strong>npm</strong> with your package manager.');
    expect(body).toMatch(/role="tab"[^>]*>macOS<\/button>/);
    expect(body).toMatch(/admonition-tip[\s\S]*Use the cask for the desktop app/);
    expect(body).toContain('<details class="details"><summary>More about releases</summary>');
    expect(body).toMatch(/code-block-title">quill\.config\.ts<[\s\S]*token keyword">export</);
    expect(body).toContain('There are <!-- -->6<!-- --> releases a year.');
  });

  it('marks the client component as an island and writes its script', () => {
    const body = article(text('index.html'));
    const src = /<docsgen-island data-src="([^"]+)"/.exec(body)?.[1];
    expect(src).toMatch(/^\/assets\/islands\/Counter-[\w-]+\.js$/);
    const script = text(src!.slice(1))!;
    expect(script).toContain('__docsgenReact');
    expect(script).not.toMatch(/react-dom\.production|__SECRET_INTERNALS|createElement\("div"/); // React itself is the page's, not bundled again
    expect(body).toContain('<docsgen-slot style="display:contents">Counting <strong>clicks</strong> since load.</docsgen-slot>');
  });

  it("lists the category's pages in DocCardList, and keeps raw HTML in Markdown pages", () => {
    const cards = article(text('guide.html'));
    expect(cards).toContain('href="/guide/setup"');
    expect(cards).toContain('Install and configure Quill.');
    expect(cards).toContain('href="/guide/usage"');
    expect(article(text('guide/setup.html'))).toContain('<abbr title="HyperText Markup Language">HTML</abbr>');
  });

  it('makes text inside components searchable', () => {
    const contents = (result.records ?? []).filter((r) => r.url.startsWith('/#') || r.url === '/').map((r) => r.content ?? '');
    expect(contents.join(' ')).toContain('Use the cask for the desktop app.');
    expect(contents.join(' ')).toContain('Counting clicks since load.');
  });
});

describe('an MDX site in docsgen dev', () => {
  it('renders the pages again when a component or a partial they import changes', async () => {
    const { DevSite } = await import('../../src/dev/dev-site.js');
    const { readFileSync, writeFileSync } = await import('node:fs');
    const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-mdx-dev-'));
    cpSync(path.resolve('tests/fixtures/mdx'), root, { recursive: true });
    const dev = new DevSite(root, { devScriptPath: '/__docsgen/dev-client.js' });
    expect((await dev.start()).ok).toBe(true);
    const page = () => String(dev.files.get('index.html'));
    expect(dev.componentFiles).toContain(path.join(root, 'components/Greeting.tsx'));

    const greeting = path.join(root, 'components/Greeting.tsx');
    writeFileSync(greeting, readFileSync(greeting, 'utf8').replace('Hello, ', 'Welcome, '));
    const afterComponent = await dev.update([greeting]);
    expect(afterComponent.ok).toBe(true);
    expect(page()).toContain('Welcome, <strong>writer</strong>');

    const partial = path.join(root, 'docs/_install.mdx');
    writeFileSync(partial, readFileSync(partial, 'utf8').replace('with your package manager', 'in one command'));
    expect((await dev.update([partial])).ok).toBe(true);
    expect(page()).toContain('Install <strong>npm</strong> in one command.');
  }, 60_000);
});
