/** The written site.config.ts: readable TypeScript, values written safely, the notes as comments, never over a file. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { diagnostic } from '../../../../src/diagnostics/catalogue.js';
import { ImportRef } from '../../../../src/migrate/import-ref.js';
import { siteConfigText, writeSiteConfig } from '../../../../src/migrate/write-site-config.js';

describe('siteConfigText', () => {
  it('writes the config as TypeScript: bare keys, JSON strings, short objects on one line', () => {
    const text = siteConfigText(
      {
        title: 'Lantern',
        baseUrl: '/',
        trailingSlash: false,
        navbar: { items: [{ type: 'doc', docId: 'intro', position: 'left' }] },
        i18n: { locales: ['en', 'pt-BR'], localeConfigs: { 'pt-BR': { label: 'Português' } } },
        sitemap: { priority: 0.7 },
        docs: { path: 'docs', sidebarPath: false },
      },
      'docusaurus.config.js',
      [],
    );
    expect(text).toMatchInlineSnapshot(`
      "// docsgen site config, written by \`docsgen init --from-docusaurus\` from docusaurus.config.js.
      // docsgen's guide "Migrate from Docusaurus" says what carries over and what to do next.

      import { defineConfig } from 'docsgen';

      export default defineConfig({
        title: "Lantern",
        baseUrl: "/",
        trailingSlash: false,
        navbar: {
          items: [{ type: "doc", docId: "intro", position: "left" }],
        },
        i18n: {
          locales: ["en", "pt-BR"],
          localeConfigs: {
            "pt-BR": { label: "Português" },
          },
        },
        sitemap: { priority: 0.7 },
        docs: { path: "docs", sidebarPath: false },
      });
      "
    `);
  });

  it('writes any string safely: quotes, backslashes, line breaks and comment markers stay inside the string', async () => {
    const tricky = 'He said "hi" \\ */ // \n</script> ${x} `tick`';
    const text = siteConfigText({ title: tricky, footer: { copyright: "it's" } }, 'docusaurus.config.js', []);
    const module = (await import(
      `data:text/javascript,${encodeURIComponent(text.replace("import { defineConfig } from 'docsgen';", 'const defineConfig = (c) => c;'))}`
    )) as { default: { title: string; footer: { copyright: string } } };
    expect(module.default.title).toBe(tricky);
    expect(module.default.footer.copyright).toBe("it's");
  });

  it("writes a regular expression (a blog's truncateMarker) as its literal, which reads back the same", async () => {
    const marker = /<!--\s*more\s*-->|\{\/\*\s*more\s*\*\/\}/i;
    const text = siteConfigText({ title: 'T', blog: { truncateMarker: marker, postsPerPage: 3 } }, 'docusaurus.config.js', []);
    expect(text).toContain(String.raw`blog: { truncateMarker: /<!--\s*more\s*-->|\{\/\*\s*more\s*\*\/\}/i, postsPerPage: 3 },`);
    const module = (await import(
      `data:text/javascript,${encodeURIComponent(text.replace("import { defineConfig } from 'docsgen';", 'const defineConfig = (c) => c;'))}`
    )) as { default: { blog: { truncateMarker: RegExp } } };
    expect(module.default.blog.truncateMarker).toEqual(marker);
  });

  it('lists the notes at the top, sorted by line, each with its fix, as comments that nothing can break out of', async () => {
    const notes = [
      diagnostic('migrate-not-carried', 'warning', { keyPath: 'themeConfig.prism', reason: 'prism' }, { file: 'docusaurus.config.js', line: 40 }),
      diagnostic(
        'migrate-not-carried',
        'warning',
        { keyPath: 'plugins[0]', reason: 'plugin', name: 'evil\n*/ process.exit(1) //' },
        { file: 'docusaurus.config.js', line: 12 },
      ),
    ];
    const text = siteConfigText({ title: 'T' }, 'docusaurus.config.js', notes);
    expect(text.split('\n').slice(0, 9)).toEqual([
      '// docsgen site config, written by `docsgen init --from-docusaurus` from docusaurus.config.js.',
      '// docsgen\'s guide "Migrate from Docusaurus" says what carries over and what to do next.',
      '//',
      '// Not carried over, or carried with a change (2):',
      '// - docusaurus.config.js:12: `plugins[0]` is not carried over: docsgen does not run Docusaurus plugins (`evil */ process.exit(1) //`).',
      '//   Search, the sitemap and gtag analytics are built in; drop plugins for anything else, or look for an equivalent in docsgen\'s guide "Your own remark and rehype plugins".',
      '// - docusaurus.config.js:40: `themeConfig.prism` is not carried over: docsgen highlights code at build time in its own colours, for many languages; Prism themes and languages are not used.',
      '//   Nothing to do.',
      '',
    ]);
    const module = (await import(
      `data:text/javascript,${encodeURIComponent(text.replace("import { defineConfig } from 'docsgen';", 'const defineConfig = (c) => c;'))}`
    )) as { default: unknown };
    expect(module.default).toEqual({ title: 'T' });
  });
});

describe('siteConfigText: imports', () => {
  it('imports each plugin once, under a valid name of its own, and lists it by that name', () => {
    const math = new ImportRef('remark-math', ['default']);
    const text = siteConfigText(
      {
        title: 'T',
        markdown: {
          remarkPlugins: [
            [math, { singleDollarTextMath: false }],
            new ImportRef('./src/remark/marker.js', ['default']),
            new ImportRef('./plugins/index.js', ['default']),
            new ImportRef('./plugins/toc.js', ['remarkToc']),
            new ImportRef('@other/remark-math', ['default']),
            new ImportRef('@scope/kit', ['default', 'remark-slug']),
            new ImportRef('@scope/kit', ['2col']),
            new ImportRef('class', ['default']),
            new ImportRef('defineConfig', ['default']),
          ],
          rehypePlugins: [[new ImportRef('rehype-katex', ['default']), { output: 'html', macros: { RR: 'mathbb' } }], math],
        },
      },
      'docusaurus.config.js',
      [],
    );
    // Valid TypeScript: the names are identifiers, the odd export name is a string.
    expect(() => transformSync(text, { loader: 'ts', format: 'esm' })).not.toThrow();
    expect(text.slice(text.indexOf('import '))).toMatchInlineSnapshot(`
      "import { defineConfig } from 'docsgen';
      import remarkMath from 'remark-math';
      import marker from './src/remark/marker.js';
      import plugins from './plugins/index.js';
      import { remarkToc } from './plugins/toc.js';
      import remarkMath2 from '@other/remark-math';
      import kit, { "2col" as _2col } from '@scope/kit';
      import classPlugin from 'class';
      import defineConfig2 from 'defineConfig';
      import rehypeKatex from 'rehype-katex';

      export default defineConfig({
        title: "T",
        markdown: {
          remarkPlugins: [
            [remarkMath, { singleDollarTextMath: false }],
            marker,
            plugins,
            remarkToc,
            remarkMath2,
            kit["remark-slug"],
            _2col,
            classPlugin,
            defineConfig2,
          ],
          rehypePlugins: [
            [
              rehypeKatex,
              {
                output: "html",
                macros: { RR: "mathbb" },
              },
            ],
            remarkMath,
          ],
        },
      });
      "
    `);
  });
});

describe('writeSiteConfig', () => {
  it('writes site.config.ts, and never over an existing one', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docsgen-write-'));
    expect(writeSiteConfig(root, 'first')).toBe(path.join(root, 'site.config.ts'));
    expect(writeSiteConfig(root, 'second')).toBeNull();
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toBe('first');
    writeFileSync(path.join(root, 'site.config.ts'), 'mine');
    expect(writeSiteConfig(root, 'third')).toBeNull();
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toBe('mine');
  });
});
