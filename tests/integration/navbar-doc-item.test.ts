/** A navbar `doc` item (`{ type: 'doc', docId }`, as in Docusaurus) links to that doc's route; an unknown id fails the build at its config line. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';

const siteWith = (items: string, files: Record<string, string> = {}) => makeSite(files, configText({ extra: `navbar: { items: ${items} },` }));

describe('navbar doc items', () => {
  it("link to the doc's route, labelled with the given label or else the doc's sidebar label", async () => {
    const root = siteWith(
      `[
      { type: 'doc', docId: 'guide/cycles', label: 'Start here' },
      { type: 'doc', docId: 'guide/modules', position: 'right' },
    ]`,
      { 'content/docs/guide/modules.md': doc('Modules', '# Modules\n\nText.', 'sidebar_label: All modules\n') },
    );
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics).toEqual([]);
    const html = result.files!.text('index.html')!;
    expect(html).toMatch(/<div class="navbar-items"><a class="navbar-link" href="\/guide\/cycles">Start here<\/a><\/div>/);
    expect(html).toMatch(/<div class="navbar-items navbar-items-right">.*<a class="navbar-link" href="\/guide\/modules">All modules<\/a>/);
  });

  it('fail the build on an unknown doc id, at its config line, with the closest ids', async () => {
    const root = siteWith(`[{ type: 'doc', docId: 'guide/cycle', label: 'Cycles' }]`);
    const line =
      readFileSync(path.join(root, 'site.config.ts'), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes("'guide/cycle'")) + 1;
    const result = await build({ root, inMemory: true });
    expect(result.ok).toBe(false);
    const problem = result.diagnostics.find((d) => d.code === 'navbar-unknown-doc');
    expect(problem).toMatchObject({
      severity: 'error',
      file: 'site.config.ts',
      line,
      message: 'The navbar item "Cycles" refers to the doc id `guide/cycle`, which does not exist.',
    });
    expect(problem!.hint).toMatch(/^Did you mean `guide\/cycles`/);
  });
});
