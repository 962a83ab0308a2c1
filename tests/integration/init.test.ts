/**
 * `docsgen init` through the compiled CLI (run `npm run build:lib` first): the scaffolded site builds with
 * --strict at once, the title lands in the config and the home page (a landing page whose tab title is its
 * heading), the navbar and footer link the docs and the repository, package.json is written or completed, and
 * anything in the way makes it refuse without writing a single file.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../core/html.js';

const bin = path.resolve('bin/docsgen.js');
const repoRoot = path.resolve('.');
const run = (args: string[], cwd: string) => {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};

/** Every file under a folder, relative and sorted, with its text: to see that nothing changed. */
function snapshotOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) out[path.relative(dir, path.join(entry.parentPath, entry.name))] = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
  }
  return out;
}

const read = (file: string) => readFileSync(file, 'utf8');
/** Text as a reader sees it, from HTML escaped by React (`&#x27;`) or by the page template (`&#39;`). */
const unescaped = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** The `href` of the first link whose text is `text` inside `html`. */
const hrefOf = (html: string, text: string) => new RegExp(`<a [^>]*href="([^"]*)"[^>]*>(?:<[^>]+>)*${text}<`).exec(html)?.[1];

describe('docsgen init', () => {
  const folders: string[] = [];
  const tempFolder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-init-'));
    folders.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('scaffolds a site in a new folder that builds with --strict at once', () => {
    const parent = tempFolder();
    const title = `Ada's *Docs*: [v2] \\ "quoted"`;
    const init = run(['init', 'my-docs', '--title', title], parent);
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('created a docsgen site in my-docs');
    expect(init.stdout).toMatch(/Next steps:\n {2}cd my-docs\n {2}npm install\n {2}npm run dev/);

    const site = path.join(parent, 'my-docs');
    expect(Object.keys(snapshotOf(site)).sort()).toEqual([
      '.gitignore',
      'docs/build-flow.svg',
      'docs/components.md',
      'docs/getting-started.md',
      'docs/guides/_category_.json',
      'docs/guides/organise-pages.md',
      'docs/guides/publish.md',
      'docs/index.md',
      'docs/mdx-math-diagrams.mdx',
      'docs/release-checklist.txt',
      'docs/rich-content.md',
      'docs/writing-pages.md',
      'package.json',
      'site.config.ts',
      'static/favicon.svg',
    ]);
    expect(JSON.parse(read(path.join(site, 'package.json')))).toEqual({
      name: 'my-docs',
      version: '0.0.0',
      private: true,
      scripts: { dev: 'docsgen dev', build: 'docsgen build --strict', serve: 'docsgen serve' },
      // Run from this checkout: the dependency installs from it.
      dependencies: { docsgen: `file:${repoRoot}` },
    });
    expect(read(path.join(site, '.gitignore')).split('\n')).toEqual(expect.arrayContaining(['node_modules/', 'build/', '.docsgen/']));

    const build = run(['build', '--strict'], site);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(build.stdout).toMatch(/✔ built 8 pages .* 0 errors, 0 warnings/);
    const home = read(path.join(site, 'build/index.html'));
    // The title reaches the config (the site name) and the home page's heading as written, quotes and all.
    expect(home).toContain(`<meta property="og:site_name" content="${escapeHtml(title)}">`);
    const headings = [...home.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => unescaped(m[1]!));
    expect(headings).toEqual([title]);
    // The tab's title is that heading, not another name of the page.
    expect(unescaped(/<title>(.*?)<\/title>/.exec(home)?.[1] ?? '')).toBe(title);
    expect(home).toContain('favicon.svg');
    // The home page is a landing page: a hero with a tagline and two buttons, three cards to the starter's pages,
    // and neither sidebar nor breadcrumbs.
    expect(home).toContain('class="landing-tagline"');
    expect(hrefOf(home, 'Get started')).toBe('/getting-started');
    expect(home).toMatch(/class="landing-action landing-action-secondary" href="https:\/\/github\.com\/your-org\/your-docs">GitHub</);
    expect([...home.matchAll(/<h2 class="landing-feature-title"><a href="([^"]*)">/g)].map((m) => m[1])).toEqual([
      '/writing-pages',
      '/components',
      '/guides/publish',
    ]);
    expect(home).not.toContain('Docs sidebar');
    expect(home).not.toContain('class="breadcrumbs"');
    // Navbar: the docs and the repository (a placeholder to replace); footer: link columns and a copyright line.
    const navbar = /<nav class="navbar"[\s\S]*?<\/nav>/.exec(home)![0];
    expect(hrefOf(navbar, 'Docs')).toBe('/getting-started');
    expect(navbar).toMatch(
      /<a [^>]*href="https:\/\/github\.com\/your-org\/your-docs"[^>]*aria-label="GitHub"|<a [^>]*aria-label="GitHub"[^>]*href="https:\/\/github\.com\/your-org\/your-docs"/,
    );
    const footer = /<footer class="footer">[\s\S]*?<\/footer>/.exec(home)![0];
    expect([...footer.matchAll(/<p class="footer-title">([^<]*)<\/p>/g)].map((m) => m[1])).toEqual(['Docs', 'Project']);
    expect(hrefOf(footer, 'Getting started')).toBe('/getting-started');
    expect(hrefOf(footer, 'GitHub')).toBe('https://github.com/your-org/your-docs');
    expect(unescaped(footer)).toContain(`Copyright © ${new Date().getFullYear()} ${title}`);
    // Light or dark as the reader's system prefers, before the first paint.
    expect(home).toContain('matchMedia("(prefers-color-scheme: dark)")');
    // The welcome text the home page had lives on the first guide page, cards and all.
    const start = read(path.join(site, 'build/getting-started.html'));
    expect(start).toContain('These pages are examples written by');
    expect(start.match(/class="card"/g)).toHaveLength(5);
    for (const page of ['getting-started', 'writing-pages', 'rich-content', 'components', 'mdx-math-diagrams', 'guides/organise-pages', 'guides/publish']) {
      expect(read(path.join(site, `build/${page}.html`))).toContain('Docs sidebar');
    }
    // The page of authoring features: its picture copied under its hash with the size read from the file, its
    // linked file copied, raw HTML, highlighted lines, callouts (every form) and tabs, and no syntax left as text.
    const rich = read(path.join(site, 'build/rich-content.html'));
    const picture =
      /<img src="\/(assets\/img\/build-flow-[0-9a-f]{8}\.svg)" alt="Markdown files go through docsgen build[^"]*" width="640" height="160" loading="lazy" decoding="async"\/>/.exec(
        rich,
      );
    expect(picture).not.toBeNull();
    expect(read(path.join(site, 'build', picture![1]!))).toBe(read(path.join(site, 'docs/build-flow.svg')));
    const checklist = /<a href="\/(assets\/files\/release-checklist-[0-9a-f]{8}\.txt)">/.exec(rich);
    expect(checklist).not.toBeNull();
    expect(read(path.join(site, 'build', checklist![1]!))).toContain('Release checklist');
    expect(rich).toContain('<summary>Why is HTML allowed?</summary>');
    expect(rich).toMatch(/<div class="code-block-title">src\/greet\.ts<\/div>/);
    expect(rich.match(/class="code-line code-line-highlighted"/g)).toHaveLength(5); // lines 1, 4-6 and the one after the comment
    expect(rich.match(/<pre[\s\S]*?<\/pre>/g)!.filter((block) => block.includes('highlight-next-line'))).toEqual([]);
    expect(rich).toContain('data-line-numbers');
    expect(rich).toContain('code-line code-line-inserted');
    expect(rich.match(/class="admonition admonition-\w+"/g)).toEqual([
      'class="admonition admonition-tip"',
      'class="admonition admonition-note"',
      'class="admonition admonition-warning"',
      'class="admonition admonition-info"',
      'class="admonition admonition-caution"',
    ]);
    expect(rich).toContain('aria-label="Save as you go"');
    expect(rich.replace(/<code[^>]*>[\s\S]*?<\/code>/g, '')).not.toMatch(/:::|\[!IMPORTANT\]/);
    // The MDX page: theme tabs and an admonition component, an exported value, nothing as text; math and diagrams
    // are explained, not used, so the starter builds without the optional renderers and ships none of their files.
    const mdx = read(path.join(site, 'build/mdx-math-diagrams.html'));
    expect(mdx).toMatch(/data-group-id="shell"[\s\S]*role="tab"[^>]*>pnpm</);
    expect(mdx).toMatch(/admonition-tip[\s\S]*Your own components/);
    expect(mdx).toContain('comes from an <code>export const</code>: <!-- -->this site');
    expect(mdx).toContain('katex@^0.16');
    expect(mdx).not.toContain('class="katex');
    expect(mdx).not.toContain('data-island="mermaid"');
    expect(readdirSync(path.join(site, 'build/assets')).filter((name) => /katex|mermaid/.test(name))).toEqual([]);
    expect(mdx.replace(/<code[^>]*>[\s\S]*?<\/code>|<pre[\s\S]*?<\/pre>/g, '')).not.toMatch(/(^|>)\s*(import|export) |\{\/\*|&lt;Tabs/m);
  });

  it('makes the title from the folder name and completes the package.json an install wrote', () => {
    const site = path.join(tempFolder(), 'acme_product-docs');
    mkdirSync(site);
    const installed = { dependencies: { docsgen: 'file:../docsgen-0.1.0.tgz' }, scripts: { dev: 'docsgen dev', lint: 'eslint .' } };
    writeFileSync(path.join(site, 'package.json'), JSON.stringify(installed, null, 2));
    const init = run(['init'], site);
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('created a docsgen site in this folder');
    expect(init.stdout).toContain('added the dev, build and serve scripts to package.json');
    expect(init.stdout).not.toContain('cd ');
    expect(JSON.parse(read(path.join(site, 'package.json')))).toEqual({
      dependencies: { docsgen: 'file:../docsgen-0.1.0.tgz' },
      scripts: { dev: 'docsgen dev', lint: 'eslint .', build: 'docsgen build --strict', serve: 'docsgen serve' },
    });
    expect(read(path.join(site, 'site.config.ts'))).toContain(`const title = 'Acme Product Docs';`);
    // The home page's hero takes the site title from the config.
    expect(read(path.join(site, 'docs/index.md'))).toContain('layout: landing\n');
  });

  it('refuses when a file is in the way, names every one, and writes nothing', () => {
    const site = tempFolder();
    writeFileSync(path.join(site, 'site.config.ts'), 'my own config');
    mkdirSync(path.join(site, 'docs/guides'), { recursive: true });
    writeFileSync(path.join(site, 'docs/guides/publish.md'), '# Mine');
    writeFileSync(path.join(site, 'static'), 'a file where the static folder goes');
    const before = snapshotOf(site);
    const init = run(['init', '--title', 'Mine'], site);
    expect(init.code).toBe(1);
    expect(init.stdout).toBe('');
    expect(init.stderr).toContain('error [init-files-in-the-way]');
    expect(init.stderr).toContain(
      '`docsgen init` would overwrite files that already exist (`docs/guides/publish.md`, `site.config.ts`, `static`) in the current folder, so it wrote nothing.',
    );
    expect(snapshotOf(site)).toEqual(before);
  });

  it('refuses when package.json has a script of the same name with another command', () => {
    const site = tempFolder();
    writeFileSync(path.join(site, 'package.json'), JSON.stringify({ scripts: { build: 'make', serve: 'docsgen serve' } }));
    const before = snapshotOf(site);
    const init = run(['init', '.'], site);
    expect(init.code).toBe(1);
    expect(init.stderr).toContain('would overwrite the package.json script `build` in the current folder');
    expect(snapshotOf(site)).toEqual(before);
  });
});
