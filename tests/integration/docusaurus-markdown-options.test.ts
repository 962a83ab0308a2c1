/**
 * Docusaurus' own Markdown conventions that a site turns on in its config, built as whole sites: `npm2yarn` fences
 * (`markdown.npm2yarn`, Docusaurus' remark-plugin-npm2yarn) and admonition keywords (`markdown.admonitions`), in
 * Markdown and MDX pages, through the config, the plan and the render threads' context.
 */
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/session/build.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';
import { articleOf as article } from '../support/page-parts.js';

const problems = (result: BuildResult) => result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line ?? '-'} ${d.message}`);

function site(markdown: string, pages: Record<string, string | null>): string {
  return makeSite(pages, configText({ extra: `markdown: { ${markdown} },` }));
}

describe('admonition keywords (markdown.admonitions)', () => {
  const pages = {
    'content/docs/guide/cycles.md': doc('Cycles', '# Cycles\n\n## Create a cycle\n\n:::release[Cycles 2.0]\nShipped.\n:::\n\n:::tip\nPlan ahead.\n:::'),
    'content/docs/guide/modules.md': null,
    'content/docs/guide/modules.mdx': doc('Modules', '# Modules\n\n:::security\nRotate keys.\n:::\n'),
  };

  it('renders the keywords of the config in Markdown and MDX pages, beside the built-in kinds', async () => {
    const result = await build({ root: site("admonitions: { keywords: ['release', 'security'] }", pages), strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    const cycles = article(result.files!.text('guide/cycles.html'));
    expect(cycles).toContain('<div class="admonition admonition-note admonition-release" role="note" aria-label="Cycles 2.0">');
    expect(cycles).toContain('<div class="admonition admonition-tip" role="note" aria-label="Tip">');
    expect(article(result.files!.text('guide/modules.html'))).toContain(
      '<div class="admonition admonition-note admonition-security" role="note" aria-label="Security">',
    );
  });

  it('keeps only the keywords under extendDefaults: false, so a built-in kind fails the build at its line', async () => {
    const result = await build({ root: site("admonitions: { keywords: ['release', 'security'], extendDefaults: false }", pages), inMemory: true, workers: 0 });
    expect(problems(result)).toEqual(['error directive-invalid content/docs/guide/cycles.md:14 Unknown directive `:::tip`.']);
  });

  it('leaves a keyword an unknown directive on a site whose config does not list it', async () => {
    const result = await build({ root: site('', pages), inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([
      'error directive-invalid content/docs/guide/cycles.md:10 Unknown directive `:::release`.',
      'error directive-invalid content/docs/guide/modules.mdx:8 Unknown directive `:::security`.',
    ]);
  });
});

describe('npm2yarn fences (markdown.npm2yarn)', () => {
  const fence = '```bash npm2yarn\nnpm install --save-dev foo\n```';
  const pages = {
    'content/docs/guide/cycles.md': doc('Cycles', `# Cycles\n\n## Create a cycle\n\nInstall it:\n\n${fence}\n`),
    'content/docs/guide/modules.md': null,
    'content/docs/guide/modules.mdx': doc('Modules', `# Modules\n\nInstall it:\n\n${fence}\n`),
  };
  /** Each tab's value and the text of its code, in order. */
  const tabsOf = (html: string) => {
    const values = [...html.matchAll(/role="tab"[^>]*data-value="([^"]*)"/g)].map((m) => m[1]);
    const code = [...html.matchAll(/role="tabpanel"[^>]*>[\s\S]*?<code[^>]*>([\s\S]*?)<\/code>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim());
    return values.map((value, i) => `${value}: ${code[i]}`);
  };

  it('become synced tabs of converted commands in Markdown and MDX pages, built with --strict', async () => {
    const result = await build({
      root: site("npm2yarn: { sync: true, converters: ['yarn', 'pnpm', 'bun'] }", pages),
      strict: true,
      inMemory: true,
      workers: 0,
    });
    expect(problems(result)).toEqual([]);
    for (const file of ['guide/cycles.html', 'guide/modules.html']) {
      const body = article(result.files!.text(file));
      expect(body, file).toContain('<div class="tabs" data-island="tabs" data-group-id="npm2yarn">');
      expect(tabsOf(body), file).toEqual([
        'npm: npm install --save-dev foo',
        'yarn: yarn add --dev foo',
        'pnpm: pnpm add --save-dev foo',
        'bun: bun add --dev foo',
      ]);
    }
  });

  it('stay code blocks with the option off, each a warning at its fence that --strict turns into a failed build', async () => {
    const expected = [
      'warning npm2yarn-off content/docs/guide/cycles.md:12 This code fence asks for npm, Yarn, pnpm and Bun tabs (`npm2yarn` on its fence line), but `markdown.npm2yarn` is off, so it shows as one npm code block.',
      'warning npm2yarn-off content/docs/guide/modules.mdx:10 This code fence asks for npm, Yarn, pnpm and Bun tabs (`npm2yarn` on its fence line), but `markdown.npm2yarn` is off, so it shows as one npm code block.',
    ];
    const lenient = await build({ root: site('', pages), inMemory: true, workers: 0 });
    expect(problems(lenient)).toEqual(expected);
    expect(lenient.ok).toBe(true);
    expect(article(lenient.files!.text('guide/cycles.html'))).not.toContain('data-island="tabs"');
    const strict = await build({ root: site('', pages), strict: true, inMemory: true, workers: 0 });
    expect(strict.ok).toBe(false);
    expect(strict.diagnostics.map((d) => d.code)).toEqual(['npm2yarn-off', 'npm2yarn-off']);
  });
});
