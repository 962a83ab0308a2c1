/** `:plan[…]` badges exist only on sites whose config sets `docs.planBadges`; elsewhere `:plan` is an unknown directive. */
import { describe, expect, it } from 'vitest';
import { compileMarkdown, renderMarkdown } from '../../../../src/markdown/compile.js';
import type { SiteLinkContext } from '../../../../src/markdown/context.js';

const compileWith = async (markdown: string, planBadges?: SiteLinkContext['planBadges']) =>
  await compileMarkdown({
    markdown,
    site: { baseUrl: '/', routeOfSourcePath: new Map(), planBadges },
    file: 'docs/a.md',
    sourcePath: 'a.md',
    route: '/a',
    lineOffset: 3,
  });

describe('plan badges', () => {
  it('are off by default: `:plan[Pro]` is an unknown directive, located, whose hint says how to turn badges on', async () => {
    const result = await compileWith('# A\n\nIn :plan[Pro] only.');
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({
      severity: 'error',
      code: 'directive-invalid',
      message: 'Unknown directive `:plan`.',
      file: 'docs/a.md',
      line: 6,
      column: 4,
    });
    expect(result.diagnostics[0]!.hint).toContain('set `docs.planBadges: { href, plans }` in the config');
    expect(result.bodyHtml).not.toContain('plan-badge');
    expect(result.links).toEqual([]);
  });

  it('leave `:plan` with nothing after it as text, like any word after a colon', async () => {
    const result = await compileWith('Billing:plan and more.');
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toContain('Billing:plan and more.');
  });

  it('do not suggest `:plan[…]` for other unknown directives when they are off', async () => {
    const off = await compileWith(':::aside\nx\n:::\n\n:badge[new]');
    expect(off.diagnostics.map((d) => d.hint).join(' ')).not.toContain(':plan');
    const on = await compileWith(':::aside\nx\n:::', { href: '/plans', plans: ['Pro'] });
    expect(on.diagnostics[0]!.hint).toContain(':plan[…]');
  });

  it('render, link and are checked when the config sets them', async () => {
    const result = await compileWith('In :plan[Pro] only.', { href: '/plans', plans: ['Pro'] });
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toContain('<a class="plan-badge plan-pro" href="/plans"');
    expect(result.links).toMatchObject([{ kind: 'route', route: '/plans' }]);
  });

  it('link under the base URL, and are checked as the route the config names', async () => {
    const site = { baseUrl: '/docs/', routeOfSourcePath: new Map(), planBadges: { href: '/plans', plans: ['Pro'] } };
    const result = await compileMarkdown({ markdown: 'In :plan[Pro] only.', site, file: 'docs/a.md', sourcePath: 'a.md', route: '/a', lineOffset: 0 });
    expect(result.bodyHtml).toContain('<a class="plan-badge plan-pro" href="/docs/plans"');
    expect(result.links).toMatchObject([{ kind: 'route', route: '/plans' }]);
  });

  it('are off in the library helper unless given', async () => {
    expect(await renderMarkdown('In :plan[Pro] only.')).not.toContain('plan-badge');
    expect(await renderMarkdown('In :plan[Pro] only.', { planBadges: { href: '/p', plans: ['Pro'] } })).toContain('plan-badge');
  });
});
