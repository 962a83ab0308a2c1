/**
 * Starlight's components in MDX pages (`@astrojs/starlight/components`): the ones with a docsgen drawing render as
 * it, the others are reported at their import line; misuse is reported at the page, never drawn empty.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../../../../src/markdown/compile.js';
import { loadMarkdownExtensions } from '../../../../../src/markdown/extensions.js';

/** The page every case compiles: an MDX page of a Starlight site's docs. */
const MDX_PAGE = { file: 'src/content/docs/page.mdx', sourcePath: 'page.mdx', route: '/page', lineOffset: 0, format: 'mdx' } as const;

beforeAll(() => loadMarkdownExtensions());

const IMPORT = "import { Tabs, TabItem, Aside, Card, CardGrid, LinkCard, Steps, Badge, FileTree } from '@astrojs/starlight/components';";

async function page(body: string, mdx: 'trusted' | 'safe' = 'trusted') {
  return await compileMarkdown({
    markdown: `${IMPORT}\n\n${body}`,
    site: { baseUrl: '/base/', routeOfSourcePath: new Map(), mdx },
    ...MDX_PAGE,
    lineOffset: 3,
  });
}
const said = (out: Awaited<ReturnType<typeof page>>) => out.diagnostics.map((d) => `${d.line}:${d.column ?? '-'} ${d.message}`);

describe("Starlight's components", () => {
  it('draws tabs, asides, cards, steps, badges and file trees with the theme, also where MDX is limited to the theme', async () => {
    for (const policy of ['trusted', 'safe'] as const) {
      const out = await page(
        [
          '<Tabs syncKey="pkg">',
          '  <TabItem label="npm">npm i</TabItem>',
          '  <TabItem label="pnpm">pnpm add</TabItem>',
          '</Tabs>',
          '',
          '<Aside type="caution" title="Watch out!">Careful **now**.</Aside>',
          '',
          '<CardGrid>',
          '  <Card title="Stars" icon="star">Some *text*.</Card>',
          '  <LinkCard title="Guide" href="/guide/" description="Read it" />',
          '</CardGrid>',
          '',
          '<Steps>',
          '',
          '1. One',
          '2. Two',
          '',
          '</Steps>',
          '',
          '## Title <Badge text="New" variant="tip" />',
          '',
          '<FileTree>',
          '',
          '- src/',
          '  - index.ts',
          '',
          '</FileTree>',
        ].join('\n'),
        policy,
      );
      expect(said(out)).toEqual([]);
      const html = out.bodyHtml;
      expect(html).toMatch(/<div class="tabs" data-island="tabs" data-group-id="pkg">.*>npm<\/button>.*>pnpm<\/button>/s);
      expect(html).toContain('<div class="admonition admonition-caution" role="note" aria-label="Watch out!">');
      expect(html).toContain('<div class="card card-static"><span class="card-title">Stars</span><div class="card-text">Some <em>text</em>.</div></div>');
      expect(html).toContain('<a class="card" href="/base/guide/"><span class="card-title">Guide</span><span class="card-text">Read it</span></a>');
      expect(html).toMatch(/<div class="steps"><ol>\s*<li>One<\/li>/);
      expect(html).toContain('<span class="badge badge-tip">New</span>');
      expect(html).toMatch(/<div class="file-tree"><ul>\s*<li>src\//);
    }
  });

  it('draws LinkButton as a call-to-action link and Code as a highlighted block with its marked lines', async () => {
    const out = await compileMarkdown({
      markdown: [
        "import { LinkButton, Code } from '@astrojs/starlight/components';",
        "export const sample = 'const a = 1;\\nconst b = 2;';",
        '',
        '<LinkButton href="/start/">Start</LinkButton> <LinkButton href="https://example.com" variant="minimal">Elsewhere</LinkButton>',
        '',
        '<Code code={sample} lang="js" title="app.js" mark={[2]} />',
      ].join('\n'),
      site: { baseUrl: '/base/', routeOfSourcePath: new Map() },
      ...MDX_PAGE,
    });
    expect(said(out)).toEqual([]);
    expect(out.bodyHtml).toContain('<a class="landing-action landing-action-primary link-button" href="/base/start/">Start</a>');
    expect(out.bodyHtml).toContain('<a class="landing-action landing-action-secondary link-button" href="https://example.com">Elsewhere</a>');
    expect(out.bodyHtml).toContain('app.js');
    expect(out.bodyHtml).toMatch(/class="[^"]*highlighted[^"]*"[^>]*>.*const.*b/s);
    const marked = await compileMarkdown({
      markdown: 'import { Code } from \'@astrojs/starlight/components\';\n\n<Code code="x" mark={[true]} />',
      site: { baseUrl: '/', routeOfSourcePath: new Map() },
      ...MDX_PAGE,
    });
    expect(said(marked)[0]).toContain('<Code mark={…}>: true is none of what it takes here');
  });

  it("marks Code's text, patterns and ranges in mark, ins and del, as Expressive Code does (splashkit.io's API pages mark a function's name)", async () => {
    const out = await compileMarkdown({
      markdown: [
        "import { Code } from '@astrojs/starlight/components';",
        "export const sample = 'play_music(song);\\nstop_music();\\nfade_out();';",
        '',
        '<Code code={sample} lang="c" mark="play_music" ins={[/fade_\\w+/, { range: "2" }]} del={3} meta="title=\'music.c\'" />',
      ].join('\n'),
      site: { baseUrl: '/', routeOfSourcePath: new Map() },
      ...MDX_PAGE,
    });
    expect(said(out)).toEqual([]);
    expect(out.bodyHtml).toContain('music.c');
    expect(out.bodyHtml).toMatch(/<mark[^>]*>play_music<\/mark>/);
    expect(out.bodyHtml).toMatch(/<ins[^>]*>fade_out<\/ins>/);
    const lineClasses = [...out.bodyHtml.matchAll(/class="(code-line[^"]*)"/g)].map((m) => m[1]);
    expect(lineClasses).toEqual(['code-line', 'code-line code-line-inserted', 'code-line code-line-deleted']);
  });

  it("shows an Astro component's content and Astro's <Fragment slot> with a warning at the import, never running it", async () => {
    const out = await compileMarkdown({
      markdown: [
        "import Preview from '~/components/preview.astro';",
        '',
        '<Preview>',
        '',
        '<Fragment slot="markdoc">',
        '',
        'Shown **text**.',
        '',
        '</Fragment>',
        '',
        '</Preview>',
      ].join('\n'),
      site: { baseUrl: '/', routeOfSourcePath: new Map() },
      ...MDX_PAGE,
      lineOffset: 1,
    });
    expect(out.diagnostics.map((d) => `${d.severity} ${d.line}:${d.column ?? '-'} ${d.message}`)).toEqual([
      'warning 2:1 `~/components/preview.astro` is a component of another framework, which docsgen cannot run: where the page uses it, its content (children) is shown instead.',
    ]);
    expect(out.bodyHtml).toContain('<p>Shown <strong>text</strong>.</p>');
  });

  it("warns at each use without content of another framework's component, where nothing is shown (starlight-versions' <PackageManagers />)", async () => {
    const out = await compileMarkdown({
      markdown: [
        "import Preview from '~/components/preview.astro';",
        '',
        '1. Install it:',
        '',
        '   <Preview pkg="starlight-versions" />',
        '',
        '<Preview>Shown.</Preview> and <Preview /> inline.',
      ].join('\n'),
      site: { baseUrl: '/', routeOfSourcePath: new Map() },
      ...MDX_PAGE,
      lineOffset: 1,
    });
    expect(said(out).slice(1)).toEqual([
      '6:4 `<Preview>` (from `~/components/preview.astro`) is drawn as its content, since docsgen cannot run it, and it has none here: nothing is shown in its place.',
      '8:31 `<Preview>` (from `~/components/preview.astro`) is drawn as its content, since docsgen cannot run it, and it has none here: nothing is shown in its place.',
    ]);
    expect(out.bodyHtml).toContain('Shown.');
  });

  it('warns at its import that Icon is not drawn, naming what is, and builds the page without it', async () => {
    const out = await compileMarkdown({
      markdown: 'import { Aside, Icon } from \'@astrojs/starlight/components\';\n\n<Icon name="star" />',
      site: { baseUrl: '/', routeOfSourcePath: new Map() },
      ...MDX_PAGE,
      lineOffset: 2,
    });
    expect(said(out)).toEqual([
      '3:17 docsgen has no drawing of `Icon` from `@astrojs/starlight/components`: where the page uses it, its content is shown instead (nothing, for an element without content).',
      '5:1 `<Icon>` (from `@astrojs/starlight/components`) is drawn as its content, since docsgen cannot run it, and it has none here: nothing is shown in its place.',
    ]);
    expect(out.diagnostics[0]!.severity).toBe('warning');
    expect(out.diagnostics[0]!.hint).toContain('`Aside`, `Badge`, `Card`');
  });

  it('reports misuse at the page instead of drawing an empty component', async () => {
    expect(said(await page('<Badge text="" />'))[0]).toContain("Starlight's <Badge> needs a `text`.");
    expect(said(await page('<Steps>Not a list.</Steps>'))[0]).toContain("Starlight's <Steps> must hold one ordered list");
    expect(said(await page('<Aside type="info">x</Aside>'))[0]).toContain('<Aside type="info"> is not a type Starlight has.');
  });
});
