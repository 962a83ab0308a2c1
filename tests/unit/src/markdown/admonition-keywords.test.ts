/** `markdown.admonitions`: keywords that add admonition kinds, and `extendDefaults: false`, which keeps only them. */
import { describe, expect, it } from 'vitest';
import type { SiteLinkContext } from '../../../../src/markdown/context.js';
import { compile, fixtureLinkContext } from '../../../support/markdown.js';

const withKeywords = (keywords: string[], extendDefaults = true): SiteLinkContext => ({ ...fixtureLinkContext, admonitions: { keywords, extendDefaults } });

describe('admonition keywords', () => {
  it('draws a keyword of the config like a note, with its own class and its name capitalised as the title', async () => {
    const result = await compile(':::release\nShipped on Monday.\n:::', { site: withKeywords(['release']) });
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toMatch(
      /^<div class="admonition admonition-note admonition-release" role="note" aria-label="Release"><p class="admonition-heading"><svg[^]*<span>Release<\/span><\/p><div class="admonition-content"><p>Shipped on Monday.<\/p><\/div><\/div>$/,
    );
  });

  it('takes the title the directive gives, in either form, also inside HTML', async () => {
    const site = withKeywords(['release']);
    expect((await compile(':::release[Version 2]\nOut.\n:::', { site })).bodyHtml).toContain('<span>Version 2</span>');
    expect((await compile(':::release Version 3\nOut.\n:::', { site })).bodyHtml).toContain('<span>Version 3</span>');
    const inHtml = await compile('<section>\n\n:::release\nOut.\n:::\n\n</section>', { site });
    expect(inHtml.diagnostics).toEqual([]);
    expect(inHtml.bodyHtml).toContain('<div class="admonition admonition-note admonition-release" role="note" aria-label="Release">');
  });

  it('keeps the built-in kinds beside the keywords, and an unknown kind an error that lists the site’s kinds', async () => {
    const result = await compile(':::tip\nA tip.\n:::\n\n:::aside\nNo.\n:::', { site: withKeywords(['release']) });
    expect(result.bodyHtml).toContain('class="admonition admonition-tip"');
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.message, d.line])).toEqual([
      ['directive-invalid', 'error', 'Unknown directive `:::aside`.', 9],
    ]);
    expect(result.diagnostics[0]!.hint).toContain('admonitions (:::note, :::tip, :::info, :::warning, :::caution, :::danger, :::important, :::release)');
  });

  it('makes the keywords the only kinds under extendDefaults: false', async () => {
    const result = await compile(':::release\nOut.\n:::\n\n:::tip\nA tip.\n:::', { site: withKeywords(['release'], false) });
    expect(result.bodyHtml).toContain('admonition-release');
    expect(result.bodyHtml).not.toContain('admonition-tip');
    expect(result.diagnostics.map((d) => [d.message, d.hint])).toEqual([
      [
        'Unknown directive `:::tip`.',
        'Use one of the supported directives: admonitions (:::release), :::details[…], ::::cards/:::card, ::::tabs/:::tab, :kbd[…], :plan[…].',
      ],
    ]);
  });

  it('leaves a keyword of no config an unknown directive', async () => {
    expect((await compile(':::release\nOut.\n:::')).diagnostics.map((d) => d.message)).toEqual(['Unknown directive `:::release`.']);
  });
});
