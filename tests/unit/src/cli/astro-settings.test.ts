import { describe, expect, it } from 'vitest';
import { astroSettings } from '../../../../src/cli/astro-settings.js';
import { Opaque } from '../../../../src/migrate/evaluation-protocol.js';

const fromPackage = (module: string) => new Opaque('function', '', { origin: { from: 'package', module, members: ['default'], needs: [] } });

describe("a Starlight project's settings for docsgen init", () => {
  it("carries `trailingSlash: 'never'` as docsgen's `false`, `'always'` as its `true`, and leaves Astro's default alone", () => {
    expect(astroSettings({ trailingSlash: 'never' }, {}, [])).toEqual({ head: [], trailingSlash: false, leftOut: [] });
    expect(astroSettings({ trailingSlash: 'always' }, {}, [])).toEqual({ head: [], trailingSlash: true, leftOut: [] });
    expect(astroSettings({ trailingSlash: 'ignore' }, {}, [])).toEqual({ head: [], leftOut: [] });
  });

  it('names rehype plugins given with options, and those of the config its imports name; math is docsgen’s own', () => {
    const settings = astroSettings(
      { markdown: { rehypePlugins: [[fromPackage('rehype-external-links'), {}], fromPackage('rehype-katex')], remarkPlugins: [new Opaque('function')] } },
      {},
      ['remark-directive', 'astro/config'],
    );
    expect(settings.markdownPlugins).toEqual({
      packages: ['remark-directive', 'rehype-external-links'],
      leftOut: ['markdown.remarkPlugins (remark-directive)', 'markdown.rehypePlugins (rehype-external-links)'],
    });
  });

  it("names the plugins of Astro 7's markdown.processor, made by unified({ remarkPlugins, rehypePlugins }) or a stand-in for it", () => {
    const processor = {
      name: 'unified',
      options: { remarkPlugins: [new Opaque('function'), fromPackage('remark-emoji')], rehypePlugins: [new Opaque('function')] },
      createRenderer: new Opaque('function'),
    };
    expect(astroSettings({ markdown: { processor } }, {}, ['@astrojs/markdown-remark', 'remark-svgbob']).markdownPlugins).toEqual({
      packages: ['remark-emoji', 'remark-svgbob'],
      leftOut: ["markdown.processor's remarkPlugins (remark-emoji, remark-svgbob)", "markdown.processor's rehypePlugins (1 of the config's own)"],
    });
    // `@astrojs/markdown-remark` not installed: what `unified(…)` made cannot be read, and the config's imports name the plugins.
    expect(astroSettings({ markdown: { processor: new Opaque('package', '@astrojs/markdown-remark') } }, {}, ['remark-emoji']).markdownPlugins).toEqual({
      packages: ['remark-emoji'],
      leftOut: ['markdown.processor (remark-emoji)'],
    });
  });

  it("names Starlight's expressiveCode plugins and its other settings, which docsgen's own code blocks do not read", () => {
    const collapsible = { name: 'Collapsible sections', hooks: {} };
    const options = { expressiveCode: { plugins: [collapsible, new Opaque('function')], themes: ['dracula'], styleOverrides: {} } };
    expect(astroSettings({}, options, []).leftOut).toEqual([
      "expressiveCode.plugins (Collapsible sections, one of the config's own): docsgen draws code blocks itself; what they add (the fence words they read) is not there",
      "expressiveCode's `themes`, `styleOverrides`: docsgen draws code blocks with its theme's colours, and reads none of these",
    ]);
    // `expressiveCode: false` (Starlight's plain code blocks) has nothing to carry.
    expect(astroSettings({}, { expressiveCode: false }, []).leftOut).toEqual([]);
  });

  it("keeps a link tag and says why an event handler's meta is left out", () => {
    const settings = astroSettings(
      {},
      {
        head: [
          { tag: 'link', attrs: { rel: 'me', href: 'https://x.dev' } },
          { tag: 'meta', attrs: { onload: 'x()' } },
        ],
      },
      [],
    );
    expect(settings.head).toEqual([{ tagName: 'link', attributes: { rel: 'me', href: 'https://x.dev' } }]);
    expect(settings.leftOut).toHaveLength(1);
  });
});
