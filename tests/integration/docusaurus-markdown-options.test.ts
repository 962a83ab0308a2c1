/**
 * Docusaurus' own Markdown conventions that a site turns on in its config, built as whole sites: admonition keywords
 * (`markdown.admonitions`) in Markdown and MDX pages, through the config, the plan and the render threads' context.
 */
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/session/build.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';

const article = (html: string | undefined) => /<article[^>]*>([\s\S]*?)<\/article>/.exec(html ?? '')?.[1] ?? '';
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
    expect(article(result.files!.text('guide/modules.html'))).toContain('<div class="admonition admonition-note admonition-security" role="note" aria-label="Security">');
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
