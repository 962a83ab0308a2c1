/**
 * The persistent build cache: a second build takes unchanged pages from it, and its output is byte for byte the
 * output of a build without the cache, whatever changed in between (a page, an image it shows, a partial it
 * includes, front matter other pages show, a damaged cache entry).
 */
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/session/build.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';

const images = path.resolve(import.meta.dirname, '../fixtures/authoring/docs/img');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function site(): string {
  const root = makeSite({
    'content/docs/guide/modules.md': doc('Modules', '# Modules\n\n![Pipeline](./pipeline.png)\n\nBack to [cycles](/guide/cycles).'),
    'content/docs/guide/partial.mdx': doc('Partial', "import Steps from './_steps.mdx';\n\n# Partial\n\n<Steps />", 'id: partial\n'),
    'content/docs/guide/_steps.mdx': 'First, plan the cycle.\n',
  });
  copyFileSync(path.join(images, 'pipeline.png'), path.join(root, 'content/docs/guide/pipeline.png'));
  made.push(root);
  return root;
}

/** Every output file (compressed copies included) → its bytes, as hex digests would be too slow to compare by eye. */
function snapshot(outDir: string): Map<string, Buffer> {
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(files.map((e) => [path.relative(outDir, path.join(e.parentPath, e.name)), readFileSync(path.join(e.parentPath, e.name))]));
}

function expectSameOutput(a: Map<string, Buffer>, b: Map<string, Buffer>): void {
  expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  const differing = [...a].filter(([file, bytes]) => !bytes.equals(b.get(file)!)).map(([file]) => file);
  expect(differing).toEqual([]);
}

/** A fresh site with its own cache folder, built once to fill the cache (each test starts from here). */
async function warmSite() {
  const root = site();
  const cacheDir = path.join(root, 'cache-elsewhere');
  const cached = (): Promise<BuildResult> => build({ root, outDir: 'out-cached', cacheDir });
  /** A build of the same site without any cache, to compare with. */
  const uncached = async () => {
    const result = await build({ root, outDir: 'out-plain', cacheDir: false });
    expect(result.ok).toBe(true);
    return snapshot(path.join(root, 'out-plain'));
  };
  const edit = (file: string, change: (text: string) => string) => writeFileSync(path.join(root, file), change(readFileSync(path.join(root, file), 'utf8')));
  const first = await cached();
  expect(first.ok).toBe(true);
  expect(first.cachedPages).toBe(0);
  return { root, cacheDir, cached, uncached, edit, first };
}

describe('the build cache', () => {
  it('takes every page from the cache when nothing changed, with the same bytes as a build without it', async () => {
    const { root, cached, uncached, first } = await warmSite();
    // The build that fills the cache writes each file once: the cache links to the output's files.
    for (const file of ['guide/cycles.html', 'guide/cycles.html.br']) expect(statSync(path.join(root, 'out-cached', file)).nlink, file).toBeGreaterThan(1);
    const second = await cached();
    expect(second.cachedPages).toBe(second.pages);
    expect(second.bytes).toBe(first.bytes);
    // Pages, their compressed copies, the Markdown copies for agents and the search index are links to the cache's
    // files, not written again.
    for (const file of ['guide/cycles.html', 'guide/cycles.html.br', 'guide/cycles.md', '_search/index.json'])
      expect(statSync(path.join(root, 'out-cached', file)).nlink, file).toBeGreaterThan(1);
    expectSameOutput(snapshot(path.join(root, 'out-cached')), await uncached());
    // The pages' search records, which the cache keeps apart from the rest of each entry, come back whole.
    expect(second.records!.length).toBeGreaterThan(5);
    expect(second.records).toEqual(first.records);
  });

  it('notes what the filling build stored as verified, so the next build does not read it back', async () => {
    const { root, cacheDir } = await warmSite();
    const verified = JSON.parse(readFileSync(path.join(cacheDir, 'files', 'verified.json'), 'utf8')) as Record<string, string>;
    // A page written by the renderer, and a file of the search stage, both stored as they were written.
    for (const file of ['guide/cycles.html', '_search/index.json']) {
      const hash = createHash('sha256')
        .update(readFileSync(path.join(root, 'out-cached', file)))
        .digest('hex');
      expect(verified[hash], file).toBe(
        `${statSync(path.join(cacheDir, 'files', hash.slice(0, 2), hash)).ino}:${statSync(path.join(root, 'out-cached', file)).size}:${statSync(path.join(cacheDir, 'files', hash.slice(0, 2), hash)).mtimeMs}`,
      );
    }
  });

  it('renders only the edited page again, and its new text is what is written', async () => {
    const { root, cached, uncached, edit } = await warmSite();
    edit('content/docs/guide/cycles.md', (t) => t.replace('Plan ahead.', 'Plan two cycles ahead.'));
    const result = await cached();
    expect(result.cachedPages).toBe(result.pages - 1);
    expect(readFileSync(path.join(root, 'out-cached/guide/cycles.html'), 'utf8')).toContain('Plan two cycles ahead.');
    expectSameOutput(snapshot(path.join(root, 'out-cached')), await uncached());
  });

  it('renders a page again when an image it shows or a partial it includes changes, though its own file did not', async () => {
    const { root, cached, uncached } = await warmSite();
    copyFileSync(path.join(images, 'card.png'), path.join(root, 'content/docs/guide/pipeline.png'));
    writeFileSync(path.join(root, 'content/docs/guide/_steps.mdx'), 'First, plan the module.\n');
    const result = await cached();
    expect(result.cachedPages).toBe(result.pages - 2);
    expect(readFileSync(path.join(root, 'out-cached/guide/partial.html'), 'utf8')).toContain('First, plan the module.');
    expectSameOutput(snapshot(path.join(root, 'out-cached')), await uncached());
  });

  it("renders every page again when a page's front matter that others show changes (its previous/next label)", async () => {
    const { root, cached, uncached, edit } = await warmSite();
    edit('content/docs/guide/modules.md', (t) => t.replace('title: Modules', 'title: Modules\npagination_label: Modules in short'));
    const result = await cached();
    expect(result.cachedPages).toBe(0);
    expect(readFileSync(path.join(root, 'out-cached/guide/cycles.html'), 'utf8')).toContain('Modules in short');
    expectSameOutput(snapshot(path.join(root, 'out-cached')), await uncached());
  });

  it('is not changed by a tool that edits the output in place, though unchanged files are links to it', async () => {
    const { root, cached, uncached } = await warmSite();
    await cached(); // now the output's pages are links into the cache
    const page = path.join(root, 'out-cached/guide/cycles.html');
    const edited = readFileSync(page, 'utf8').replace('</body>', '<script>injected()</script></body>');
    chmodSync(page, 0o644); // what a careless tool (or root) can do
    writeFileSync(page, edited);
    const agentCopy = path.join(root, 'out-cached/guide/cycles.md');
    chmodSync(agentCopy, 0o644);
    writeFileSync(agentCopy, 'injected()');
    const result = await cached();
    expect(result.cachedPages).toBe(result.pages - 1);
    expect(readFileSync(page, 'utf8')).not.toContain('injected()');
    expect(readFileSync(agentCopy, 'utf8')).not.toContain('injected()');
    expectSameOutput(snapshot(path.join(root, 'out-cached')), await uncached());
  });

  it('builds the same search index as a build without the cache when headings and pages come and go', async () => {
    const { root, cacheDir, cached, uncached, edit } = await warmSite();
    const index = () => readFileSync(path.join(root, 'out-cached/_search/index.json'), 'utf8');
    const steps: (() => void)[] = [
      // A heading added: the page has one record more, and every later record moves.
      () => edit('content/docs/guide/cycles.md', (t) => `${t}\n\n## Close a cycle\n\nClosing moves open work items on.\n`),
      // A page added.
      () =>
        writeFileSync(
          path.join(root, 'content/docs/guide/estimates.md'),
          doc('Estimates', '# Estimates\n\nPoints on work items.\n\n## Scales\n\nLinear or Fibonacci.'),
        ),
      // The heading removed again, and the added page with it.
      () => {
        edit('content/docs/guide/cycles.md', (t) => t.slice(0, t.indexOf('\n\n## Close a cycle')));
        rmSync(path.join(root, 'content/docs/guide/estimates.md'));
      },
    ];
    let previous = index();
    for (const step of steps) {
      step();
      expect((await cached()).ok).toBe(true);
      // The index changed, and was built with the cache's words of the unchanged pages.
      expect(index()).not.toBe(previous);
      previous = index();
      expect(statSync(path.join(cacheDir, 'stages/search-terms.bin')).size).toBeGreaterThan(0);
      expectSameOutput(snapshot(path.join(root, 'out-cached')), await uncached());
    }
  });

  it('updates the output folder in place after a small edit, leaving unchanged files as they are', async () => {
    const { root, cached, uncached, edit } = await warmSite();
    await cached();
    const out = path.join(root, 'out-cached');
    const inode = (file: string) => statSync(path.join(out, file)).ino;
    const before = { folder: inode('.'), unchanged: inode('guide/modules.html'), copy: inode('guide/modules.html.br'), edited: inode('guide/cycles.html') };
    edit('content/docs/guide/cycles.md', (t) => t.replace('Plan ahead.', 'Plan two cycles ahead.'));
    expect((await cached()).ok).toBe(true);
    expect({ folder: inode('.'), unchanged: inode('guide/modules.html'), copy: inode('guide/modules.html.br') }).toEqual({
      folder: before.folder,
      unchanged: before.unchanged,
      copy: before.copy,
    });
    expect(inode('guide/cycles.html')).not.toBe(before.edited);
    expect(readdirSync(root).filter((name) => name.startsWith('out-cached.'))).toEqual([]);
    expectSameOutput(snapshot(out), await uncached());
  });

  it('puts back what was changed, removed or added in the output folder by hand', async () => {
    const { root, cached, uncached } = await warmSite();
    await cached();
    const out = path.join(root, 'out-cached');
    writeFileSync(path.join(out, 'stray.html'), 'not from the build');
    mkdirSync(path.join(out, 'empty/deeper'), { recursive: true });
    mkdirSync(path.join(out, 'full'));
    writeFileSync(path.join(out, 'full/note.txt'), 'left by a deploy script');
    rmSync(path.join(out, 'guide/modules.html'));
    rmSync(path.join(out, 'guide/cycles.html.gz'));
    rmSync(path.join(out, 'guide/partial.html'));
    writeFileSync(path.join(out, 'guide/partial.html'), 'replaced, not edited through the link');
    const result = await cached();
    expect(result.cachedPages).toBe(result.pages);
    expectSameOutput(snapshot(out), await uncached());
    expect(readdirSync(out)).not.toContain('empty');
  });

  it('keeps the compressed copies right when a static file ships its own and they change or go', async () => {
    const { root, cached, uncached } = await warmSite();
    const staticDir = path.join(root, 'content/static');
    mkdirSync(staticDir, { recursive: true });
    writeFileSync(path.join(staticDir, 'widget.js'), 'export const widget = "a cycle board";\n'.repeat(60));
    writeFileSync(path.join(staticDir, 'tiny.js'), 'export {};\n');
    writeFileSync(path.join(staticDir, 'tiny.js.br'), 'the author’s own copy of a file too small to compress');
    writeFileSync(path.join(staticDir, 'widget.js.br'), 'an old copy the author left behind');
    const steps: (() => void)[] = [
      () => {},
      () => writeFileSync(path.join(staticDir, 'widget.js.br'), 'another old copy, longer than the first one'),
      () => writeFileSync(path.join(staticDir, 'tiny.js.br'), 'the author’s copy, changed'),
      () => rmSync(path.join(staticDir, 'tiny.js.br')),
      () => rmSync(path.join(staticDir, 'widget.js.br')),
    ];
    for (const step of steps) {
      step();
      expect((await cached()).ok).toBe(true);
      expectSameOutput(snapshot(path.join(root, 'out-cached')), await uncached());
    }
  });

  it('gives a static file that replaces a generated one its own compressed copies, build after build', async () => {
    const { root, cached, uncached } = await warmSite();
    // The generated not-found page and its compressed copies are in the cache now; the site's own replaces it.
    mkdirSync(path.join(root, 'content/static'), { recursive: true });
    writeFileSync(path.join(root, 'content/static/404.html'), `<!doctype html><title>Lost</title>${'<p>This page went somewhere else.</p>'.repeat(60)}\n`);
    for (const round of [1, 2, 3]) {
      expect((await cached()).ok, `round ${round}`).toBe(true);
      expectSameOutput(snapshot(path.join(root, 'out-cached')), await uncached());
    }
  });

  it('compiles the config again only when it or a file it imports changed', async () => {
    const root = makeSite(
      { 'site-title.ts': "export const title = 'First title';\n" },
      configText()
        .replace("title: 'Fixture',", 'title,')
        .replace("import { defineConfig } from 'docsgen';", "import { defineConfig } from 'docsgen';\nimport { title } from './site-title';"),
    );
    made.push(root);
    const titleOf = async () => {
      const result = await build({ root, outDir: 'out', cacheDir: 'cache' });
      expect(result.ok).toBe(true);
      return /<title>([^<]*)<\/title>/.exec(readFileSync(path.join(root, 'out/guide/cycles.html'), 'utf8'))?.[1];
    };
    expect(await titleOf()).toContain('First title');
    expect(readdirSync(path.join(root, 'cache/modules'))).toHaveLength(1);
    expect(await titleOf()).toContain('First title');
    writeFileSync(path.join(root, 'site-title.ts'), "export const title = 'Second title';\n");
    expect(await titleOf()).toContain('Second title');
    writeFileSync(path.join(root, 'site.config.ts'), readFileSync(path.join(root, 'site.config.ts'), 'utf8').replace('title,', "title: 'Third title',"));
    expect(await titleOf()).toContain('Third title');
  });

  it('treats a damaged cache entry as missing', async () => {
    const { root, cacheDir, cached, uncached } = await warmSite();
    const entries = readdirSync(path.join(cacheDir, 'pages'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    for (const entry of entries) writeFileSync(path.join(entry.parentPath, entry.name), '{"version":2,"files":');
    const result = await cached();
    expect(result.ok).toBe(true);
    expect(result.cachedPages).toBe(0);
    expectSameOutput(snapshot(path.join(root, 'out-cached')), await uncached());
  });

  it('treats an entry whose search records were cut or changed as missing, though the rest of it reads', async () => {
    const { root, cacheDir, cached, uncached } = await warmSite();
    const entries = readdirSync(path.join(cacheDir, 'pages'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    entries.forEach((entry, i) => {
      const file = path.join(entry.parentPath, entry.name);
      const text = readFileSync(file, 'utf8');
      // The records follow the entry's first line: cut one file's, change a letter of the next one's.
      writeFileSync(
        file,
        i % 2 ? text.slice(0, -10) : text.replace(/("content":")([a-z])/i, (_, head: string, letter: string) => head + (letter === 'x' ? 'y' : 'x')),
      );
    });
    const result = await cached();
    expect(result.ok).toBe(true);
    expect(result.cachedPages).toBe(0);
    expect(result.records).toEqual((await build({ root, outDir: 'out-plain', cacheDir: false })).records);
    expectSameOutput(snapshot(path.join(root, 'out-cached')), await uncached());
  });

  it('writes the same compressed copies as a build without it beside a static file that ships its own', async () => {
    const { root, cached, uncached } = await warmSite();
    mkdirSync(path.join(root, 'content/static'), { recursive: true });
    writeFileSync(path.join(root, 'content/static/widget.js'), 'export const widget = "a cycle board";\n'.repeat(60));
    writeFileSync(path.join(root, 'content/static/widget.js.br'), 'an old copy the author left behind');
    writeFileSync(path.join(root, 'content/static/widget.js.gz'), 'and another');
    expect((await cached()).ok).toBe(true);
    expectSameOutput(snapshot(path.join(root, 'out-cached')), await uncached());
  });

  it('is left alone with cacheDir: false, and kept in .docsgen/cache by default', async () => {
    const fresh = site();
    await build({ root: fresh, cacheDir: false });
    expect(readdirSync(fresh)).not.toContain('.docsgen');
    await build({ root: fresh });
    const again = await build({ root: fresh });
    expect(readdirSync(path.join(fresh, '.docsgen/cache')).sort()).toEqual(['CACHEDIR.TAG', 'files', 'last-prune', 'modules', 'outputs', 'pages', 'stages']);
    expect(again.cachedPages).toBe(again.pages);
  });
});
