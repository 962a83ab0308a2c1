import { describe, expect, it } from 'vitest';
import { compile } from '../../../support/markdown.js';
import { renderMarkdown } from '../../../../src/markdown/compile.js';
import { admonitionKindsOf, normalizeDirectiveFences } from '../../../../src/markdown/directives.js';

describe('directives', () => {
  it('renders every admonition kind with its default or custom title', async () => {
    const html = await renderMarkdown(':::warning\nMind the gap.\n:::\n\n:::tip[Shortcut]\nPress it.\n:::');
    expect(html).toContain('class="admonition admonition-warning"');
    expect(html).toContain('<span>Warning</span>');
    expect(html).toContain('<span>Shortcut</span>');
    expect(html).toContain('<p>Press it.</p>');
  });

  it("draws a title's Markdown (code, emphasis, links) in admonitions and details, as Docusaurus and VitePress do", async () => {
    const html = await renderMarkdown(
      ':::tip[Use `useData()` **now**]\nPress it.\n:::\n\n:::details[See [the guide](https://example.com/guide)]\nSteps.\n:::\n\n:::note[Plain title]\nText.\n:::',
    );
    expect(html).toMatch(/<span>Use <code>useData\(\)<\/code> <strong>now<\/strong><\/span>/);
    expect(html).toContain('<summary>See <a href="https://example.com/guide">the guide</a></summary>');
    expect(html).toContain('<span>Plain title</span>');
    // The title is drawn once, where titles go, not again in the box's body.
    expect(html.match(/useData\(\)/g)).toHaveLength(1);
    expect(html).toContain('<div class="details-content"><p>Steps.</p></div>');
    // With HTML in the title, on a page whose HTML is parsed (vitest's `<Version>` in a title): no refusal.
    const withHtml = await compile(':::tip[Since <kbd>3.2</kbd> `api`]\nText.\n:::\n\n<div>raw</div>\n');
    expect(withHtml.diagnostics).toEqual([]);
    expect(withHtml.bodyHtml).toMatch(/<span>Since <kbd>3\.2<\/kbd> <code>api<\/code><\/span>/);
  });

  it('renders cards as links with title and text', async () => {
    const html = await renderMarkdown('::::cards\n:::card{title="Quickstart" href="/guide/cycles"}\nGet going.\n:::\n::::');
    expect(html).toMatch(/<a class="card" href="\/guide\/cycles"><span class="card-title">Quickstart<\/span>/);
  });

  it('renders tabs with the first panel visible and the others hidden', async () => {
    const html = await renderMarkdown('::::tabs\n:::tab{label="iOS"}\nApple\n:::\n:::tab{label="Android"}\nRobot\n:::\n::::');
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/aria-selected="true"[^>]*>iOS</);
    expect(html).toMatch(/role="tabpanel"[^>]*hidden=""[^>]*><p>Robot<\/p>/);
  });

  it('renders collapsible details with their summary, and requires one', async () => {
    const html = await renderMarkdown(':::details[Show the steps]\n1. Open it.\n:::');
    expect(html).toBe('<details class="details"><summary>Show the steps</summary><div class="details-content"><ol>\n<li>Open it.</li>\n</ol></div></details>');
    expect((await compile(':::details\nx\n:::')).diagnostics.map((d) => d.message)).toEqual(['A details block needs a summary.']);
  });

  it('renders :kbd and :plan', async () => {
    const html = await renderMarkdown('Press :kbd[Ctrl] + :kbd[K]. :plan[Business]', { planBadges: { href: '/pricing', plans: ['Business'] } });
    expect(html).toContain('<kbd>Ctrl</kbd> + <kbd>K</kbd>');
    expect(html).toContain('<a class="plan-badge plan-business" href="/pricing"');
  });

  it('keeps ordinary text with colons as text', async () => {
    const html = await renderMarkdown('Note:this at 10:30, a:b and key:value.');
    expect(html).toBe('<p>Note:this at 10:30, a:b and key:value.</p>');
  });

  it('reports unknown directives with file, line and column', async () => {
    const result = await compile('# Title\n\n:::sidenote\nHi\n:::\n\nSee :badge[new] here.');
    const errors = result.diagnostics.filter((d) => d.code === 'directive-invalid');
    expect(errors.map((d) => [d.message, d.line, d.column])).toEqual([
      ['Unknown directive `:::sidenote`.', 7, 1],
      ['Unknown directive `:badge`.', 11, 5],
    ]);
    expect(errors[0]!.file).toBe('content/docs/guide/modules.md');
    expect(errors[0]!.hint).toContain(':::tip');
  });

  it('rejects a card outside a cards block and an unknown plan', async () => {
    const result = await compile(':::card{title="A" href="/"}\nx\n:::\n\n:plan[Gold]');
    expect(result.diagnostics.map((d) => d.message)).toEqual(['`:::card` must sit inside a `::::cards` block.', 'Unknown plan `Gold` in a plan badge.']);
  });
});

describe('admonition forms of other tools', () => {
  /** The box's class and its title's text (a title's Markdown is drawn: `*useful*` in an `<em>`). */
  const heading = (html: string) =>
    /<div class="(admonition [^"]+)"[^>]*>.*?<span>(.*?)<\/span>/
      .exec(html)
      ?.slice(1)
      .map((part) => part.replace(/<[^>]+>/g, ''));

  it('takes the title after a space (Docusaurus) as well as in brackets', async () => {
    expect(heading(await renderMarkdown(':::tip Some *useful* title\nBody\n:::'))).toEqual(['admonition admonition-tip', 'Some useful title']);
    expect(await renderMarkdown(':::tip Some *useful* title\nBody\n:::')).toContain('<span>Some <em>useful</em> title</span>');
    expect(heading(await renderMarkdown(':::note[Bracketed]\nBody\n:::'))).toEqual(['admonition admonition-note', 'Bracketed']);
    expect(heading(await renderMarkdown(':::danger Use [x] and ] here\nBody\n:::'))).toEqual(['admonition admonition-danger', 'Use [x] and ] here']);
    expect(await renderMarkdown(':::tip Some title\nBody\n:::')).not.toContain(':::');
  });

  it('accepts a space after the colons (VitePress), with or without a title', async () => {
    expect(heading(await renderMarkdown('::: warning\nMind it.\n:::'))).toEqual(['admonition admonition-warning', 'Warning']);
    expect(heading(await renderMarkdown('::: details Click me\nHidden.\n:::'))).toBeUndefined();
    expect(await renderMarkdown('::: details Click me\nHidden.\n:::')).toContain('<summary>Click me</summary>');
  });

  it('draws :::important like info, titled Important', async () => {
    expect(heading(await renderMarkdown(':::important\nRead this.\n:::'))).toEqual(['admonition admonition-info', 'Important']);
  });

  it("draws Docusaurus' legacy :::success and :::secondary as tip and note, titled with their names (Bitwarden's docs)", async () => {
    expect(heading(await renderMarkdown(':::success\nIt worked.\n:::'))).toEqual(['admonition admonition-tip', 'Success']);
    expect(heading(await renderMarkdown(':::secondary[Aside]\nBy the way.\n:::'))).toEqual(['admonition admonition-note', 'Aside']);
    const site = { baseUrl: '/', routeOfSourcePath: new Map() };
    expect(admonitionKindsOf({ ...site, syntax: 'vitepress' })).not.toContain('success');
    expect(admonitionKindsOf({ ...site, syntax: 'docusaurus' })).toContain('success');
  });

  it('renders GitHub alerts as the matching admonitions', async () => {
    const kinds = {
      NOTE: ['note', 'Note'],
      TIP: ['tip', 'Tip'],
      IMPORTANT: ['info', 'Important'],
      WARNING: ['warning', 'Warning'],
      CAUTION: ['caution', 'Caution'],
    };
    for (const [marker, [look, title]] of Object.entries(kinds)) {
      const html = await renderMarkdown(`> [!${marker}]\n> Some **text**.`);
      expect(heading(html)).toEqual([`admonition admonition-${look}`, title]);
      expect(html).toContain('<p>Some <strong>text</strong>.</p>');
      expect(html).not.toContain('[!');
    }
    expect(await renderMarkdown('> [!TIP] inline\n> text')).toContain('<blockquote>');
    expect(await renderMarkdown('> Just a quote')).toContain('<blockquote>');
  });

  it('leaves code fences alone and keeps lines for diagnostics', async () => {
    expect(await renderMarkdown('```md\n:::tip Title\n```')).toContain(':::tip Title');
    expect(normalizeDirectiveFences('a\n```\n::: note X\n```\n::: note X\n:::')).toBe('a\n```\n::: note X\n```\n:::note[X]\n:::');
    expect(normalizeDirectiveFences('- ```md\n  :::tip X\n  ```\n- :::tip Y\n  z\n  :::')).toBe('- ```md\n  :::tip X\n  ```\n- :::tip[Y]\n  z\n  :::');
    const diagnostics = (await compile('Text.\n\n::: aside Title\nx\n:::\n\n:::tip Fine\n:bad[x]\n:::')).diagnostics;
    expect(diagnostics.map((d) => [d.message, d.line, d.column])).toEqual([
      ['Unknown directive `:::aside`.', 7, 1],
      ['Unknown directive `:bad`.', 12, 1],
    ]);
  });
});
