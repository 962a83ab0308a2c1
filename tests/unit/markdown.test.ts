import { describe, expect, it } from 'vitest';
import { compileMarkdown, renderMarkdown } from '../../src/markdown/compile.js';
import type { SiteLinkContext } from '../../src/markdown/context.js';

const site: SiteLinkContext = {
  baseUrl: '/',
  routeOfDocId: new Map([
    ['guide/cycles', '/guide/cycles'],
    ['guide/modules', '/guide/modules'],
    ['intro', '/'],
  ]),
  planBadges: { href: '/pricing', plans: ['Pro', 'Business', 'Enterprise'] },
};

function compile(markdown: string, extra: Partial<Parameters<typeof compileMarkdown>[0]> = {}) {
  return compileMarkdown({ markdown, site, file: 'content/docs/guide/modules.md', docId: 'guide/modules', route: '/guide/modules', lineOffset: 4, ...extra });
}

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
    const html = renderMarkdown('Press :kbd[Ctrl] + :kbd[K]. :plan[Business]');
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

describe('raw HTML', () => {
  it('is rejected with its location, while comments are dropped', () => {
    const result = compile('Hello\n\n<!-- a note for writers -->\n\n<div class="x">Hi</div>');
    expect(result.bodyHtml).not.toContain('a note for writers');
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ code: 'raw-html', line: 9, column: 1 });
    expect(result.diagnostics[0]!.message).toBe('Raw HTML is not supported in docs: `<div class="x">Hi</div>`.');
  });
});

describe('headings and table of contents', () => {
  it('slugs headings, honours {#id}, ignores plan badges and keeps h2/h3 in the TOC', () => {
    const result = compile("# Modules\n\n## What's next\n\n### Set up :plan[Pro]\n\n#### Deep\n\n## Custom {#my-id}\n\n## What's next");
    expect(result.toc).toEqual([
      { id: 'whats-next', text: "What's next", depth: 2 },
      { id: 'set-up', text: 'Set up', depth: 3 },
      { id: 'my-id', text: 'Custom', depth: 2 },
      { id: 'whats-next-1', text: "What's next", depth: 2 },
    ]);
    expect([...result.headingIds]).toEqual(['modules', 'whats-next', 'set-up', 'deep', 'my-id', 'whats-next-1']);
    expect(result.bodyHtml).toContain('<h2 id="my-id">Custom<a class="hash-link" href="#my-id"');
  });

  it('adds the title as h1 when the body has none', () => {
    const result = compile('Intro text.', { title: 'Modules guide' });
    expect(result.bodyHtml.startsWith('<h1 id="modules-guide">Modules guide</h1>')).toBe(true);
  });
});

describe('links', () => {
  it('records and rewrites route, Markdown-file and anchor links', () => {
    const result = compile('[a](./cycles.md#plan) [b](/guide/cycles/) [c](#local) [d](https://example.com) [e](cycles.html) [f](./missing.md)');
    expect(result.links.map(({ kind, route, anchor, raw }) => ({ kind, route, anchor, raw }))).toEqual([
      { kind: 'markdown', route: '/guide/cycles', anchor: 'plan', raw: './cycles.md#plan' },
      { kind: 'route', route: '/guide/cycles', anchor: null, raw: '/guide/cycles/' },
      { kind: 'anchor', route: '/guide/modules', anchor: 'local', raw: '#local' },
      { kind: 'route', route: '/guide/cycles', anchor: null, raw: 'cycles.html' },
      { kind: 'markdown', route: null, anchor: null, raw: './missing.md' },
    ]);
    expect(result.bodyHtml).toContain('href="/guide/cycles#plan"');
    expect(result.bodyHtml).toContain('href="/guide/cycles"');
    expect(result.bodyHtml).toContain('href="https://example.com"');
    expect(result.links[0]!.line).toBe(5);
  });

  it('prefixes the base URL', () => {
    const html = renderMarkdown('[x](/guide/cycles)', { baseUrl: '/docs/' });
    expect(html).toContain('href="/docs/guide/cycles"');
  });
});

describe('code', () => {
  it('highlights known languages at build time and leaves others plain', () => {
    const html = renderMarkdown('```ts\nconst a: number = 1;\n```\n\n```nolang\nplain <text>\n```');
    expect(html).toContain('<span class="token keyword">const</span>');
    expect(html).toContain('plain &lt;text&gt;');
    expect(html).toContain('class="copy-button"');
  });
});
