import { describe, expect, it } from 'vitest';
import { docsFrom, page } from '../../../support/docs.js';

const routes = (files: Record<string, string>, routeBasePath = '/') =>
  Object.fromEntries(docsFrom(files, { routeBasePath }).docs.map((d) => [d.sourcePath, [d.id, d.route]]));

describe('doc ids and routes (Docusaurus rules)', () => {
  it('strip number prefixes from ids and routes, keep case, and make index files their folder page', () => {
    expect(
      routes({
        'index.md': page('Home'),
        '01-guides/02-setup.md': page('Setup'),
        '01-guides/README.md': page('Guides'),
        'api/api.md': page('API'),
        'api/applyMiddleware.md': page('applyMiddleware'),
        '2024-01-01-notes.md': page('Notes'),
      }),
    ).toEqual({
      'index.md': ['index', '/'],
      '01-guides/02-setup.md': ['guides/setup', '/guides/setup'],
      '01-guides/README.md': ['guides/README', '/guides'],
      'api/api.md': ['api/api', '/api'],
      'api/applyMiddleware.md': ['api/applyMiddleware', '/api/applyMiddleware'],
      '2024-01-01-notes.md': ['2024-01-01-notes', '/2024-01-01-notes'],
    });
  });

  it('take `id` and absolute or relative `slug` from the front matter, under the route base', () => {
    expect(
      routes(
        {
          'guides/old-name.md': page('A', 'id: new-name\n'),
          'guides/b.md': page('B', 'slug: shortcut\n'),
          'guides/c.md': page('C', 'slug: /start-here\n'),
        },
        '/docs',
      ),
    ).toEqual({
      'guides/old-name.md': ['guides/new-name', '/docs/guides/new-name'],
      'guides/b.md': ['guides/b', '/docs/guides/shortcut'],
      'guides/c.md': ['guides/c', '/docs/start-here'],
    });
  });

  it('default the title to the opening heading, then the file name, and the description to the first paragraph', () => {
    const { docs } = docsFrom({
      'a.md': '# Install **Tern**\n\nTern installs with [npm](https://npmjs.com) in `one` step.\n\n## More\n',
      'b-file.md': 'Just text here.\n',
      'c.md': '---\ntitle: Front title\nsidebar_label: Short\n---\n# Body heading\n\n:::tip\nNot this.\n:::\n\nThis one.\n',
    });
    expect(docs.map((d) => [d.title, d.label, d.description])).toEqual([
      ['Install Tern', 'Install Tern', 'Tern installs with npm in one step.'],
      ['b-file', 'b-file', 'Just text here.'],
      ['Front title', 'Short', 'This one.'],
    ]);
  });

  it('leave drafts out of a build (keeping their ids), and mark unlisted docs', () => {
    const result = docsFrom({ 'a.md': page('A', 'draft: true\n'), 'b.md': page('B', 'unlisted: true\n') });
    expect(result.docs.map((d) => [d.id, d.unlisted])).toEqual([['b', true]]);
    expect([...result.draftIds]).toEqual(['a']);
    expect(docsFrom({ 'a.md': page('A', 'draft: true\n') }, { includeDrafts: true }).docs).toHaveLength(1);
  });

  it('report two docs claiming one route, naming both files', () => {
    const { diagnostics } = docsFrom({ 'a.md': page('A', 'slug: /same\n'), 'b.md': page('B', 'slug: /same\n') });
    expect(diagnostics.map((d) => d.message)).toEqual(['Two docs claim the route `/same`: docs/a.md and docs/b.md.']);
  });

  it('report routes that differ only in case, and two files with one id', () => {
    const { diagnostics } = docsFrom({ 'Setup.md': page('A'), 'setup.md': page('B'), '01-intro.md': page('C', 'slug: /first\n'), 'intro.md': page('D') });
    expect(diagnostics.map((d) => d.code)).toEqual(['route-duplicate', 'doc-id-duplicate']);
  });

  it('reject routes with spaces, and front matter of the wrong type at its line', () => {
    const { diagnostics } = docsFrom({ 'My Page.md': page('T'), 'b.md': '---\ntitle: B\nsidebar_position: first\n---\n' });
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['route-invalid', 1],
      ['front-matter-invalid', 3],
    ]);
  });

  it("report a front matter `id` with spaces at its line, saying to change the id (jitsi's handbook)", () => {
    const { diagnostics } = docsFrom({ 'guide/status.md': '---\ntitle: Status\nid: client status indicators\n---\n\nText.\n' });
    expect(diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([['route-invalid', 'docs/guide/status.md', 3]]);
    expect(diagnostics[0]!.hint).toContain("Change the front matter's `id`");
  });

  it("take a page named after an API with `$` (Cypress' `cy.$`) at its own route, as a URL path holds it", () => {
    const { docs, diagnostics } = docsFrom({ 'utilities/$.md': page('$'), 'utilities/wrap.md': page('Wrap') });
    expect(diagnostics).toEqual([]);
    expect(docs.map((d) => d.route).sort()).toEqual(['/utilities/$', '/utilities/wrap']);
  });

  it('warn about an unknown front matter key with the known key a typo away', () => {
    const { diagnostics } = docsFrom({ 'a.md': page('A', 'sidebar_positon: 3\n') });
    expect(diagnostics.map((d) => [d.severity, d.line, d.hint])).toEqual([
      [
        'warning',
        4,
        'Did you mean `sidebar_position`? Otherwise remove it; docsgen\'s guide "Writing docs" lists every front matter key. If the site\'s own components or plugins read it, list it in `markdown.frontMatterKeys`.',
      ],
    ]);
  });
});
