import { describe, expect, it } from 'vitest';
import { compile } from '../../../support/markdown.js';
import { renderMarkdown } from '../../../../src/markdown/compile.js';

describe('directives', () => {
  it('renders every admonition kind with its default or custom title', () => {
    const html = renderMarkdown(':::warning\nMind the gap.\n:::\n\n:::tip[Shortcut]\nPress it.\n:::');
    expect(html).toContain('class="admonition admonition-warning"');
    expect(html).toContain('<span>Warning</span>');
    expect(html).toContain('<span>Shortcut</span>');
    expect(html).toContain('<p>Press it.</p>');
  });

  it('renders cards as links with title and text', () => {
    const html = renderMarkdown('::::cards\n:::card{title="Quickstart" href="/guide/cycles"}\nGet going.\n:::\n::::');
    expect(html).toMatch(/<a class="card" href="\/guide\/cycles"><span class="card-title">Quickstart<\/span>/);
  });

  it('renders tabs with the first panel visible and the others hidden', () => {
    const html = renderMarkdown('::::tabs\n:::tab{label="iOS"}\nApple\n:::\n:::tab{label="Android"}\nRobot\n:::\n::::');
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/aria-selected="true"[^>]*>iOS</);
    expect(html).toMatch(/role="tabpanel"[^>]*hidden=""[^>]*><p>Robot<\/p>/);
  });

  it('renders collapsible details with their summary, and requires one', () => {
    const html = renderMarkdown(':::details[Show the steps]\n1. Open it.\n:::');
    expect(html).toBe('<details class="details"><summary>Show the steps</summary><div class="details-content"><ol>\n<li>Open it.</li>\n</ol></div></details>');
    expect(compile(':::details\nx\n:::').diagnostics.map((d) => d.message)).toEqual(['A details block needs a summary.']);
  });

  it('renders :kbd and :plan', () => {
    const html = renderMarkdown('Press :kbd[Ctrl] + :kbd[K]. :plan[Business]', { planBadges: { href: '/pricing', plans: ['Business'] } });
    expect(html).toContain('<kbd>Ctrl</kbd> + <kbd>K</kbd>');
    expect(html).toContain('<a class="plan-badge plan-business" href="/pricing"');
  });

  it('keeps ordinary text with colons as text', () => {
    const html = renderMarkdown('Note:this at 10:30, a:b and key:value.');
    expect(html).toBe('<p>Note:this at 10:30, a:b and key:value.</p>');
  });

  it('reports unknown directives with file, line and column', () => {
    const result = compile('# Title\n\n:::sidenote\nHi\n:::\n\nSee :badge[new] here.');
    const errors = result.diagnostics.filter((d) => d.code === 'directive-invalid');
    expect(errors.map((d) => [d.message, d.line, d.column])).toEqual([
      ['Unknown directive `:::sidenote`.', 7, 1],
      ['Unknown directive `:badge`.', 11, 5],
    ]);
    expect(errors[0]!.file).toBe('content/docs/guide/modules.md');
    expect(errors[0]!.hint).toContain(':::tip');
  });

  it('rejects a card outside a cards block and an unknown plan', () => {
    const result = compile(':::card{title="A" href="/"}\nx\n:::\n\n:plan[Gold]');
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      '`:::card` must sit inside a `::::cards` block.',
      'Unknown plan `Gold` in a plan badge.',
    ]);
  });
});
