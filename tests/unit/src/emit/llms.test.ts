import { describe, expect, it } from 'vitest';
import { asSitePath } from '../../../../core/urls.js';
import type { Doc } from '../../../../src/content/docs.js';
import {
  agentFileClashes,
  agentFilePaths,
  agentFiles,
  agentSections,
  llmsFullTxt,
  llmsTxt,
  openingHeadingEnd,
  pageMarkdown,
  type AgentFilesInput,
} from '../../../../src/emit/llms.js';
import type { SidebarNode } from '../../../../src/sidebar/resolve.js';

function page(route: string, title: string, body: string, extra: Partial<Doc> = {}): Doc {
  const id = route === '/' ? 'index' : route.slice(1);
  return {
    id,
    sourcePath: `${id}.md`,
    file: `docs/${id}.md`,
    route: asSitePath(route),
    frontMatter: {},
    title,
    description: `About ${title.toLowerCase()}.`,
    label: title,
    position: null,
    categoryIndex: false,
    unlisted: false,
    body,
    bodyLineOffset: 4,
    format: 'md',
    variant: 0,
    ...extra,
  };
}

const docNode = (d: Doc): SidebarNode => ({ kind: 'doc', docId: d.id, label: d.label, route: d.route, className: null, unlisted: d.unlisted });
const category = (label: string, items: SidebarNode[], own: Doc | null = null): SidebarNode => ({
  kind: 'category',
  key: label,
  label,
  collapsed: false,
  collapsible: true,
  className: null,
  docId: own?.id ?? null,
  route: own?.route ?? null,
  linkLabel: own?.label ?? null,
  items,
});

const home = page('/', 'Welcome', '# Welcome\n\nStart here.');
const cycles = page('/guide/cycles', 'Cycles', '\n\n# Cycles\n\n## Create a cycle\n\nPlan ahead.\n');
const modules = page('/guide/modules', 'Modules', 'Modules group work.\n\n```sh\n# not a heading\n```');
const overview = page('/guide', 'Guide', 'Everything about planning.');
const faq = page('/faq', 'FAQ', '# Questions\n\nAsk away.');
const loose = page('/loose', 'Loose page', 'In no sidebar.');
const secret = page('/secret', 'Secret', 'Hidden.', { unlisted: true });
const draft = page('/draft', 'Draft', 'Not yet.', { frontMatter: { draft: true } });

const sidebars = new Map<string, SidebarNode[]>([
  [
    'docs',
    [
      docNode(home),
      { kind: 'link', label: 'Elsewhere', href: asSitePath('https://elsewhere.example'), className: null },
      category('Guide', [docNode(modules), docNode(cycles), docNode(secret)], overview),
      docNode(faq),
    ],
  ],
  ['more', [docNode(faq), docNode(draft)]],
]);
const docs = [cycles, draft, faq, home, loose, modules, overview, secret];
const site = { title: 'Fixture', tagline: 'A site\nfor tests', url: 'https://fixture.example/', baseUrl: '/' };
const input: AgentFilesInput = { site, docs, sidebars };

describe('agentSections', () => {
  it('lists pages in sidebar reading order, by top-level category, then the pages in no sidebar', () => {
    const sections = agentSections(input).map((s) => [s.heading, s.docs.map((d) => d.route)]);
    expect(sections).toEqual([
      ['Docs', ['/']],
      ['Guide', ['/guide', '/guide/modules', '/guide/cycles']],
      ['Docs', ['/faq']],
      ['Optional', ['/loose']],
    ]);
  });

  it('leaves out unlisted and draft pages, and lists a page of two sidebars once', () => {
    const routes = agentSections(input).flatMap((s) => s.docs.map((d) => d.route));
    expect(routes).not.toContain('/secret');
    expect(routes).not.toContain('/draft');
    expect(routes.filter((r) => r === '/faq')).toHaveLength(1);
  });

  it('calls the pages "Docs" when the site has no sidebar', () => {
    expect(agentSections({ docs: [home, loose], sidebars: new Map() }).map((s) => s.heading)).toEqual(['Docs']);
  });
});

describe('llms.txt', () => {
  it('has the title, the tagline as a quote, and one line per page with the absolute URL of its Markdown', () => {
    expect(llmsTxt(input)).toBe(
      [
        '# Fixture',
        '',
        '> A site for tests',
        '',
        "Each link leads to the Markdown of a page: the page's address with `.md` added (the home page's is `index.md`). Every page in one file: https://fixture.example/llms-full.txt",
        '',
        '## Docs',
        '',
        '- [Welcome](https://fixture.example/index.md): About welcome.',
        '',
        '## Guide',
        '',
        '- [Guide](https://fixture.example/guide.md): About guide.',
        '- [Modules](https://fixture.example/guide/modules.md): About modules.',
        '- [Cycles](https://fixture.example/guide/cycles.md): About cycles.',
        '',
        '## Docs',
        '',
        '- [FAQ](https://fixture.example/faq.md): About faq.',
        '',
        '## Optional',
        '',
        '- [Loose page](https://fixture.example/loose.md): About loose page.',
        '',
      ].join('\n'),
    );
  });

  it('puts the base URL in every address and says how to read the links inside pages', () => {
    const text = llmsTxt({ ...input, site: { ...site, url: 'https://example.com', baseUrl: '/docs/' } });
    expect(text).toContain('- [Welcome](https://example.com/docs/index.md): About welcome.');
    expect(text).toContain('- [Cycles](https://example.com/docs/guide/cycles.md): About cycles.');
    expect(text).toContain('Every page in one file: https://example.com/docs/llms-full.txt');
    expect(text).toContain('put https://example.com/docs in front of them.');
    expect(text).not.toMatch(/\]\(https:\/\/example\.com\/(?!docs\/)/);
  });

  it('keeps each line one link: brackets in titles escaped, no description when there is none, no quote without a tagline', () => {
    const odd = page('/odd', 'Use [brackets]\nhere', 'Text.', { description: '' });
    const text = llmsTxt({ site: { ...site, tagline: '' }, docs: [odd], sidebars: new Map() });
    expect(text).toContain('- [Use \\[brackets\\] here](https://fixture.example/odd.md)\n');
    expect(text).not.toContain('>');
    expect(text).not.toContain('index.md'); // no home page, so no word about its Markdown
  });
  it('ends with one newline, also for a site without pages', () => {
    const empty = { site, docs: [], sidebars: new Map() };
    expect(llmsTxt(empty)).toMatch(/full\.txt\n$/);
    expect(llmsFullTxt(empty)).toBe('# Fixture\n\n> A site for tests\n');
  });
});

describe('page Markdown', () => {
  it('is the body as written, with a `# title` first only when the body does not open with a level-one heading', () => {
    expect(pageMarkdown(cycles)).toBe('# Cycles\n\n## Create a cycle\n\nPlan ahead.\n');
    expect(pageMarkdown(modules)).toBe('# Modules\n\nModules group work.\n\n```sh\n# not a heading\n```\n');
    expect(pageMarkdown(faq)).toBe('# Questions\n\nAsk away.\n');
    expect(pageMarkdown(page('/e', 'Empty', '\n'))).toBe('# Empty\n');
  });

  it('finds an opening heading after blank lines and comments, in either syntax, and nothing else', () => {
    expect(openingHeadingEnd('\n<!-- a\nnote -->\n# Title\ntext')).toEqual({ start: 17, end: 24 });
    expect(openingHeadingEnd('Title\n===\n\ntext')).toEqual({ start: 0, end: 9 });
    expect(openingHeadingEnd('## Section\n\ntext')).toBeNull();
    expect(openingHeadingEnd('#hashtag')).toBeNull();
    expect(openingHeadingEnd('- item\n===')).toBeNull();
    expect(openingHeadingEnd('    # code\n')).toBeNull();
  });
});

describe('llms-full.txt', () => {
  it('holds every listed page in the order of llms.txt, each under its heading with its address', () => {
    const text = llmsFullTxt(input);
    expect(text.startsWith('# Fixture\n\n> A site for tests\n\n# Welcome\n\nSource: https://fixture.example/\n\nStart here.\n\n')).toBe(true);
    expect(text).toContain('# Cycles\n\nSource: https://fixture.example/guide/cycles\n\n## Create a cycle\n\nPlan ahead.\n\n');
    expect(text).toContain('# Modules\n\nSource: https://fixture.example/guide/modules\n\nModules group work.');
    const order = ['Source: https://fixture.example/\n', '/guide\n', '/guide/modules\n', '/guide/cycles\n', '/faq\n', '/loose\n'].map((s) => text.indexOf(s));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(text).not.toContain('Hidden.');
    expect(text).not.toContain('Not yet.');
  });
});

describe('agentFiles', () => {
  it('writes llms.txt, llms-full.txt and a .md for every page, unlisted ones too', () => {
    const paths = agentFiles(input).map((f) => f.path);
    expect(paths).toEqual([
      'llms.txt',
      'llms-full.txt',
      'guide/cycles.md',
      'draft.md',
      'faq.md',
      'index.md',
      'loose.md',
      'guide/modules.md',
      'guide.md',
      'secret.md',
    ]);
    expect(agentFilePaths([home, cycles])).toEqual(['/llms.txt', '/llms-full.txt', '/index.md', '/guide/cycles.md']);
  });
});

describe('agentFileClashes', () => {
  it('reports a static file or a route at the address of a file for agents, and nothing else', () => {
    const clashing = page('/guide/cycles.md', 'Clash', 'Text.');
    const found = agentFileClashes([...docs, clashing], ['LLMS.txt', 'faq.md', 'img/logo.svg', 'guide/cycles.md.html'], 'static');
    expect(found.map((d) => [d.code, d.severity, d.file, d.line])).toEqual([
      ['agent-file-clash', 'error', 'static/LLMS.txt', undefined],
      ['agent-file-clash', 'error', 'static/faq.md', undefined],
      ['agent-file-clash', 'error', 'docs/guide/cycles.md.md', 1],
    ]);
    expect(found[2]!.message).toContain('`/guide/cycles`');
    expect(agentFileClashes(docs, ['img/logo.svg', 'notes.md'], 'static')).toEqual([]);
  });
});
