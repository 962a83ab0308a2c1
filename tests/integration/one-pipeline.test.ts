/**
 * Build, dev and `docsgen index` go through one render stage, so they agree: the same records in the same order,
 * the same warnings (search coverage included), and `--strict` means the same thing in dev as in a build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DevSite } from '../../src/dev/dev-site.js';
import { build } from '../../src/session/build.js';
import { indexSite } from '../../src/session/index-records.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';

const SEARCH = "search: { provider: 'local', indexName: 'fixture-docs-v3' },";

describe('one pipeline for build, dev and index', () => {
  it('gives docsgen index the records of a build, in the same order', async () => {
    const root = makeSite({}, configText({ extra: SEARCH }));
    const built = await build({ root, inMemory: true });
    const indexed = await indexSite({ root });
    expect(indexed.ok).toBe(true);
    const written = JSON.parse(readFileSync(path.join(root, 'search-records.json'), 'utf8'));
    expect(written).toEqual(built.records);
    expect(written.length).toBeGreaterThan(5);
  });

  it('reports the same warnings in dev as in a build, and dev --strict refuses an update with warnings', async () => {
    // Pages with headings only: each warns that search finds no text on it.
    const headingsOnly = (title: string) => doc(title, `# ${title}\n\n## Part one\n\n### Part two`);
    const root = makeSite(
      {
        'content/docs/intro.md': headingsOnly('Welcome').replace('---\n\n', 'slug: /\n---\n\n'),
        'content/docs/guide/cycles.md': headingsOnly('Cycles'),
        'content/docs/guide/modules.md': headingsOnly('Modules'),
      },
      configText({ extra: SEARCH }),
    );
    const built = await build({ root, inMemory: true });
    const codes = (items: { code: string }[]) => items.map((d) => d.code).sort();
    expect(codes(built.diagnostics)).toEqual(['search-no-records', 'search-no-records', 'search-no-records']);

    const lenient = new DevSite(root, { devScriptPath: '/__docsgen/dev-client.js' });
    // Its background pass stops with the test, before the site's folder goes.
    onTestFinished(() => lenient.close());
    const started = await lenient.start();
    expect(codes(started.diagnostics)).toEqual(codes(built.diagnostics));
    expect(started.ok).toBe(true);

    const strict = new DevSite(root, { devScriptPath: '/__docsgen/dev-client.js', strict: true });
    // Its background pass stops with the test, before the site's folder goes.
    onTestFinished(() => strict.close());
    const strictStart = await strict.start();
    expect(strictStart.ok).toBe(false);
    expect((await build({ root, inMemory: true, strict: true })).ok).toBe(false);
  });

  it('reports a link to a page that fails to load in dev as in a build: after that page, as a consequence', async () => {
    const root = makeSite({
      'content/docs/guide/modules.md': '---\ntitle: [unclosed\n---\n\n# Modules\n',
      'content/docs/guide/cycles.md': doc('Cycles', '# Cycles\n\nSee [modules](./modules.md) and [the route](/guide/modules).'),
    });
    const listed = (items: { code: string; file?: string; severity: string }[]) =>
      items.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.file}`);
    const built = await build({ root, inMemory: true });
    // Lazily too, as `docsgen dev` runs: the check at the end of its background pass is the build's.
    const dev = new DevSite(root, { devScriptPath: '/__docsgen/dev-client.js', lazy: true });
    await dev.start();
    await dev.whenChecked();
    expect(listed(built.diagnostics)).toContain('link-to-failed-page content/docs/guide/cycles.md');
    expect(listed(dev.diagnostics)).toEqual(listed(built.diagnostics));
    await dev.close();
  });
});
