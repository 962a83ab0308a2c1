/**
 * Pins the wording of every diagnostic: one inline snapshot per catalogue entry and variant, called with sample
 * facts, so any change of a message or a hint shows up as a snapshot diff. Also checks that src/ builds no
 * diagnostic outside the catalogue.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { catalogue, diagnostic, NOTHING_TO_LINK, type DiagnosticCode } from '../../../../src/diagnostics/catalogue.js';
import { ADMONITION_KINDS } from '../../../../src/markdown/directives.js';

describe('config', () => {
  it('config-missing', () => {
    expect(catalogue['config-missing']({ root: '/home/ada/site', fileName: 'site.config.ts' })).toMatchInlineSnapshot(`
      {
        "hint": "Create site.config.ts exporting \`defineConfig({ title, url, ... })\`, or pass --config.",
        "message": "No site config found in /home/ada/site.",
      }
    `);
  });

  it('config-load: the file cannot be loaded', () => {
    expect(catalogue['config-load']({ variant: 'unloadable', reason: 'Expected identifier but found end of file' })).toMatchInlineSnapshot(`
      {
        "hint": "Fix the syntax or the failing import in the config file.",
        "message": "The config file could not be loaded: Expected identifier but found end of file",
      }
    `);
  });

  it('config-load: no default export', () => {
    expect(catalogue['config-load']({ variant: 'no-default-export' })).toMatchInlineSnapshot(`
      {
        "hint": "End it with \`export default defineConfig({ ... })\`.",
        "message": "The config file has no default export.",
      }
    `);
  });

  it('config-invalid: unknown keys', () => {
    expect(catalogue['config-invalid']({ variant: 'unknown-key', keys: ['navbar.junk', 'navbar.other'] })).toMatchInlineSnapshot(`
      {
        "hint": "Remove it or check its spelling; the README lists every config key.",
        "message": "Unknown config key \`navbar.junk\`, \`navbar.other\`.",
      }
    `);
  });

  it('config-invalid: unknown keys with a suggestion', () => {
    expect(catalogue['config-invalid']({ variant: 'unknown-key', keys: ['sidebarz'], suggestions: ['sidebars'] })).toMatchInlineSnapshot(`
      {
        "hint": "Did you mean \`sidebars\`? Otherwise remove it; the README lists every config key.",
        "message": "Unknown config key \`sidebarz\`.",
      }
    `);
  });

  it('config-invalid: a search key the algolia provider needs', () => {
    expect(catalogue['config-invalid']({ variant: 'missing-search-key', key: 'appId', keyPath: 'search.appId' })).toMatchInlineSnapshot(`
      {
        "hint": "Set \`search.appId\` in the search config, or use search provider 'local'.",
        "message": "\`appId\` is missing.",
      }
    `);
  });

  it('config-invalid: a value of the wrong type', () => {
    expect(
      catalogue['config-invalid']({ variant: 'wrong-value', keyPath: 'navbar.items[0].label', reason: 'Invalid input: expected string, received number' }),
    ).toMatchInlineSnapshot(`
      {
        "hint": "Give \`navbar.items[0].label\` a value of the expected type.",
        "message": "Invalid value at \`navbar.items[0].label\`: Invalid input: expected string, received number.",
      }
    `);
  });

  it('version-unknown', () => {
    expect(catalogue['version-unknown']({ name: 'v2', known: ['current'] })).toMatchInlineSnapshot(`
      {
        "hint": "Known version names: \`current\`. Fix the name in \`docs.versions\` or \`docs.lastVersion\`.",
        "message": "The docs version \`v2\` in the config does not exist.",
      }
    `);
  });
});

describe('content files', () => {
  it('content-symlink-outside', () => {
    expect(catalogue['content-symlink-outside']({ target: '/etc/hostname' })).toMatchInlineSnapshot(`
      {
        "hint": "Copy the file into the site folder, or point the link at a file inside it.",
        "message": "This symlink leads outside the site folder, to /etc/hostname; docsgen reads only files inside the site.",
      }
    `);
  });

  it('content-symlink-broken: a loop', () => {
    expect(catalogue['content-symlink-broken']({ reason: 'loop' })).toMatchInlineSnapshot(`
      {
        "hint": "Remove the link or point it at a real file or folder.",
        "message": "This symlink is part of a loop: following it comes back to where it started.",
      }
    `);
  });

  it('content-symlink-broken: dangling', () => {
    expect(catalogue['content-symlink-broken']({ reason: 'dangling' })).toMatchInlineSnapshot(`
      {
        "hint": "Remove the link or point it at an existing file or folder.",
        "message": "This symlink points to nothing.",
      }
    `);
  });

  it('content-encoding', () => {
    expect(catalogue['content-encoding']({})).toMatchInlineSnapshot(`
      {
        "hint": "Save the file as UTF-8 in your editor (Latin-1 and Windows-1252 files turn accented letters into unreadable bytes).",
        "message": "This file is not valid UTF-8 text (from here on, a byte sequence cannot be read).",
      }
    `);
  });

  it('content-too-large', () => {
    expect(catalogue['content-too-large']({ bytes: 20 * 1024 * 1024, limit: 512 * 1024 })).toMatchInlineSnapshot(`
      {
        "hint": "Split it into several pages.",
        "message": "This page is 20480 KB of Markdown, over the 512 KB a page should be: it makes a slow page and a large search index.",
      }
    `);
  });
});

describe('content', () => {
  it('front-matter-language', () => {
    expect(catalogue['front-matter-language']({ language: 'js' })).toMatchInlineSnapshot(`
      {
        "hint": "Open the front matter with a plain \`---\` line and write it as YAML (\`key: value\`).",
        "message": "The front matter is marked as \`js\`; only YAML front matter is read.",
      }
    `);
  });

  it('front-matter-syntax', () => {
    expect(catalogue['front-matter-syntax']({ reason: 'unexpected end of the stream within a flow collection' })).toMatchInlineSnapshot(`
      {
        "hint": "Quote values that contain a colon or start with a special character, and indent lists consistently.",
        "message": "The front matter is not valid YAML: unexpected end of the stream within a flow collection.",
      }
    `);
  });

  it('front-matter-invalid: a required key is missing', () => {
    expect(catalogue['front-matter-invalid']({ variant: 'missing', key: 'description' })).toMatchInlineSnapshot(`
      {
        "hint": "Add \`description: …\` between the \`---\` lines at the top of the file (title and description are required).",
        "message": "The front matter has no \`description\`.",
      }
    `);
  });

  it('front-matter-invalid: a key has the wrong value', () => {
    expect(catalogue['front-matter-invalid']({ variant: 'invalid', key: 'slug', reason: 'Invalid string: must start with "/"' })).toMatchInlineSnapshot(`
      {
        "hint": "Give \`slug\` a value of the expected type.",
        "message": "The front matter key \`slug\` is invalid: Invalid string: must start with "/".",
      }
    `);
  });

  it('front-matter-unknown-key', () => {
    expect(catalogue['front-matter-unknown-key']({ key: 'sidebar_position', knownKeys: ['title', 'description', 'slug'] })).toMatchInlineSnapshot(`
      {
        "hint": "Remove it or use one of: title, description, slug.",
        "message": "Unknown front matter key \`sidebar_position\`.",
      }
    `);
  });

  it('route-invalid: from the file name', () => {
    expect(catalogue['route-invalid']({ route: '/Guide/Getting Started', fromSlug: false })).toMatchInlineSnapshot(`
      {
        "hint": "Rename the file in lower case with dashes, or set a \`slug\` in the front matter.",
        "message": "The route \`/Guide/Getting Started\` is not a valid route: routes are lower-case words separated by "/", without spaces or a trailing "/".",
      }
    `);
  });

  it('route-invalid: from the slug', () => {
    expect(catalogue['route-invalid']({ route: '/Guide/', fromSlug: true })).toMatchInlineSnapshot(`
      {
        "hint": "Change the \`slug\` in the front matter.",
        "message": "The route \`/Guide/\` is not a valid route: routes are lower-case words separated by "/", without spaces or a trailing "/".",
      }
    `);
  });

  it('route-duplicate', () => {
    expect(catalogue['route-duplicate']({ route: '/guide/cycles', firstFile: 'content/docs/guide/cycles.md', secondFile: 'content/docs/old/cycles.md' })).toMatchInlineSnapshot(`
      {
        "hint": "Give one of them a different \`slug\` in its front matter, or rename one file.",
        "message": "Two docs claim the route \`/guide/cycles\`: content/docs/guide/cycles.md and content/docs/old/cycles.md.",
      }
    `);
  });

  it('route-reserved', () => {
    expect(catalogue['route-reserved']({ route: '/search' })).toMatchInlineSnapshot(`
      {
        "hint": "Rename the file or give it another \`slug\`.",
        "message": "The route \`/search\` is reserved for the generator's own search page.",
      }
    `);
  });
});

describe('sidebars and the navbar', () => {
  it('sidebar-unknown-doc: with the closest ids', () => {
    expect(
      catalogue['sidebar-unknown-doc']({ sidebar: 'docs', where: 'docs.sidebars.docs[1].items[0]', id: 'guide/cyclez', suggestions: ['guide/cycles', 'guide/modules'] }),
    ).toMatchInlineSnapshot(`
      {
        "hint": "Did you mean \`guide/cycles\`, \`guide/modules\`? A doc id is the file's path under the docs folder without \`.md\`.",
        "message": "The sidebar \`docs\` (docs.sidebars.docs[1].items[0]) refers to the doc id \`guide/cyclez\`, which does not exist.",
      }
    `);
  });

  it('sidebar-unknown-doc: with no doc to suggest', () => {
    expect(catalogue['sidebar-unknown-doc']({ sidebar: 'docs', where: 'docs.sidebars.docs[0]', id: 'intro', suggestions: [] })).toMatchInlineSnapshot(`
      {
        "hint": "A doc id is the file's path under the docs folder without \`.md\`.",
        "message": "The sidebar \`docs\` (docs.sidebars.docs[0]) refers to the doc id \`intro\`, which does not exist.",
      }
    `);
  });

  it('sidebar-autogenerated-empty', () => {
    expect(catalogue['sidebar-autogenerated-empty']({ sidebar: 'docs', where: 'docs.sidebars.docs[2]', dirName: 'reference' })).toMatchInlineSnapshot(`
      {
        "hint": "Check \`dirName\` (a folder under the docs folder), or remove the item.",
        "message": "The sidebar \`docs\` (docs.sidebars.docs[2]) lists the folder \`reference\`, which holds no docs.",
      }
    `);
  });

  it('sidebar-empty-category', () => {
    expect(catalogue['sidebar-empty-category']({ sidebar: 'docs', where: 'docs.sidebars.docs[3]', label: 'Recipes' })).toMatchInlineSnapshot(`
      {
        "hint": "The category "Recipes" in sidebar \`docs\` (docs.sidebars.docs[3]) has no items and no category doc: add items, or a \`link: { type: 'doc', id }\`, or remove the category.",
        "message": "Sidebar doesn't have anything to be linked to",
      }
    `);
  });

  it('sidebar-unknown-id: with the closest ids', () => {
    expect(catalogue['sidebar-unknown-id']({ label: 'Docs', sidebarId: 'doc', suggestions: ['docs', 'api'] })).toMatchInlineSnapshot(`
      {
        "hint": "Did you mean \`docs\`, \`api\`? Sidebar ids are the keys of \`docs.sidebars\`.",
        "message": "The navbar item "Docs" refers to the sidebar id \`doc\`, which does not exist.",
      }
    `);
  });

  it('sidebar-unknown-id: with no sidebar declared', () => {
    expect(catalogue['sidebar-unknown-id']({ label: 'Docs', sidebarId: 'docs', suggestions: [] })).toMatchInlineSnapshot(`
      {
        "hint": "Declare the sidebar under \`docs.sidebars\` first.",
        "message": "The navbar item "Docs" refers to the sidebar id \`docs\`, which does not exist.",
      }
    `);
  });

  it('sidebar-nothing-to-link', () => {
    expect(catalogue['sidebar-nothing-to-link']({ label: 'API', sidebarId: 'api' })).toMatchInlineSnapshot(`
      {
        "hint": "The navbar item "API" points to the sidebar \`api\`, which holds no doc: add a doc to that sidebar or remove the navbar item.",
        "message": "Sidebar doesn't have anything to be linked to",
      }
    `);
  });

  it("keeps the spec's message for a sidebar with nothing to link to", () => {
    expect(NOTHING_TO_LINK).toMatchInlineSnapshot(`"Sidebar doesn't have anything to be linked to"`);
  });
});

describe('Markdown', () => {
  it('markdown-too-deep', () => {
    expect(catalogue['markdown-too-deep']({ limit: 100 })).toMatchInlineSnapshot(`
      {
        "hint": "Flatten the structure: docsgen reads at most 100 levels of nested quotes and lists.",
        "message": "Blocks are nested more than 100 levels deep here (quotes and lists inside each other).",
      }
    `);
  });

  it('link-unsafe', () => {
    expect(catalogue['link-unsafe']({ raw: 'javascript:alert(1)', scheme: 'javascript' })).toMatchInlineSnapshot(`
      {
        "hint": "Link a page, a file of the site or an http(s) address instead; put data in a file of the static folder.",
        "message": "The link \`javascript:alert(1)\` uses the \`javascript:\` scheme, which docs pages do not allow.",
      }
    `);
    expect(catalogue['link-unsafe']({ raw: `data:text/html;base64,${'A'.repeat(80)}`, scheme: 'data' }).message).toMatchInlineSnapshot(`"The link \`data:text/html;base64,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA...\` uses the \`data:\` scheme, which docs pages do not allow."`);
  });

  it('raw-html', () => {
    expect(catalogue['raw-html']({ snippet: '<div class="note">' })).toMatchInlineSnapshot(`
      {
        "hint": "Use Markdown or a directive instead (tables, \`:kbd[…]\`, admonitions), or escape the \`<\` as \`\\<\` if it is text.",
        "message": "Raw HTML is not supported in docs: \`<div class="note">\`.",
      }
    `);
  });

  it('heading-id-duplicate', () => {
    expect(catalogue['heading-id-duplicate']({ id: 'install' })).toMatchInlineSnapshot(`
      {
        "hint": "Give one heading an explicit id with \`{#another-id}\` at the end of its text.",
        "message": "Two headings on this page have the id \`install\`.",
      }
    `);
  });

  it('directive-invalid: details without a summary', () => {
    expect(catalogue['directive-invalid']({ variant: 'details-without-summary' })).toMatchInlineSnapshot(`
      {
        "hint": "Write it as \`:::details[What the reader clicks]\`.",
        "message": "A details block needs a summary.",
      }
    `);
  });

  it('directive-invalid: something other than a card in a cards block', () => {
    expect(catalogue['directive-invalid']({ variant: 'foreign-child', group: 'cards', entry: 'card' })).toMatchInlineSnapshot(`
      {
        "hint": "Wrap this content in \`:::card{…}\` … \`:::\`, or move it out of the \`::::cards\` block.",
        "message": "A \`::::cards\` block may only hold \`:::card\` entries.",
      }
    `);
  });

  it('directive-invalid: a tab outside a tabs block', () => {
    expect(catalogue['directive-invalid']({ variant: 'outside-group', entry: 'tab', group: 'tabs' })).toMatchInlineSnapshot(`
      {
        "hint": "Wrap it in \`::::tabs\` … \`::::\` (four colons).",
        "message": "\`:::tab\` must sit inside a \`::::tabs\` block.",
      }
    `);
  });

  it('directive-invalid: a card without a title or an href', () => {
    expect(catalogue['directive-invalid']({ variant: 'card-without-target' })).toMatchInlineSnapshot(`
      {
        "hint": "Write it as \`:::card{title="Quickstart" href="/introduction/quickstart"}\`.",
        "message": "A card needs a \`title\` and an \`href\`.",
      }
    `);
  });

  it('directive-invalid: a tab without a label', () => {
    expect(catalogue['directive-invalid']({ variant: 'tab-without-label' })).toMatchInlineSnapshot(`
      {
        "hint": "Write it as \`:::tab{label="macOS"}\`.",
        "message": "A tab needs a \`label\`.",
      }
    `);
  });

  it('directive-invalid: an unknown leaf directive', () => {
    expect(catalogue['directive-invalid']({ variant: 'unknown-leaf', name: 'youtube', admonitions: ADMONITION_KINDS })).toMatchInlineSnapshot(`
      {
        "hint": "Use one of the supported directives: admonitions (:::note, :::tip, :::info, :::warning, :::caution, :::danger), :::details[…], ::::cards/:::card, ::::tabs/:::tab, :kbd[…], :plan[…].",
        "message": "Unknown directive \`::youtube\`.",
      }
    `);
  });

  it('directive-invalid: an unknown container directive', () => {
    expect(catalogue['directive-invalid']({ variant: 'unknown-container', name: 'aside', admonitions: ADMONITION_KINDS })).toMatchInlineSnapshot(`
      {
        "hint": "Use one of the supported directives: admonitions (:::note, :::tip, :::info, :::warning, :::caution, :::danger), :::details[…], ::::cards/:::card, ::::tabs/:::tab, :kbd[…], :plan[…].",
        "message": "Unknown directive \`:::aside\`.",
      }
    `);
  });

  it('directive-invalid: an unknown plan in a badge', () => {
    expect(catalogue['directive-invalid']({ variant: 'unknown-plan', plan: 'Gold', plans: ['Pro', 'Business'] })).toMatchInlineSnapshot(`
      {
        "hint": "Write one of \`:plan[Pro]\`, \`:plan[Business]\`.",
        "message": "Unknown plan \`Gold\` in a plan badge.",
      }
    `);
  });

  it('directive-invalid: an empty plan badge', () => {
    expect(catalogue['directive-invalid']({ variant: 'unknown-plan', plan: '', plans: ['Pro'] })).toMatchInlineSnapshot(`
      {
        "hint": "Write one of \`:plan[Pro]\`.",
        "message": "Unknown plan \`(empty)\` in a plan badge.",
      }
    `);
  });

  it('directive-invalid: an unknown text directive', () => {
    expect(catalogue['directive-invalid']({ variant: 'unknown-text', name: 'badge' })).toMatchInlineSnapshot(`
      {
        "hint": "Use \`:kbd[…]\` or \`:plan[…]\`; to write a colon before a word, put a space after it or escape it as \`\\:\`.",
        "message": "Unknown directive \`:badge\`.",
      }
    `);
  });
});

describe('links', () => {
  it('broken-markdown-link', () => {
    expect(catalogue['broken-markdown-link']({ raw: '../guide/nope.md' })).toMatchInlineSnapshot(`
      {
        "hint": "Fix the relative path to the .md file (it is resolved from this file's folder), or link the route instead.",
        "message": "The Markdown file link \`../guide/nope.md\` does not point to a doc.",
      }
    `);
  });

  it('broken-link: with the closest routes', () => {
    expect(catalogue['broken-link']({ raw: '/guide/cyclez', route: '/guide/cyclez', suggestions: ['/guide/cycles', '/guide'] })).toMatchInlineSnapshot(`
      {
        "hint": "Link an existing route, such as \`/guide/cycles\`, \`/guide\`.",
        "message": "The link \`/guide/cyclez\` points to \`/guide/cyclez\`, which is not a page of this site.",
      }
    `);
  });

  it('broken-link: with no route to suggest', () => {
    expect(catalogue['broken-link']({ raw: 'nowhere', route: '/nowhere', suggestions: [] })).toMatchInlineSnapshot(`
      {
        "hint": "Link an existing route.",
        "message": "The link \`nowhere\` points to \`/nowhere\`, which is not a page of this site.",
      }
    `);
  });

  it('broken-anchor: on this page, with the closest heading ids', () => {
    expect(catalogue['broken-anchor']({ raw: '#instal', anchor: 'instal', route: '/guide', onSamePage: true, suggestions: ['install', 'uninstall'] })).toMatchInlineSnapshot(`
      {
        "hint": "Use one of the page's heading ids, such as \`#install\`, \`#uninstall\`, or add a heading with that id.",
        "message": "The link \`#instal\` points to the anchor \`#instal\`, which is not a heading on this page.",
      }
    `);
  });

  it('broken-anchor: on another page that has no headings', () => {
    expect(catalogue['broken-anchor']({ raw: '/faq#top', anchor: 'top', route: '/faq', onSamePage: false, suggestions: [] })).toMatchInlineSnapshot(`
      {
        "hint": "The target page has no headings to link to; link the page without an anchor.",
        "message": "The link \`/faq#top\` points to the anchor \`#top\`, which is not a heading on \`/faq\`.",
      }
    `);
  });
});

describe('search', () => {
  it('search-no-records', () => {
    expect(catalogue['search-no-records']({})).toMatchInlineSnapshot(`
      {
        "hint": "Add body text, or take the page out of the site if it has nothing to say.",
        "message": "This page gives search no text to find: it has headings but no paragraphs, list items or tables.",
      }
    `);
  });

  it('search-empty', () => {
    expect(catalogue['search-empty']({})).toMatchInlineSnapshot(`
      {
        "hint": "Add docs with body text.",
        "message": "The search index is empty: no page gave any text to search.",
      }
    `);
  });

  it('search-index: no search config', () => {
    expect(catalogue['search-index']({ variant: 'no-search-config' })).toMatchInlineSnapshot(`
      {
        "hint": "Add \`search: { indexName: … }\` to the site config.",
        "message": "The site has no search config, so there are no records to index.",
      }
    `);
  });

  it('search-index: no app id to push with', () => {
    expect(catalogue['search-index']({ variant: 'no-app-id' })).toMatchInlineSnapshot(`
      {
        "hint": "Set \`search.appId\` in the site config to push records to Algolia.",
        "message": "\`appId\` is missing.",
      }
    `);
  });

  it('search-index: no admin key to push with', () => {
    expect(catalogue['search-index']({ variant: 'no-admin-key', variable: 'ALGOLIA_ADMIN_API_KEY' })).toMatchInlineSnapshot(`
      {
        "hint": "Export an Algolia admin API key as ALGOLIA_ADMIN_API_KEY (it must never be in the site config).",
        "message": "\`ALGOLIA_ADMIN_API_KEY\` is not set.",
      }
    `);
  });

  it('search-index: the push failed', () => {
    expect(catalogue['search-index']({ variant: 'push-failed', reason: 'Unreachable hosts' })).toMatchInlineSnapshot(`
      {
        "hint": "Check the app id, the admin key and the network, then run \`docsgen index --push\` again.",
        "message": "Pushing the records to Algolia failed: Unreachable hosts",
      }
    `);
  });
});

describe('dev server', () => {
  it('dev-update-failed', () => {
    expect(catalogue['dev-update-failed']({ files: ['content/docs/intro.md', 'site.config.ts'], reason: 'boom' })).toMatchInlineSnapshot(`
      {
        "hint": "Fix the file; the last good version is served meanwhile.",
        "message": "Updating after content/docs/intro.md, site.config.ts failed: boom",
      }
    `);
  });
});

describe('diagnostic()', () => {
  it('builds the whole diagnostic from the code, the severity, the facts and the location', () => {
    expect(diagnostic('heading-id-duplicate', 'warning', { id: 'install' }, { file: 'content/docs/a.md', line: 7, column: 1 })).toStrictEqual({
      severity: 'warning',
      code: 'heading-id-duplicate',
      message: 'Two headings on this page have the id `install`.',
      hint: 'Give one heading an explicit id with `{#another-id}` at the end of its text.',
      file: 'content/docs/a.md',
      line: 7,
      column: 1,
    });
  });

  it('adds no location keys when there is no location', () => {
    expect(Object.keys(diagnostic('search-empty', 'warning', {}))).toEqual(['severity', 'code', 'message', 'hint']);
  });
});

/** Never called: tsc checks that the facts argument is checked per code (the verify step type-checks tests/). */
export function factsAreTypedPerCode(): void {
  // @ts-expect-error broken-link needs raw, route and suggestions, not a doc id
  diagnostic('broken-link', 'error', { id: 'intro' });
  // @ts-expect-error a variant of another code
  diagnostic('config-invalid', 'error', { variant: 'missing', key: 'title' });
  // @ts-expect-error not a code in the catalogue
  diagnostic('no-such-code', 'error', {});
}

describe('every diagnostic goes through the catalogue', () => {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const catalogueFile = 'src/diagnostics/catalogue.ts';
  const sources = fg
    .sync('src/**/*.{ts,tsx}', { cwd: root })
    .filter((file) => file !== catalogueFile)
    .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
  const codes = Object.keys(catalogue) as DiagnosticCode[];

  /** `code: '…'` literals in src/, leaving out zod's own issue codes (`ctx.addIssue({ code: 'custom', … })`). */
  function codeLiterals(): string[] {
    const found: string[] = [];
    for (const { file, text } of sources) {
      text.split('\n').forEach((line, i) => {
        for (const match of line.matchAll(/\bcode:\s*(['"`])([^'"`]*)\1/g)) {
          if (line.slice(0, match.index).includes('addIssue(')) continue;
          found.push(`${file}:${i + 1} ${match[2]}`);
        }
      });
    }
    return found;
  }

  it('reads the source files', () => {
    expect(sources.length).toBeGreaterThan(50);
  });

  it('finds no diagnostic code written outside the catalogue', () => {
    expect(codeLiterals()).toEqual([]);
  });

  it('finds no severity written into an object outside the catalogue', () => {
    const found = sources.flatMap(({ file, text }) => (/\bseverity:\s*['"`]/.test(text) ? [file] : []));
    expect(found).toEqual([]);
  });

  it('finds every code that src/ passes to diagnostic() in the catalogue', () => {
    const used = sources.flatMap(({ text }) => [...text.matchAll(/\bdiagnostic\(\s*'([^']+)'/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((code) => !(codes as string[]).includes(code))).toEqual([]);
  });

  it('has no entry that src/ never reports', () => {
    const used = new Set(sources.flatMap(({ text }) => [...text.matchAll(/\bdiagnostic\(\s*'([^']+)'/g)].map((m) => m[1]!)));
    expect(codes.filter((code) => !used.has(code))).toEqual([]);
  });
});
