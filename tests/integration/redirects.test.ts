/**
 * The config's `redirects` (Docusaurus' client-redirects plugin): a page at each `from` path that forwards to `to`
 * under the base URL, in every locale, without a script; another site's address as written; `to` checked as a link;
 * a `from` that is a page, or another redirect's, left out with a warning at its line. Nothing else lists the pages.
 * The createRedirects case drives dist/ (`npm run build:lib`), whose render threads take the plan by structured clone.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { configText, makeSite } from '../support/fixture-site.js';

const redirects = (entries: string) =>
  configText({ extra: `baseUrl: '/docs/',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },\n  redirects: [\n${entries}\n  ],` });

describe('redirects', () => {
  it('writes a page at each from path that forwards to its target, in each locale, and lists it nowhere', async () => {
    const config = redirects(
      [
        "    { from: '/old-cycles', to: '/guide/cycles#create-a-cycle' },",
        "    { from: ['/modules-old', '/guide/old/modules'], to: '/guide/modules' },",
        "    { from: '/chat', to: 'https://chat.example/room' },",
      ].join('\n'),
    );
    const result = await build({ root: makeSite({}, config), strict: true });
    expect(result.diagnostics).toEqual([]);
    const page = (file: string) => readFileSync(path.join(result.outDir!, file), 'utf8');
    const cycles = page('old-cycles.html');
    expect(cycles).toContain('<meta http-equiv="refresh" content="0; url=/docs/guide/cycles#create-a-cycle">');
    expect(cycles).toContain('<link rel="canonical" href="https://fixture.example/docs/guide/cycles#create-a-cycle">');
    expect(cycles).toContain('<meta name="robots" content="noindex">');
    expect(cycles).not.toMatch(/<script(?! id="__docsgen_data" type="application\/json")/);
    // Both paths of an entry, and the French locale's under its prefix, to the French page.
    expect(page('modules-old.html')).toContain('url=/docs/guide/modules"');
    expect(page('guide/old/modules.html')).toContain('url=/docs/guide/modules"');
    expect(page('fr/old-cycles.html')).toContain('url=/docs/fr/guide/cycles#create-a-cycle"');
    // Another site's address, as written; no page data, so client navigation loads it in full and it forwards.
    const chat = page('chat.html');
    expect(chat).toContain('<meta http-equiv="refresh" content="0; url=https://chat.example/room">');
    expect(chat).not.toContain('__docsgen_data');
    // Redirects are no pages: not in the sitemap, not in the files for agents.
    expect(page('sitemap.xml')).not.toContain('old-cycles');
    expect(page('llms.txt')).not.toContain('old-cycles');
  });

  it('checks where they lead, and leaves out a redirect from a page or from a path already redirected, with a warning at its line', async () => {
    const config = redirects(
      [
        "    { from: '/a', to: '/guide/modules' },",
        "    { from: '/guide/cycles', to: '/guide/modules' },",
        "    { from: '/a', to: '/guide/cycles' },",
        "    { from: '/b', to: '/guide/no-such-page' },",
        // Docusaurus writes `/c/index` as a page of its own; docsgen serves it as `/c`: the same redirect, said nowhere.
        "    { from: ['/c', '/c/index', '/c/'], to: '/guide/modules' },",
        "    { from: '/a/index.html', to: '/guide/cycles' },",
      ].join('\n'),
    );
    const result = await build({ root: makeSite({}, config), strict: false });
    const lineOf = (text: string) => config.split('\n').findIndex((line) => line.includes(text)) + 1;
    expect(result.diagnostics.map((d) => `${d.code} ${d.severity} ${d.file}:${d.line}`)).toEqual([
      `redirect-ignored warning site.config.ts:${lineOf("from: '/guide/cycles'")}`,
      `redirect-ignored warning site.config.ts:${lineOf("to: '/guide/cycles'")}`,
      `redirect-ignored warning site.config.ts:${lineOf("from: '/a/index.html'")}`,
      `broken-link error site.config.ts:${lineOf('/guide/no-such-page')}`,
    ]);
    expect(result.diagnostics[0]!.message).toBe(
      'The redirect from `/guide/cycles` to `/guide/modules` is left out: `/guide/cycles` is a page of the site, which it would replace.',
    );
    expect(result.diagnostics[1]!.message).toBe(
      'The redirect from `/a` to `/guide/cycles` is left out: an earlier one already leads from there to `/guide/modules`.',
    );
    expect(result.diagnostics[2]!.message).toBe(
      'The redirect from `/a/index.html` to `/guide/cycles` is left out: docsgen serves `/a/index.html` and `/a` as one address, and an earlier one leads from `/a` to `/guide/modules`.',
    );
    // The failed build wrote nothing; with the broken entry gone, the page stays the page and `/a` leads to the first target.
    const fixed = await build({ root: makeSite({}, config.replace("    { from: '/b', to: '/guide/no-such-page' },\n", '')), strict: false });
    expect(fixed.ok).toBe(true);
    expect(readFileSync(path.join(fixed.outDir!, 'guide/cycles.html'), 'utf8')).toContain('<h1');
    expect(readFileSync(path.join(fixed.outDir!, 'a.html'), 'utf8')).toContain('url=/docs/guide/modules"');
    expect(readFileSync(path.join(fixed.outDir!, 'c.html'), 'utf8')).toContain('url=/docs/guide/modules"');
    expect(existsSync(path.join(fixed.outDir!, 'b.html'))).toBe(false);
  });

  it("lets a redirect from a docs root that no doc holds replace docsgen's own forward to the first doc, with no warning", async () => {
    // apify/crawlee: `{ from: '/js/docs/next', to: '/js/docs/next/quick-start' }`, where Docusaurus has no page.
    const config = configText({
      sidebar: "['guide/cycles', 'guide/modules']",
      extra: "redirects: [{ from: '/', to: '/guide/modules' }],",
    });
    const result = await build({ root: makeSite({ 'content/docs/intro.md': null }, config), inMemory: true });
    expect(result.diagnostics).toEqual([]);
    expect(result.files!.text('index.html')).toContain('<meta http-equiv="refresh" content="0; url=/guide/modules">');
  });

  it("refuses a from path that is not a path of the site's root, and a target that would run code", async () => {
    const config = redirects("    { from: 'old', to: '/guide/modules' },\n    { from: '/x', to: 'javascript:alert(1)' },");
    const result = await build({ root: makeSite({}, config), strict: true });
    expect(result.diagnostics.map((d) => [d.code, d.message])).toEqual([
      ['config-invalid', 'Invalid value at `redirects[0].from`: expected a path of the site, starting with one `/`.'],
      ['config-invalid', 'Invalid value at `redirects[1].to`: expected a path of the site or an http(s) address.'],
    ]);
  });

  it("makes redirects from the pages' paths with createRedirects, as Docusaurus does, and reports a function that throws at its line", async () => {
    const config = configText({
      extra: "createRedirects: (path) => (path.startsWith('/guide/') ? [path.replace('/guide/', '/manual/'), `/v1${path}`] : undefined),",
    });
    // On render threads, as the CLI renders (the compiled build: threads run dist/): the plan they are sent must not
    // carry the function.
    const { build: distBuild } = (await import(path.resolve('dist/index.js'))) as typeof import('../../src/index.js');
    const result = await distBuild({ root: makeSite({}, config), strict: true, workers: 2 });
    expect(result.diagnostics).toEqual([]);
    const page = (file: string) => readFileSync(path.join(result.outDir!, file), 'utf8');
    expect(page('manual/cycles.html')).toContain('<meta http-equiv="refresh" content="0; url=/guide/cycles">');
    expect(page('v1/guide/modules.html')).toContain('<meta http-equiv="refresh" content="0; url=/guide/modules">');
    expect(existsSync(path.join(result.outDir!, 'manual/intro.html'))).toBe(false);

    const throwing = configText({ extra: "createRedirects: (path) => {\n    throw new Error('no ' + path);\n  }," });
    const failed = await build({ root: makeSite({}, throwing), strict: true });
    expect(failed.diagnostics).toHaveLength(1);
    expect(`${failed.diagnostics[0]!.code} ${failed.diagnostics[0]!.line}: ${failed.diagnostics[0]!.message}`).toMatch(
      new RegExp(
        `^config-invalid ${throwing.split('\n').findIndex((line) => line.includes('createRedirects')) + 1}: Invalid value at \`createRedirects\`: it threw for \`(/[^\`]*)\`: no \\1\\.$`,
      ),
    );
  });

  it('takes a link to a redirected path as a link to where it forwards: the page exists, its fragment is checked there', async () => {
    const config = redirects(
      [
        "    { from: '/old-modules', to: '/guide/modules' },",
        "    { from: '/old-cycles', to: '/guide/cycles#create-a-cycle' },",
        "    { from: '/chat', to: 'https://chat.example/room' },",
      ].join('\n'),
    );
    const links = [
      '[moved](/old-modules)',
      '[moved, a heading there](/old-modules#add-a-module)',
      '[moved, in French](/fr/old-modules)',
      '[a fragment of its own](/old-cycles#anything)',
      '[elsewhere](/chat#room)',
      '[moved, no such heading](/old-modules#add-a-cycle)',
    ];
    const files = { 'content/docs/moves.md': `---\ntitle: Moves\n---\n\n${links.join('\n\n')}\n` };
    const result = await build({ root: makeSite(files, config), strict: false });
    // Client navigation keeps the fragment: it is looked for on the page the redirect leads to.
    expect(result.diagnostics.map((d) => `${d.code} ${d.line}: ${d.message}`)).toEqual([
      'broken-anchor 15: The link `/old-modules#add-a-cycle` points to the anchor `#add-a-cycle`, which is not a heading on `/guide/modules`.',
    ]);
  });
});
