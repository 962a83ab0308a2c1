/** `::::tabs` attributes for synced groups, and admonitions inside tabs. */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/markdown/compile.js';
import { compile } from '../../../support/markdown.js';

const group = (attributes: string) => `::::tabs${attributes}\n:::tab{label="macOS"}\nBrew\n:::\n:::tab{label="Windows"}\nWinget\n:::\n::::`;

describe('tabs directive', () => {
  it('marks a group with its groupId and query parameter, and each tab with its label as value', async () => {
    const html = await renderMarkdown(group('{groupId="os" queryString="platform"}'));
    expect(html).toMatch(/^<div class="tabs" data-island="tabs" data-group-id="os" data-query-string="platform">/);
    expect(html).toMatch(/data-value="macOS" aria-selected="true"/);
    expect(html).toMatch(/data-value="Windows" aria-selected="false"/);
  });

  it('names the query parameter after the groupId when queryString has no value', async () => {
    expect(await renderMarkdown(group('{groupId="os" queryString}'))).toContain('data-group-id="os" data-query-string="os"');
    expect(await renderMarkdown(group(''))).toMatch(/^<div class="tabs" data-island="tabs">/);
  });

  it('reports a bare queryString without a groupId at the tabs block', async () => {
    const result = await compile(`Intro\n\n${group('{queryString}')}`);
    expect(result.diagnostics.map((d) => [d.message, d.line, d.column])).toEqual([
      ['A `::::tabs` block with `queryString` needs a name for the URL parameter.', expect.any(Number), 1],
    ]);
  });

  it('renders an admonition nested in a tab (four colons on the tab, three inside, five on the group)', async () => {
    const result = await compile(':::::tabs\n::::tab{label="macOS"}\n:::warning[Rosetta]\nNeeds Rosetta.\n:::\n::::\n:::::');
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toMatch(/role="tabpanel"[^>]*><div class="admonition admonition-warning" role="note" aria-label="Rosetta">/);
    expect(result.bodyHtml).toContain('<p>Needs Rosetta.</p>');
    expect(result.bodyHtml).not.toContain(':::');
  });

  it('reports a closing fence left over when the tab has no more colons than the admonition inside it', async () => {
    const sameColons = await compile('::::tabs\n:::tab{label="macOS"}\n:::warning\nX\n:::\n:::\n::::');
    expect(sameColons.diagnostics.map((d) => [d.message, d.line])).toEqual([
      ['This `:::` closes no directive: the fence of a directive inside had already closed the one it was meant for.', 10],
    ]);
    const sameAsGroup = await compile('::::tabs\n::::tab{label="macOS"}\n:::warning\nX\n:::\n::::\n::::');
    expect(sameAsGroup.diagnostics.map((d) => [d.message, d.line])).toEqual([
      ['This `::::` closes no directive: the fence of a directive inside had already closed the one it was meant for.', 11],
    ]);
    expect(sameAsGroup.diagnostics[0]!.hint).toContain('`:::::tabs` › `::::tab{label="macOS"}` › `:::note`');
  });

  // NativeScript's firebase-remote-config.md: a tip indented under a list item, its text and fence below the list.
  it('says so when the directive the fence was meant for was opened in a list item and ended with it', async () => {
    const result = await compile('- Pass `0` to skip the cache.\n  :::tip\n\nRequests may be refused.\n\n:::\n');
    expect(result.diagnostics.map((d) => [d.message, d.line])).toEqual([
      [
        'This `:::` closes no directive: the one above it was opened inside a list item, and ended with that item, before the text that is not indented under it.',
        10,
      ],
    ]);
    expect(result.diagnostics[0]!.hint).toContain('Indent the lines between the directive and this fence');
  });
});
