/** The config's `tableOfContents` levels (Docusaurus' `themeConfig.tableOfContents`) choose what every page's table of contents lists. */
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';

const PAGE = doc('Cycles', '# Cycles\n\n## Create a cycle\n\nText.\n\n### Scope\n\nText.\n\n#### Estimates\n\nText.\n');
const tocIds = (html: string) => [...(/<nav class="toc"[^]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);

describe('tableOfContents', () => {
  it('lists levels 2 and 3 by default, and the levels the config names', async () => {
    const plain = await build({ root: makeSite({ 'content/docs/guide/cycles.md': PAGE }), inMemory: true });
    expect(tocIds(plain.files!.text('guide/cycles.html')!)).toEqual(['create-a-cycle', 'scope']);
    const deeper = makeSite({ 'content/docs/guide/cycles.md': PAGE }, configText({ extra: 'tableOfContents: { maxHeadingLevel: 4 },' }));
    const result = await build({ root: deeper, inMemory: true });
    expect(result.diagnostics).toEqual([]);
    expect(tocIds(result.files!.text('guide/cycles.html')!)).toEqual(['create-a-cycle', 'scope', 'estimates']);
  });
});
