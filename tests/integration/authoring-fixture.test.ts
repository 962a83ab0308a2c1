/**
 * The authoring fixture (tests/fixtures/authoring, issue 17) built with --strict: one `describe` per feature
 * page, each asserting what a reader sees, and a sweep of every output HTML file for Markdown, directive or MDX
 * syntax left as text. To add a feature: add its page to the fixture and a `describe` here that reads it with
 * `article(route)` or `html(route)`; the sweep covers the new page by itself.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/session/build.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/authoring');
const BASE = '/handbook/';
let root = '';
let result: BuildResult;

beforeAll(async () => {
  // A copy outside the repository: the page dates must come from front matter, not from this repo's git history.
  root = mkdtempSync(path.join(tmpdir(), 'docsgen-authoring-'));
  cpSync(fixture, root, { recursive: true });
  result = await build({ root, strict: true, inMemory: true, workers: 0 });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The output file of a route (`/images` → `images.html`), as the browser gets it. */
function html(route: string): string {
  const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  const text = result.files!.text(file);
  if (text === null || text === undefined) throw new Error(`no output file ${file}`);
  // React separates adjacent text with `<!-- -->`; the reader sees one sentence. The data script (which carries
  // every interface string, shown or not) is left out.
  return text.replace(/<script id="__docsgen_data"[\s\S]*?<\/script>/, '').replaceAll('<!-- -->', '');
}

/** The page's article (the Markdown body), without the layout around it. */
function article(route: string): string {
  const page = html(route);
  const start = page.indexOf('<article');
  return page.slice(start, page.indexOf('</article>', start));
}

/** The bytes of an output file, or undefined. */
const output = (file: string) => result.files!.files.get(file);

/** The one match of `pattern`'s first group in `text` (fails when there is none). */
function capture(text: string, pattern: RegExp): string {
  const match = pattern.exec(text);
  expect(match, String(pattern)).not.toBeNull();
  return match![1]!;
}

describe('the authoring fixture', () => {
  it('builds with --strict: no error, no warning', () => {
    expect(result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line} ${d.message}`)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('leaves no Markdown, directive or MDX syntax as text on any page', () => {
    const pages = [...result.files!.files.keys()].filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThanOrEqual(6);
    for (const file of pages) {
      // What the reader reads: code (where such syntax is the point) and scripts (page data) taken out.
      const text = result
        .files!.text(file)!
        .replace(/<script[\s\S]*?<\/script>/g, '')
        .replace(/<pre[\s\S]*?<\/pre>/g, '')
        .replace(/<code[\s\S]*?<\/code>/g, '');
      expect(text, file).not.toContain(':::');
      expect(text, file).not.toMatch(/\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/i);
      expect(text, file).not.toContain('{/*');
      expect(text, file).not.toMatch(/<p>\s*(import|export) /);
      expect(text, file).not.toMatch(/<p>[^<]*\n(import|export) /);
    }
  });
});

describe('images and files (/images)', () => {
  it('copies a Markdown image beside the page under its hash, with the base URL, its size, lazy and async', () => {
    const body = article('/images');
    const file = capture(
      body,
      /<img src="\/handbook\/(assets\/img\/pipeline-[0-9a-f]{8}\.png)" alt="The pipeline, beside the page" width="640" height="360" loading="lazy" decoding="async"\/>/,
    );
    expect(output(file)).toBeDefined();
  });

  it('keeps static-folder images at their path, with the base URL and their size, in Markdown and HTML', () => {
    const body = article('/images');
    expect(body).toContain('<img src="/handbook/img/banner.png" alt="The banner, from the static folder" title="Banner" width="960" height="240"');
    expect(body).toContain('<img src="/handbook/img/logo.svg" alt="Logo" width="48" height="48"');
    expect(output('img/banner.png')).toBeDefined();
  });

  it('treats an HTML <img> beside the page like a Markdown one, keeping the width the author wrote', () => {
    expect(article('/images')).toMatch(
      /<img src="\/handbook\/assets\/img\/pipeline-[0-9a-f]{8}\.svg" alt="The pipeline as SVG, at a size of its own" width="320" loading="lazy"/,
    );
  });

  it('rewrites every address of a srcset, in <img> and in <picture> sources, keeping the descriptors', () => {
    const body = article('/images');
    const png = '/handbook/assets/img/pipeline-[0-9a-f]{8}\\.png';
    const png2x = '/handbook/assets/img/pipeline-2x-[0-9a-f]{8}\\.png';
    expect(body).toMatch(new RegExp(`<img src="${png}" srcSet="${png} 1x, ${png2x} 2x" alt="Sharp on any screen" width="640" height="360"`));
    expect(body).toMatch(/<source srcSet="\/handbook\/assets\/img\/pipeline-[0-9a-f]{8}\.svg" type="image\/svg\+xml"\/>/);
    expect(body).toMatch(new RegExp(`<source srcSet="${png} 640w, ${png2x} 1280w" sizes="\\(max-width: 700px\\) 100vw, 640px"/>`));
    expect(output(capture(body, /(assets\/img\/pipeline-2x-[0-9a-f]{8}\.png)/))).toBeDefined();
  });

  it('copies the front-matter card image and the linked PDF, keeping the PDF fragment', () => {
    const page = html('/images');
    const card = capture(page, /<meta property="og:image" content="https:\/\/fieldnotes\.example\/handbook\/(assets\/img\/card-[0-9a-f]{8}\.png)">/);
    expect(output(card)).toBeDefined();
    const pdf = capture(page, /<a href="\/handbook\/(assets\/files\/field-guide-[0-9a-f]{8}\.pdf)#page=2">field guide<\/a>/);
    expect(Buffer.from(output(pdf) as Uint8Array).toString('latin1')).toMatch(/^%PDF-1\.4/);
    expect(page).toContain(`<a href="/handbook/${pdf}">the same guide</a>`);
  });
});

describe('HTML in Markdown (/html)', () => {
  it('renders line breaks, a styled block and details with Markdown inside', () => {
    const body = article('/html');
    expect(body).toContain('<p>Line one<br/>line two<br/>and line three.</p>');
    expect(body).toContain('<div align="center" class="callout-box" style="border:1px solid;padding:8px">');
    expect(body).toMatch(/<details>\s*<summary>Open for the <em>details<\/em><\/summary>\s*<p>This paragraph is <strong>Markdown<\/strong> again/);
  });

  it('keeps an iframe embed, inline tags, and an HTML table whose link is rewritten with the base URL', () => {
    const body = article('/html');
    expect(body).toContain('<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="A video from another site"');
    expect(body).toContain('Press <kbd>Ctrl</kbd> + <kbd>S</kbd>; H<sub>2</sub>O and x<sup>2</sup>');
    expect(body).toContain('<td>Go to <a href="/handbook/code-blocks">code blocks</a></td>');
  });

  it('makes an HTML id an anchor links can point to, and drops comments', () => {
    const body = article('/html');
    expect(body).toContain('<a id="legacy-anchor"></a>');
    expect(body).toContain('<a href="#legacy-anchor">old anchor</a>');
    expect(body).not.toContain('A comment the reader never sees');
  });
});

describe('code blocks (/code-blocks)', () => {
  /** Each code block of the page: its title (or null) and the text of its highlighted lines. */
  function blocks() {
    return [...article('/code-blocks').matchAll(/<div class="code-block[^"]*"[^>]*>([\s\S]*?)<\/pre>/g)].map(([, block]) => ({
      title: /<div class="code-block-title">([^<]*)<\/div>/.exec(block!)?.[1] ?? null,
      language: /<pre data-language="([^"]*)"/.exec(block!)?.[1] ?? null,
      highlighted: [...block!.matchAll(/<span class="code-line code-line-highlighted">([\s\S]*?)\n?<\/span>(?=<span class="code-line|<\/code>)/g)].map(
        ([, line]) =>
          line!
            .replace(/<[^>]+>/g, '')
            .replace(/&quot;/g, '"')
            .trim(),
      ),
      block: block!,
    }));
  }

  it('shows the title and highlights the lines of a range', () => {
    const [tally] = blocks();
    expect(tally!.title).toBe('src/tally.ts');
    expect(tally!.highlighted).toEqual(['export function tally(values: number[]): number {', 'for (const value of values) total += value;', 'return total;']);
  });

  it('highlights lines marked by magic comments, in any comment style, and removes the comments', () => {
    const [, config, python] = blocks();
    expect(config!.title).toBe('config.js');
    expect(config!.highlighted).toEqual(['strict: true,', 'retries: 3,', 'timeoutMs: 5000,']);
    expect(python!.highlighted).toEqual(['print("flagged")']);
    expect(
      article('/code-blocks')
        .match(/<pre[\s\S]*?<\/pre>/g)!
        .filter((pre) => /highlight-(next-line|start|end)/.test(pre)),
    ).toEqual([]);
  });

  it('numbers lines on request, from 1 or from the number given', () => {
    const numbered = blocks().filter((b) => b.block.includes('data-line-numbers'));
    expect(numbered.map((b) => b.language)).toEqual(['bash', 'yaml']);
    // Drawn by a CSS counter, which starts one before the first number.
    expect(numbered[0]!.block).not.toContain('counter-reset');
    expect(numbered[1]!.block).toContain('style="counter-reset:line 9"');
  });

  it('marks diff lines as inserted and deleted', () => {
    const diff = blocks().find((b) => b.language === 'diff')!;
    expect(diff.block.match(/code-line-(inserted|deleted)/g)).toEqual(['code-line-deleted', 'code-line-inserted']);
  });

  it('highlights every language of the page at build time', () => {
    const languages = blocks().map((b) => b.language);
    expect(languages).toEqual(['ts', 'js', 'python', 'bash', 'yaml', 'diff', 'jsx', 'tsx', 'dockerfile', 'toml', 'powershell', 'vue', 'json', 'sql']);
    for (const block of blocks()) expect(block.block, block.language!).toContain('class="token ');
  });
});

describe('admonitions (/admonitions)', () => {
  /** Each admonition of the page as `kind: title`. */
  const admonitions = () =>
    [...article('/admonitions').matchAll(/<div class="admonition admonition-(\w+)" role="note" aria-label="([^"]*)">/g)].map(
      ([, kind, title]) => `${kind}: ${title}`,
    );

  it('renders every directive form with its title: bracket, Docusaurus, VitePress, important', () => {
    expect(admonitions().slice(0, 7)).toEqual([
      'note: Note',
      'tip: Docusaurus title',
      'info: Bracket title',
      'info: Important',
      'warning: Warning',
      'danger: Mind the gap',
      'caution: Caution',
    ]);
  });

  it('renders GitHub alerts as the matching admonitions, without their marker', () => {
    expect(admonitions().slice(7, 12)).toEqual(['note: Note', 'tip: Tip', 'info: Important', 'warning: Warning', 'caution: Caution']);
    expect(article('/admonitions')).toContain('An alert that is important.');
  });

  it('nests an admonition inside a tab, and renders a collapsible section', () => {
    const body = article('/admonitions');
    expect(body.match(/role="tab"[^>]*>[^<]*/g)!.map((tab) => tab.replace(/.*>/, ''))).toEqual(['First', 'Second']);
    const firstPanel = capture(body, /role="tabpanel"[^>]*>([\s\S]*?)<\/div><div[^>]*role="tabpanel"/);
    expect(firstPanel).toContain('class="admonition admonition-tip"');
    expect(body).toMatch(/<details[^>]*>\s*<summary[^>]*>More to read<\/summary>/);
  });
});

describe('page metadata (/page-metadata)', () => {
  it('shows the last update from front matter and an edit link from editUrl', () => {
    const page = html('/page-metadata');
    expect(page).toMatch(/Last updated on <time dateTime="2026-03-14T00:00:00\.000Z">Mar 14, 2026<\/time> by Grace Ferreira/);
    expect(page).toContain('<a class="doc-edit-link" href="https://code.example/fieldnotes/edit/main/docs/page-metadata.md"');
    // Every page gets the edit link; only front matter gives a date here (the fixture is built outside git).
    expect(html('/images')).toContain('href="https://code.example/fieldnotes/edit/main/docs/images.md"');
    expect(html('/images')).not.toContain('Last updated');
  });
});

describe('math and diagrams (/math-diagrams)', () => {
  it('renders formulas at build time, links KaTeX only here and leaves the diagram to the browser', () => {
    const body = article('/math-diagrams');
    expect(body).toContain('class="katex"');
    expect(body).toContain('class="katex-display"');
    expect(body).toContain('$12 a kit');
    expect(body).toMatch(/data-island="mermaid"[\s\S]*flowchart LR/);
    const sheet = capture(html('/math-diagrams'), /<link rel="stylesheet" href="([^"]*katex[^"]*)"/);
    expect(sheet.startsWith(`${BASE}assets/katex-`)).toBe(true);
    expect(output(sheet.slice(BASE.length))).toBeDefined();
    expect(html('/images')).not.toContain('katex');
  });
});

describe('MDX components (/mdx-components)', () => {
  it('renders theme and site components, a partial with its props, and expressions', () => {
    const body = article('/mdx-components');
    expect(body).toContain('The spring survey <span class="badge badge-new">starts soon</span>.');
    expect(body).toContain('Pack <strong>a compass</strong> and a spare notebook.');
    expect(body).toMatch(/role="tab"[^>]*>Coast<\/button>/);
    expect(body).toMatch(/admonition-note[\s\S]*Mark the trail every 50 metres/);
    expect(body).toMatch(/admonition-tip[\s\S]*Check the forecast/);
    expect(body).toMatch(/code-block-title">kit\.yml</);
    expect(body).toContain('Pages surveyed so far: 12.');
    expect(body).toContain('class="katex"');
  });

  it('makes the client component an island whose script is written under the base URL', () => {
    const src = capture(article('/mdx-components'), /<docsgen-island data-src="([^"]+)"/);
    expect(src.startsWith(`${BASE}assets/islands/Toggle-`)).toBe(true);
    expect(output(src.slice(BASE.length))).toBeDefined();
  });
});

describe('the site under its base URL', () => {
  it('serves every page under /handbook/', () => {
    expect(html('/')).toContain(`href="${BASE}images"`);
  });
});
