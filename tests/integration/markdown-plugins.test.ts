/**
 * The site's own remark and rehype plugins (`markdown.remarkPlugins`, `rehypePlugins`, `beforeDefault…`): loaded
 * from the config's imports, run at their declared places on Markdown and MDX pages, on render threads too, and
 * awaited when asynchronous; one that throws or rejects is a located error naming it; they do not run on what the
 * site did not write as Markdown; the render cache follows their options.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { configText, copyFixtureSite, doc, makeSite } from '../support/fixture-site.js';

/**
 * A local plugin module of the fixture site: each plugin leaves a trace a test can read in the HTML. It imports no
 * package (the fixture folder has no node_modules; render threads load it as Node does, without the test runner).
 */
const PLUGINS = `
function visit(node, type, visitor) {
  if (node.type === type) visitor(node);
  for (const child of node.children ?? []) visit(child, type, visitor);
}

/** remark: rewrites text written after 'shout:' in capitals. */
export function remarkShout(options = {}) {
  const mark = options.mark ?? '!';
  return (tree) => {
    visit(tree, 'text', (node) => {
      if (node.value.startsWith('shout:')) node.value = node.value.slice(6).trim().toUpperCase() + mark;
    });
  };
}

/** remark, before docsgen's own: sees the :::tip directive before docsgen turns it into an admonition. */
export function remarkSeeDirectives() {
  return (tree) => {
    visit(tree, 'containerDirective', (node) => {
      if (node.name === 'tip') node.name = 'warning';
    });
  };
}

/** remark, after docsgen's stages: draws ':::example' directives, which docsgen does not know, as a quote (Cypress' shape). */
export function remarkExampleDirective() {
  return (tree) => {
    visit(tree, 'containerDirective', (node) => {
      if (node.name === 'example') node.data = { hName: 'blockquote', hProperties: { className: ['site-example'] } };
    });
  };
}

/** rehype, after docsgen's HTML checks: a class on every table. */
export function rehypeTableClass() {
  return (tree) => {
    visit(tree, 'element', (node) => {
      if (node.tagName === 'table') node.properties.className = ['from-plugin'];
    });
  };
}

/** remark: fails on a page that says 'explode', at that paragraph. */
export function remarkExplode() {
  return (tree, file) => {
    visit(tree, 'text', (node) => {
      if (node.value.includes('explode')) file.fail('this page asked to explode', node);
    });
  };
}

/**
 * Paragraphs that start with 'prefix' become the component 'name' (with 'attributes') holding the rest of their
 * text; when any did, the import of 'name' from 'source' is added to the tree, as a plugin that adds JSX does.
 */
function paragraphsAs(tree, prefix, name, attributes, source) {
  let used = false;
  tree.children = tree.children.map((node) => {
    const text = node.type === 'paragraph' && node.children[0]?.type === 'text' ? node.children[0].value : '';
    if (!text.startsWith(prefix)) return node;
    used = true;
    return { type: 'mdxJsxFlowElement', name, attributes, children: [{ type: 'paragraph', children: [{ type: 'text', value: text.slice(prefix.length).trim() }] }] };
  });
  if (!used) return;
  const literal = { type: 'Literal', value: source, raw: \`'\${source}'\` };
  const specifiers = [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }];
  const estree = { type: 'Program', sourceType: 'module', body: [{ type: 'ImportDeclaration', specifiers, source: literal }] };
  tree.children.unshift({ type: 'mdxjsEsm', value: \`import \${name} from '\${source}';\`, data: { estree } });
}

/**
 * remark, on MDX: a paragraph that starts with 'note:' becomes <Admonition type="note">, and the plugin adds the
 * import it needs, as docusaurus-remark-plugin-tab-blocks adds @theme/Tabs.
 */
export function remarkNoteComponent() {
  return (tree) => paragraphsAs(tree, 'note:', 'Admonition', [{ type: 'mdxJsxAttribute', name: 'type', value: 'note' }], '@theme/Admonition');
}

/** remark, on MDX: a paragraph 'shoutbox: …' becomes <Shout>, a component of the site whose import the plugin adds. */
export function remarkShoutBox() {
  return (tree) => paragraphsAs(tree, 'shoutbox:', 'Shout', [], '@site/src/components/Shout');
}

/** remark: paragraphs written after 'missing:' become <Missing>, importing a module the site does not have. */
export function remarkMissingBox() {
  return (tree) => paragraphsAs(tree, 'missing:', 'Missing', [], '@site/src/components/Missing');
}

/** remark, asynchronous: after a timer, text written after 'later:' becomes 'awaited: …'. */
export function remarkLater() {
  return async (tree) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    visit(tree, 'text', (node) => {
      if (node.value.startsWith('later:')) node.value = 'awaited: ' + node.value.slice(6).trimStart();
    });
  };
}

/** rehype, with unified's callback: after a timer, every paragraph gets a class. */
export function rehypeCallback() {
  return (tree, file, next) => {
    setTimeout(() => {
      visit(tree, 'element', (node) => {
        if (node.tagName === 'p') node.properties.className = ['called-back'];
      });
      next();
    }, 5);
  };
}

/** remark, asynchronous: rejects, after a timer, on a page that says 'fail later', at that paragraph. */
export function remarkFailLater() {
  return async (tree, file) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    visit(tree, 'text', (node) => {
      if (node.value.includes('fail later')) file.fail('this page asked to fail later', node);
    });
  };
}

/** remark: a paragraph at the end of whatever it runs on. */
export function remarkStamp() {
  return (tree) => {
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'stamped by a plugin' }] });
  };
}
`;

const PAGE = '# Plugins\n\nshout: quiet words\n\n:::tip\nA tip.\n:::\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n## Create a cycle\n\nThe intro links here.\n';

function site(lists: string, pages: Record<string, string | null> = {}): string {
  const config = configText({ extra: `markdown: { ${lists} },` }).replace(
    "import { defineConfig } from 'docsgen';",
    "import { defineConfig } from 'docsgen';\nimport { remarkShout, remarkSeeDirectives, rehypeTableClass, remarkExplode, remarkLater, rehypeCallback, remarkFailLater, remarkStamp, remarkNoteComponent, remarkShoutBox, remarkMissingBox, remarkExampleDirective } from './plugins.mjs';",
  );
  return makeSite({ 'plugins.mjs': PLUGINS, 'content/docs/guide/cycles.md': doc('Plugins', PAGE), ...pages }, config);
}

const html = (root: string, file: string) => readFileSync(path.join(root, 'build', file), 'utf8');

describe("the site's Markdown plugins", () => {
  it('get the directives docsgen does not know before they are reported: one a plugin draws builds, one none draws is an error', async () => {
    const root = site('remarkPlugins: [remarkExampleDirective]', {
      'content/docs/guide/examples.md': doc('Examples', '# Examples\n\n:::example\nRun it.\n:::\n'),
    });
    const drawn = await build({ root, compress: false, workers: 0 });
    expect(drawn.diagnostics).toEqual([]);
    expect(html(root, 'guide/examples.html')).toContain('<blockquote class="site-example"><p>Run it.</p></blockquote>');
    writeFileSync(path.join(root, 'content/docs/guide/samples.md'), doc('Samples', '# Samples\n\n:::sample\nNobody draws this.\n:::\n'));
    const undrawn = await build({ root, compress: false, workers: 0 });
    expect(undrawn.diagnostics.map((d) => `${d.code} ${d.file}:${d.line} ${d.message}`)).toEqual([
      'directive-invalid content/docs/guide/samples.md:8 Unknown directive `:::sample`.',
    ]);
  });

  it("load from a package whose entry is TypeScript (a workspace plugin's `main: src/index.ts`), as Docusaurus' loader does", async () => {
    const root = site('remarkPlugins: []', {
      'node_modules/remark-ts-stamp/package.json': JSON.stringify({ name: 'remark-ts-stamp', type: 'module', main: 'src/index.ts' }),
      'node_modules/remark-ts-stamp/src/index.ts': [
        "import { words } from './words';",
        'interface Options { text?: string }',
        'export default function remarkTsStamp(options: Options = {}): (tree: { children: unknown[] }) => void {',
        "  return (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: options.text ?? words }] }); };",
        '}',
      ].join('\n'),
      'node_modules/remark-ts-stamp/src/words.ts': "export const words: string = 'stamped from TypeScript';\n",
    });
    const config = path.join(root, 'site.config.ts');
    writeFileSync(
      config,
      readFileSync(config, 'utf8')
        .replace("import { defineConfig } from 'docsgen';", "import { defineConfig } from 'docsgen';\nimport remarkTsStamp from 'remark-ts-stamp';")
        .replace('remarkPlugins: []', 'remarkPlugins: [remarkTsStamp]'),
    );
    // The CLI in a process of its own: in the test runner's, its loader would compile the TypeScript itself.
    const run = spawnSync(process.execPath, [path.resolve('bin/docsgen.js'), 'build', '--no-cache'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(html(root, 'guide/cycles.html')).toContain('<p>stamped from TypeScript</p>');
  });

  it('run at their declared places, with their options, on Markdown and MDX pages', async () => {
    const root = site("remarkPlugins: [[remarkShout, { mark: '?' }]], beforeDefaultRemarkPlugins: [remarkSeeDirectives], rehypePlugins: [rehypeTableClass]", {
      'content/docs/guide/modules.md': null,
      'content/docs/guide/modules.mdx': doc('Modules', '# Modules\n\nshout: from mdx\n'),
    });
    const result = await build({ root, compress: false, workers: 0 });
    expect(result.diagnostics).toEqual([]);
    const page = html(root, 'guide/cycles.html');
    expect(page).toContain('QUIET WORDS?');
    // Before docsgen's stages: the tip became a warning admonition; after them: the table docsgen made got the class.
    expect(page).toMatch(/class="admonition admonition-warning"/);
    expect(page).toMatch(/<table class="from-plugin"/);
    expect(html(root, 'guide/modules.html')).toContain('FROM MDX?');
    // Search sees what the plugins made.
    expect(JSON.stringify(result.records)).toContain('QUIET WORDS?');
  });

  it("are taken from a module object's default export, as require() of a package compiled from ES modules gives them", async () => {
    const root = site(
      "remarkPlugins: [{ __esModule: true, default: remarkStamp }, [{ default: remarkShout }, { mark: '?' }]], rehypePlugins: [{ default: rehypeTableClass }]",
    );
    const result = await build({ root, compress: false, workers: 0 });
    expect(result.diagnostics).toEqual([]);
    const page = html(root, 'guide/cycles.html');
    expect(page).toContain('stamped by a plugin');
    expect(page).toContain('QUIET WORDS?');
    expect(page).toMatch(/<table class="from-plugin"/);
  });

  it('may add the imports of the components they add to an MDX page', async () => {
    const root = site('remarkPlugins: [remarkNoteComponent]', {
      'content/docs/guide/notes.mdx': doc('Notes', '# Notes\n\nnote: from a plugin\n'),
    });
    const result = await build({ root, compress: false, workers: 0 });
    expect(result.diagnostics).toEqual([]);
    expect(html(root, 'guide/notes.html')).toMatch(/class="admonition admonition-note"[^]*from a plugin/);
  });

  it("may add imports of the site's own modules, which join the bundle with their styles, remembered by the cache", async () => {
    const shout = 'import \'./shout.css\';\nexport default function Shout({ children }) {\n  return <strong className="shout-box">{children}</strong>;\n}\n';
    const root = site('remarkPlugins: [remarkShoutBox]', {
      'src/components/Shout.jsx': shout,
      'src/components/shout.css': '.shout-box { color: rebeccapurple; }\n',
      'content/docs/guide/notes.mdx': doc('Notes', '# Notes\n\nshoutbox: from a plugin\n'),
    });
    const cold = await build({ root, compress: false, workers: 0 });
    expect(cold.diagnostics).toEqual([]);
    const notes = html(root, 'guide/notes.html');
    expect(notes).toMatch(/<strong class="shout-box"><p>from a plugin<\/p><\/strong>/);
    // The component's styles are in the style sheet the page links.
    const sheet = /href="[^"]*\/(assets\/components-[0-9a-f]+\.css)"/.exec(notes)?.[1];
    expect(sheet && readFileSync(path.join(root, 'build', sheet), 'utf8')).toContain('rebeccapurple');
    // The next build knows what the plugin imports: bundled from the start, the page taken from the cache as it was.
    const warm = await build({ root, compress: false, workers: 0 });
    expect(warm.diagnostics).toEqual([]);
    expect(warm.timings).not.toHaveProperty('components again');
    expect(html(root, 'guide/notes.html')).toBe(notes);
    // Once no plugin imports it, it leaves the bundle (and its styles the sheet), as a build without the cache has it.
    writeFileSync(path.join(root, 'content/docs/guide/notes.mdx'), doc('Notes', '# Notes\n\nNo shouting.\n'));
    const after = await build({ root, compress: false, workers: 0 });
    expect(after.diagnostics).toEqual([]);
    expect(readdirSync(path.join(root, 'build/assets')).filter((f) => f.startsWith('components-'))).toEqual([]);
  });

  it('in docsgen dev, have what they import bundled once a page shows it, that page served with it', async () => {
    const { DevSite } = await import('../../src/dev/dev-site.js');
    const shout = 'export default function Shout({ children }) {\n  return <strong className="shout-box">{children}</strong>;\n}\n';
    const root = site('remarkPlugins: [remarkShoutBox]', {
      'src/components/Shout.jsx': shout,
      'content/docs/guide/notes.mdx': doc('Notes', '# Notes\n\nshoutbox: from a plugin\n'),
      'content/docs/guide/more.mdx': doc('More', '# More\n\nshoutbox: more of it\n'),
    });
    const updates: { ok: boolean; summary: string }[] = [];
    const dev = new DevSite(root, {
      devScriptPath: '/__docsgen/dev-client.js',
      lazy: true,
      updateQuietMs: 60_000,
      onUpdated: (outcome) => updates.push(outcome),
    });
    try {
      expect((await dev.start()).ok).toBe(true);
      expect(String(await dev.files.get('guide/notes.html'))).toMatch(/<strong class="shout-box"><p>from a plugin<\/p><\/strong>/);
      expect(updates).toEqual([
        expect.objectContaining({
          ok: true,
          summary: expect.stringContaining("the site's Markdown plugins import modules into content/docs/guide/notes.mdx: bundled"),
        }),
      ]);
      // Bundled once: another page the plugin puts it in is served with it at once.
      expect(String(await dev.files.get('guide/more.html'))).toMatch(/<strong class="shout-box"><p>more of it<\/p><\/strong>/);
      expect(updates).toHaveLength(1);
      expect(dev.componentFiles).toContain(path.join(root, 'src/components/Shout.jsx'));
    } finally {
      await dev.close();
    }
  });

  it('may add an import of a module that is not there: an error at the page, naming the plugin as its source', async () => {
    const root = site('remarkPlugins: [remarkMissingBox]', {
      'content/docs/guide/notes.mdx': doc('Notes', '# Notes\n\nmissing: from a plugin\n'),
    });
    const result = await build({ root, compress: false, workers: 0 });
    expect(result.diagnostics.map((d) => `${d.code} ${d.file} ${d.message}`)).toEqual([
      "mdx content/docs/guide/notes.mdx Cannot import `@site/src/components/Missing`, which one of the site's Markdown plugins added to this page: there is no such module.",
    ]);
    expect(result.timings).not.toHaveProperty('components again');
  });

  it('bundle what they import on render threads too, the first render of each page replaced, never written through', async () => {
    const { build: distBuild } = (await import(path.resolve('dist/index.js'))) as typeof import('../../src/index.js');
    const shout = 'export default function Shout({ children }) {\n  return <strong className="shout-box">{children}</strong>;\n}\n';
    const pages = Object.fromEntries(
      Array.from({ length: 6 }, (_, i) => [`content/docs/guide/notes-${i}.mdx`, doc(`Notes ${i}`, `# Notes ${i}\n\nshoutbox: number ${i}\n`)]),
    );
    const root = site('remarkPlugins: [remarkShoutBox]', { 'src/components/Shout.jsx': shout, ...pages });
    const result = await distBuild({ root, compress: false, workers: 2 });
    expect(result.diagnostics).toEqual([]);
    for (let i = 0; i < 6; i++) expect(html(root, `guide/notes-${i}.html`)).toContain(`<strong class="shout-box"><p>number ${i}</p></strong>`);
    // The render cache links the first render's files; writing the second render through those links would change
    // contents the cache holds under the first one's hashes.
    const store = path.join(root, '.docsgen/cache/files');
    const blobs = readdirSync(store, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && /^[0-9a-f]{64}$/.test(entry.name));
    expect(blobs.length).toBeGreaterThan(6);
    for (const blob of blobs)
      expect(
        createHash('sha256')
          .update(readFileSync(path.join(blob.parentPath, blob.name)))
          .digest('hex'),
      ).toBe(blob.name);
  });

  it('run on render threads too (the compiled build), loaded from the config there', async () => {
    const { build: distBuild } = (await import(path.resolve('dist/index.js'))) as typeof import('../../src/index.js');
    const root = site("remarkPlugins: [[remarkShout, { mark: '?' }]]");
    const result = await distBuild({ root, compress: false, workers: 2 });
    expect(result.diagnostics).toEqual([]);
    expect(html(root, 'guide/cycles.html')).toContain('QUIET WORDS?');
  });

  it('a plugin that throws, or whose promise rejects, is an error at the page naming it', async () => {
    const root = site('remarkPlugins: [remarkShout, remarkExplode, remarkFailLater]', {
      'content/docs/guide/modules.md': doc('Modules', '# Modules\n\nThis will explode.\n'),
      'content/docs/guide/later.md': doc('Later', '# Later\n\nThis will fail later.\n'),
      'content/docs/guide/partial.mdx': doc('Partial', "import Part from './_part.mdx';\n\n# Partial\n\n<Part />\n"),
      'content/docs/guide/_part.mdx': 'A partial.\n\nIt will fail later.\n',
    });
    const result = await build({ root, compress: false, workers: 0 });
    expect(result.ok).toBe(false);
    const failures = result.diagnostics.filter((d) => d.code === 'markdown-plugin-failed').map((d) => `${d.file}:${d.line} ${d.message}`);
    expect(failures.sort()).toEqual([
      "content/docs/guide/_part.mdx:3 The site's Markdown plugin markdown.remarkPlugins[2] (remarkFailLater) failed on this page: this page asked to fail later",
      "content/docs/guide/later.md:8 The site's Markdown plugin markdown.remarkPlugins[2] (remarkFailLater) failed on this page: this page asked to fail later",
      "content/docs/guide/modules.md:8 The site's Markdown plugin markdown.remarkPlugins[1] (remarkExplode) failed on this page: this page asked to explode",
    ]);
  });

  it('that are asynchronous are awaited, on pages, the partials they import, blog excerpts and render threads', async () => {
    const pages = {
      'content/docs/guide/modules.md': null,
      'content/docs/guide/modules.mdx': doc(
        'Modules',
        'import Part from \'./_part.mdx\';\n\n# Modules\n\nlater: on the page\n\n<Part who="first" />\n\n<Part who="second" />\n',
      ),
      'content/docs/guide/_part.mdx': 'later: in the partial for {props.who}\n',
      'content/blog/2026-11-30-news.md': '---\ntitle: News\n---\n\nlater: in the excerpt\n\n<!-- truncate -->\n\nMore.\n',
    };
    const lists = 'remarkPlugins: [remarkLater], rehypePlugins: [rehypeCallback]';
    const root = site(lists, pages);
    writeFileSync(
      path.join(root, 'site.config.ts'),
      readFileSync(path.join(root, 'site.config.ts'), 'utf8').replace('markdown:', "blog: { path: 'content/blog' },\n  markdown:"),
    );
    const result = await build({ root, compress: false, workers: 0 });
    expect(result.diagnostics).toEqual([]);
    const modules = html(root, 'guide/modules.html');
    expect(modules).toContain('<p class="called-back">awaited: on the page</p>');
    expect(modules).toMatch(/<p class="called-back">awaited: in the partial for (<!-- -->)?first<\/p>/);
    expect(modules).toMatch(/<p class="called-back">awaited: in the partial for (<!-- -->)?second<\/p>/);
    expect(html(root, 'blog.html')).toContain('<p class="called-back">awaited: in the excerpt</p>');
    expect(JSON.stringify(result.records)).toContain('awaited: on the page');
    // The compiled build, whose render threads load the plugins from the config.
    const { build: distBuild } = (await import(path.resolve('dist/index.js'))) as typeof import('../../src/index.js');
    const threaded = site(lists, pages);
    writeFileSync(
      path.join(threaded, 'site.config.ts'),
      readFileSync(path.join(threaded, 'site.config.ts'), 'utf8').replace('markdown:', "blog: { path: 'content/blog' },\n  markdown:"),
    );
    expect((await distBuild({ root: threaded, compress: false, workers: 2 })).diagnostics).toEqual([]);
    expect(html(threaded, 'guide/modules.html')).toBe(modules);
  });

  it('that are asynchronous run on Markdown a component imports, found while the page renders, as in Docusaurus (React Native)', async () => {
    const root = site('remarkPlugins: [remarkLater]', {
      'src/components/Steps.jsx':
        'import Body from \'./_body.mdx\';\n\nexport default function Steps() {\n  return <div className="steps-box"><Body /></div>;\n}\n',
      // The component's Markdown links a page (checked once) and imports a component of its own with Markdown of its own.
      'src/components/_body.mdx': "import Inner from './Inner.jsx';\n\nlater: inside the component, see [modules](/guide/modules)\n\n<Inner />\n",
      'src/components/Inner.jsx': "import Deeper from './_deeper.mdx';\n\nexport default function Inner() {\n  return <Deeper />;\n}\n",
      'src/components/_deeper.mdx': '## Step one\n\nlater: two components down, see [nowhere](/guide/modules#no-such-part)\n\n```js {x}\nrun();\n```\n',
      'content/docs/guide/steps.mdx': doc('Steps', "import Steps from '@site/src/components/Steps';\n\n# Steps\n\nlater: on the page\n\n<Steps />\n"),
    });
    const result = await build({ root, compress: false, workers: 0 });
    // Each problem once: the broken link of the deeper partial (its links are the page's, as a partial's are).
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}`)).toEqual([
      'code-block-meta src/components/_deeper.mdx',
      'broken-anchor content/docs/guide/steps.mdx',
    ]);
    const page = html(root, 'guide/steps.html');
    expect(page).toContain('awaited: on the page');
    expect(page).toContain('awaited: inside the component');
    expect(page).toContain('awaited: two components down');
    expect(page.match(/class="steps-box"/g)).toHaveLength(1);
  });

  it("do not run on a React page's body nor on a <CodeBlock>'s code, which are not Markdown the site wrote", async () => {
    const root = copyFixtureSite('pages-site');
    const config = path.join(root, 'site.config.ts');
    writeFileSync(path.join(root, 'plugins.mjs'), PLUGINS);
    writeFileSync(
      config,
      readFileSync(config, 'utf8')
        .replace("import { defineConfig } from 'docsgen';", "import { defineConfig } from 'docsgen';\nimport { remarkStamp } from './plugins.mjs';")
        .replace("  docs: { routeBasePath: '/docs' },", "  docs: { routeBasePath: '/docs' },\n  markdown: { remarkPlugins: [remarkStamp] },"),
    );
    writeFileSync(
      path.join(root, 'src/pages/code.mdx'),
      "import CodeBlock from '@theme/CodeBlock';\n\n# Code\n\n<CodeBlock language=\"js\">{'run();'}</CodeBlock>\n",
    );
    const result = await build({ root, compress: false, workers: 0 });
    expect(result.diagnostics).toEqual([]);
    const stamps = (file: string) => html(root, file).split('stamped by a plugin').length - 1;
    expect(stamps('help.html')).toBe(1);
    expect(stamps('code.html')).toBe(1);
    expect(stamps('index.html')).toBe(0);
  });

  it('render again when their options change (the render cache keys on them)', async () => {
    const root = site("remarkPlugins: [[remarkShout, { mark: '?' }]]");
    expect((await build({ root, compress: false, workers: 0 })).ok).toBe(true);
    expect(html(root, 'guide/cycles.html')).toContain('QUIET WORDS?');
    const config = path.join(root, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("mark: '?'", "mark: '!!'"));
    expect((await build({ root, compress: false, workers: 0 })).ok).toBe(true);
    expect(html(root, 'guide/cycles.html')).toContain('QUIET WORDS!!');
  });

  it("render again when a helper of a plugin changes, though the plugin's own function does not", async () => {
    const helper = (mark: string) =>
      `const marked = (text) => text + '${mark}';\nexport function remarkMark() {\n  return (tree) => {\n    const walk = (node) => {\n      if (node.type === 'text') node.value = marked(node.value);\n      for (const child of node.children ?? []) walk(child);\n    };\n    walk(tree);\n  };\n}\n`;
    const config = configText({ extra: 'markdown: { remarkPlugins: [remarkMark] },' }).replace(
      "import { defineConfig } from 'docsgen';",
      "import { defineConfig } from 'docsgen';\nimport { remarkMark } from './mark.mjs';",
    );
    const root = makeSite({ 'mark.mjs': helper('<first>'), 'content/docs/guide/cycles.md': doc('Plugins', 'plainwords') }, config);
    expect((await build({ root, compress: false, workers: 0 })).ok).toBe(true);
    expect(html(root, 'guide/cycles.html')).toContain('plainwords&lt;first&gt;');
    writeFileSync(path.join(root, 'mark.mjs'), helper('<second>'));
    expect((await build({ root, compress: false, workers: 0 })).ok).toBe(true);
    expect(html(root, 'guide/cycles.html')).toContain('plainwords&lt;second&gt;');
  });

  it('a config entry that is not a plugin is a config error', async () => {
    const root = site("remarkPlugins: ['remark-shout']");
    const result = await build({ root, compress: false, workers: 0 });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n')).toContain('Invalid value at `markdown.remarkPlugins[0]`: expected a plugin');
  });
});
