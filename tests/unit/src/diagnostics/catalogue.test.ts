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
import { catalogue, diagnostic, NOT_CARRIED_REASONS, NOTHING_TO_LINK, type DiagnosticCode } from '../../../../src/diagnostics/catalogue.js';
import { ADMONITION_KINDS } from '../../../../src/markdown/directives.js';
import { NAVBAR_ICON_NAMES } from '../../../../core/route-data.js';
import { SVG_ICON_ELEMENTS } from '../../../../src/config/svg-icon.js';

describe('config', () => {
  it('config-missing', () => {
    expect(catalogue['config-missing']({ root: '/home/ada/site', fileName: 'site.config.ts' })).toMatchInlineSnapshot(`
      {
        "hint": "Run \`npx docsgen init\` to write a starter site here, create site.config.ts exporting \`defineConfig({ title, url, ... })\`, or pass --config.",
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

  it('config-load: a failure no line of the config is to blame for sends the author to what the message names', () => {
    // Node's refusal of a module the config imports (a package whose entry it cannot load) has no line of the config.
    const reason = 'Unknown file extension ".ts" for /site/node_modules/plugin/src/index.ts';
    expect(catalogue['config-load']({ variant: 'threw', reason }).hint).toMatch(/^Fix the code at this line/);
    expect(catalogue['config-load']({ variant: 'threw', reason, unlocated: true }).hint).toMatch(/^Fix what the message names/);
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
        "hint": "Remove it or check its spelling; docsgen's configuration reference lists every config key.",
        "message": "Unknown config key \`navbar.junk\`, \`navbar.other\`.",
      }
    `);
  });

  it('config-invalid: unknown keys with a suggestion', () => {
    expect(catalogue['config-invalid']({ variant: 'unknown-key', keys: ['sidebarz'], suggestions: ['sidebars'] })).toMatchInlineSnapshot(`
      {
        "hint": "Did you mean \`sidebars\`? Otherwise remove it; docsgen's configuration reference lists every config key.",
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
    expect(catalogue['config-invalid']({ variant: 'wrong-value', keyPath: 'navbar.items[0].label', reason: 'Invalid input: expected string, received number' }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Give \`navbar.items[0].label\` a value of the expected type.",
        "message": "Invalid value at \`navbar.items[0].label\`: Invalid input: expected string, received number.",
      }
    `);
  });

  it('config-invalid: an unknown navbar icon, a typo away from a known one', () => {
    expect(
      catalogue['config-invalid']({
        variant: 'unknown-icon',
        keyPath: 'navbar.items[2].icon',
        name: 'githb',
        known: NAVBAR_ICON_NAMES,
        suggestions: ['github'],
      }),
    ).toMatchInlineSnapshot(`
      {
        "hint": "Did you mean \`github\`? The built-in icons are \`github\`, \`gitlab\`, \`discord\`, \`slack\`, \`x\`, \`mastodon\`, \`rss\`, \`chat\`, \`repository\`; for another, point to an SVG file with \`icon: { svg: './static/img/icon.svg' }\`.",
        "message": "Unknown navbar icon \`githb\` at \`navbar.items[2].icon\`.",
      }
    `);
  });

  it('config-invalid: an unknown navbar icon, far from every known one', () => {
    expect(
      catalogue['config-invalid']({ variant: 'unknown-icon', keyPath: 'navbar.items[0].icon', name: 'linkedin', known: NAVBAR_ICON_NAMES, suggestions: [] }),
    ).toMatchInlineSnapshot(`
      {
        "hint": "The built-in icons are \`github\`, \`gitlab\`, \`discord\`, \`slack\`, \`x\`, \`mastodon\`, \`rss\`, \`chat\`, \`repository\`; for another, point to an SVG file with \`icon: { svg: './static/img/icon.svg' }\`.",
        "message": "Unknown navbar icon \`linkedin\` at \`navbar.items[0].icon\`.",
      }
    `);
  });

  it('config-invalid: a locale code that is not a language tag', () => {
    expect(catalogue['config-invalid']({ variant: 'bad-locale', keyPath: 'i18n.locales[1]', code: 'fr_FR!' })).toMatchInlineSnapshot(`
      {
        "hint": "Write a language code such as \`en\`, \`fr\`, \`pt-BR\` or \`zh-Hant\`.",
        "message": "\`fr_FR!\` at \`i18n.locales[1]\` is not a BCP 47 language tag.",
      }
    `);
  });

  it('config-invalid: a default locale that is not one of the locales', () => {
    expect(catalogue['config-invalid']({ variant: 'default-locale-not-listed', keyPath: 'i18n.defaultLocale', locale: 'de', locales: ['en', 'fr'] }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Add \`de\` to \`i18n.locales\`, or set \`i18n.defaultLocale\` to one of them.",
        "message": "The default locale \`de\` is not one of \`i18n.locales\` (\`en\`, \`fr\`).",
      }
    `);
  });

  it('config-invalid: a brand colour that is not a colour', () => {
    expect(catalogue['config-invalid']({ variant: 'bad-colour', keyPath: 'theme.colors.primary', value: 'brandish' })).toMatchInlineSnapshot(`
      {
        "hint": "Write an opaque CSS colour such as \`#2e8555\`, \`rgb(46 133 85)\`, \`hsl(146 49% 35%)\` or \`seagreen\`.",
        "message": "\`brandish\` at \`theme.colors.primary\` is not a colour.",
      }
    `);
  });

  it('config-invalid: a font list that could end the rule', () => {
    expect(catalogue['config-invalid']({ variant: 'bad-font', keyPath: 'theme.fonts.body', value: 'Inter; } body { color: red' })).toMatchInlineSnapshot(`
      {
        "hint": "Write a CSS font-family list such as \`'Inter', system-ui, sans-serif\`, without \`;\`, \`{\`, \`}\`, \`<\`, \`>\` or backslashes.",
        "message": "The font list at \`theme.fonts.body\` holds characters a font name cannot: \`Inter; } body { color: red\`.",
      }
    `);
  });

  it('config-invalid: a head tag docsgen does not add', () => {
    expect(catalogue['config-invalid']({ variant: 'unknown-head-tag', keyPath: 'head[0].tagName', name: 'style', known: ['meta', 'link', 'script'] }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Use one of \`<meta>\`, \`<link>\`, \`<script>\`; the theme writes the page's title, description and canonical link itself.",
        "message": "\`<style>\` at \`head[0].tagName\` is not a tag docsgen adds to the head.",
      }
    `);
  });

  it('config-invalid: a head script without src', () => {
    expect(catalogue['config-invalid']({ variant: 'head-inline-content', keyPath: 'head[1].tagName', tag: 'script' })).toMatchInlineSnapshot(`
      {
        "hint": "Put the code in a file (for example in the static folder) and add \`{ tagName: 'script', attributes: { src: '/js/file.js' } }\`.",
        "message": "The \`<script>\` tag at \`head[1].tagName\` has no \`src\`: docsgen adds scripts only from a file, which the site's Content-Security-Policy can allow.",
      }
    `);
  });

  it('config-invalid: a head tag with inline content', () => {
    expect(catalogue['config-invalid']({ variant: 'head-inline-content', keyPath: 'head[1].innerHTML', tag: 'meta' })).toMatchInlineSnapshot(`
      {
        "hint": "Put the code in a file (for example in the static folder) and add \`{ tagName: 'script', attributes: { src: '/js/file.js' } }\`.",
        "message": "The \`<meta>\` tag at \`head[1].innerHTML\` has inline content: docsgen writes head tags from their attributes only.",
      }
    `);
  });

  it('config-invalid: an event handler in a head tag', () => {
    expect(
      catalogue['config-invalid']({
        variant: 'unsafe-head-attribute',
        keyPath: 'head[2].attributes.onload',
        tag: 'link',
        attribute: 'onload',
        problem: 'event-handler',
      }),
    ).toMatchInlineSnapshot(`
      {
        "hint": "Load code from a file with a \`script\` tag and its \`src\`; the site policy blocks inline code.",
        "message": "The \`<link>\` tag at \`head[2].attributes.onload\` has the event handler \`onload\`, which would run inline code.",
      }
    `);
  });

  it('config-invalid: a javascript: address in a head tag', () => {
    expect(catalogue['config-invalid']({ variant: 'unsafe-head-attribute', keyPath: 'scripts[0].src', tag: 'script', attribute: 'src', problem: 'script-url' }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Load code from a file with a \`script\` tag and its \`src\`; the site policy blocks inline code.",
        "message": "The \`<script>\` tag at \`scripts[0].src\` has a \`javascript:\`, \`vbscript:\` or \`data:\` address in \`src\`.",
      }
    `);
  });

  it('config-invalid: a custom CSS file that cannot be read', () => {
    expect(catalogue['config-invalid']({ variant: 'missing-file', keyPath: 'customCss[1]', file: './src/css/gone.css', reason: 'there is no such file' }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Give the path of a CSS file relative to the site folder, such as \`./src/css/custom.css\`.",
        "message": "\`./src/css/gone.css\` at \`customCss[1]\` cannot be read: there is no such file.",
      }
    `);
  });

  it('config-invalid: a docs instance named default', () => {
    expect(catalogue['config-invalid']({ variant: 'docs-instance-id', keyPath: 'docsInstances[0].id', id: 'default', problem: 'default' }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Give each entry of \`docsInstances\` an id of its own, such as \`community\`: it names its versions files, translations and search tag.",
        "message": "The docs instance at \`docsInstances[0].id\` is named \`default\`, which is the name of the \`docs\` key's folder.",
      }
    `);
  });

  it('config-invalid: two docs instances of one name', () => {
    expect(catalogue['config-invalid']({ variant: 'docs-instance-id', keyPath: 'docsInstances[2].id', id: 'community', problem: 'repeated' }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Give each entry of \`docsInstances\` an id of its own, such as \`community\`: it names its versions files, translations and search tag.",
        "message": "Two docs instances are named \`community\`; the second is at \`docsInstances[2].id\`.",
      }
    `);
  });

  it('custom-css-invalid', () => {
    expect(catalogue['custom-css-invalid']({ reason: 'Could not resolve "./missing.css"' })).toMatchInlineSnapshot(`
      {
        "hint": "Fix the \`@import\` or \`url()\` it points to: paths are relative to the CSS file, and \`/img/…\` names a file of the static folder.",
        "message": "The site's custom CSS cannot be bundled: Could not resolve "./missing.css".",
      }
    `);
    expect(catalogue['custom-css-invalid']({ reason: 'Undefined variable.', sass: true })).toMatchInlineSnapshot(`
      {
        "hint": "Install a Sass compiler in the site folder if it has none (\`npm install --save-dev sass\`); otherwise fix the Sass at the place shown.",
        "message": "The site's custom CSS cannot be bundled: Undefined variable.",
      }
    `);
  });

  it('migrate-changed: trailingSlash true, carried for relative addresses while pages are served without the slash', () => {
    expect(catalogue['migrate-changed']({ variant: 'trailing-slash', keyPath: 'trailingSlash' })).toEqual({
      message:
        "`trailingSlash` is carried: each docs page's and blog post's relative addresses (`../setup`) start from its address with a `/`, as the pages were written for, and are written absolute; docsgen serves the pages without it, at `/x`.",
      hint: '`docsgen serve` redirects `/x/` to `/x`; set your host to do the same.',
    });
  });

  it('migrate-changed: a Docusaurus 2 site read as MDX 3', () => {
    expect(catalogue['migrate-changed']({ variant: 'mdx1', keyPath: 'markdown.format' })).toMatchInlineSnapshot(`
      {
        "hint": "Fix the pages the build names as Docusaurus' upgrade guide to version 3 says; or write \`format: 'detect'\` to read \`.md\` pages as Markdown (their imports and components then show as text).",
        "message": "\`markdown.format\` is written as 'mdx': this is a Docusaurus 2 site, whose MDX 1 let through what MDX 3 (Docusaurus 3's, and docsgen's) refuses, such as \`{\` in text and HTML that never closes.",
      }
    `);
  });

  it('translation-orphan', () => {
    expect(catalogue['translation-orphan']({ sourcePath: 'guides/4-how-to/share.md', versionFolder: 'versioned_docs/version-0.5' })).toMatchInlineSnapshot(`
      {
        "hint": "Give it the path of the page it translates (folders and number prefixes included), or add that page to versioned_docs/version-0.5/.",
        "message": "This translation is not built: versioned_docs/version-0.5/ has no page \`guides/4-how-to/share.md\` for it to translate.",
      }
    `);
  });

  it('locale-unknown', () => {
    expect(catalogue['locale-unknown']({ locale: 'it', locales: ['en', 'fr'] })).toMatchInlineSnapshot(`
      {
        "hint": "The site's locales are \`en\`, \`fr\`. Pass one of them, or add \`it\` to \`i18n.locales\` in the config.",
        "message": "The locale \`it\` asked for with \`--locale\` is not one of the site's locales.",
      }
    `);
  });

  it('code-json-invalid: not JSON, not an object, an entry without a message', () => {
    expect(catalogue['code-json-invalid']({ variant: 'not-json', file: 'i18n/fr/code.json', reason: 'Unexpected token } in JSON at position 41' }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Fix the JSON syntax; the file maps ids to \`{ "message": "…" }\` objects, as Docusaurus writes it.",
        "message": "i18n/fr/code.json is not valid JSON (Unexpected token } in JSON at position 41), so none of its interface strings are used.",
      }
    `);
    expect(catalogue['code-json-invalid']({ variant: 'not-object', file: 'i18n/fr/code.json' })).toMatchInlineSnapshot(`
      {
        "hint": "Write it as \`{ "theme.docs.paginator.next": { "message": "Suivant" } }\`.",
        "message": "i18n/fr/code.json must hold one JSON object mapping ids to \`{ "message": "…" }\`, so none of its interface strings are used.",
      }
    `);
    expect(catalogue['code-json-invalid']({ variant: 'bad-entry', file: 'i18n/fr/code.json', id: 'theme.docs.paginator.next' })).toMatchInlineSnapshot(`
      {
        "hint": "Write it as \`"theme.docs.paginator.next": { "message": "…" }\` (a \`description\` beside it is optional).",
        "message": "The entry \`theme.docs.paginator.next\` in i18n/fr/code.json has no text \`message\`, so it is not used.",
      }
    `);
  });

  it('code-json-unknown-id: one id with a suggestion, many ids', () => {
    expect(catalogue['code-json-unknown-id']({ file: 'i18n/fr/code.json', ids: ['theme.docs.paginator.nxt'], suggestions: ['theme.docs.paginator.next'] }))
      .toMatchInlineSnapshot(`
        {
          "hint": "Did you mean \`theme.docs.paginator.next\`? Use the ids docsgen shows (its guide "Versions and locales", Interface strings; all of them in docsgen's core/i18n/catalogue.ts), or remove the entry.",
          "message": "i18n/fr/code.json has an id the theme does not show, so it is ignored: \`theme.docs.paginator.nxt\`.",
        }
      `);
    const ids = [
      'theme.blog.archive.title',
      'theme.blog.post.readMore',
      'theme.blog.post.plurals',
      'theme.tags.tagsPageTitle',
      'theme.PwaReloadPopup.info',
      'homepage.hero',
    ];
    expect(catalogue['code-json-unknown-id']({ file: 'i18n/fr/code.json', ids, suggestions: [] })).toMatchInlineSnapshot(`
      {
        "hint": "Use the ids docsgen shows (its guide "Versions and locales", Interface strings; all of them in docsgen's core/i18n/catalogue.ts), or remove these entries.",
        "message": "i18n/fr/code.json has 6 ids the theme does not show, so they are ignored: \`theme.blog.archive.title\`, \`theme.blog.post.readMore\`, \`theme.blog.post.plurals\`, \`theme.tags.tagsPageTitle\`, \`theme.PwaReloadPopup.info\` and 1 more.",
      }
    `);
  });

  it('interface-text-missing', () => {
    expect(catalogue['interface-text-missing']({ locale: 'it', file: 'i18n/it/code.json', ids: ['theme.docs.paginator.next'] })).toMatchInlineSnapshot(`
      {
        "hint": "Add it to i18n/it/code.json as \`"<id>": { "message": "…" }\` (this warning is reported only with \`--strict\`).",
        "message": "1 interface string has no \`it\` translation and is shown in English: \`theme.docs.paginator.next\`.",
      }
    `);
    const ids = [
      'theme.docs.paginator.previous',
      'theme.docs.paginator.next',
      'theme.common.editThisPage',
      'theme.NotFound.title',
      'theme.SearchBar.label',
      'docsgen.TOC.title',
    ];
    expect(catalogue['interface-text-missing']({ locale: 'it', file: 'i18n/it/code.json', ids })).toMatchInlineSnapshot(`
      {
        "hint": "Add them to i18n/it/code.json as \`"<id>": { "message": "…" }\` (this warning is reported only with \`--strict\`).",
        "message": "6 interface strings have no \`it\` translation and are shown in English: \`theme.docs.paginator.previous\`, \`theme.docs.paginator.next\`, \`theme.common.editThisPage\`, \`theme.NotFound.title\`, \`theme.SearchBar.label\` and 1 more.",
      }
    `);
  });

  it('navbar-icon-invalid: a file that cannot be read', () => {
    expect(catalogue['navbar-icon-invalid']({ variant: 'unreadable', file: './static/img/chat.svg', reason: 'there is no such file' })).toMatchInlineSnapshot(`
      {
        "hint": "Give the path of an SVG file relative to the site folder, such as \`./static/img/icon.svg\`.",
        "message": "The navbar icon ./static/img/chat.svg cannot be read: there is no such file.",
      }
    `);
  });

  it('navbar-icon-invalid: a file outside the site', () => {
    expect(catalogue['navbar-icon-invalid']({ variant: 'outside-site', file: '../shared/chat.svg' })).toMatchInlineSnapshot(`
      {
        "hint": "Copy the SVG into the site folder (for example into the static folder) and point to it there.",
        "message": "The navbar icon ../shared/chat.svg is outside the site folder; docsgen reads only files inside the site.",
      }
    `);
  });

  it('navbar-icon-invalid: a file too large', () => {
    expect(catalogue['navbar-icon-invalid']({ variant: 'too-large', file: 'static/logo.svg', bytes: 40_000, limit: 16_384 })).toMatchInlineSnapshot(`
      {
        "hint": "Simplify the drawing or optimise the file (for example with SVGO).",
        "message": "The navbar icon static/logo.svg is 40 KB, over the 16 KB an icon may be: it is copied into every page.",
      }
    `);
  });

  it('navbar-icon-invalid: not well-formed SVG', () => {
    expect(catalogue['navbar-icon-invalid']({ variant: 'not-svg', file: 'static/logo.svg', reason: 'Missing end tag for element path', line: 3 }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Export the icon again as plain SVG: one \`<svg>\` element holding the drawing.",
        "message": "The navbar icon static/logo.svg (line 3) is not a well-formed SVG file: Missing end tag for element path.",
      }
    `);
  });

  it('navbar-icon-invalid: a script', () => {
    expect(catalogue['navbar-icon-invalid']({ variant: 'unsafe', file: 'static/logo.svg', part: 'element', name: 'script', line: 2 })).toMatchInlineSnapshot(`
      {
        "hint": "Remove scripts, event handler attributes (\`onload\`, \`onclick\`…), \`<foreignObject>\` and links to other files or addresses; keep only the drawing.",
        "message": "The navbar icon static/logo.svg (line 2) holds a \`<script>\` element, which a navbar icon may not: the icon is drawn inside every page.",
      }
    `);
  });

  it('navbar-icon-invalid: an event handler', () => {
    expect(catalogue['navbar-icon-invalid']({ variant: 'unsafe', file: 'static/logo.svg', part: 'event-handler', name: 'onload', line: 1 }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Remove scripts, event handler attributes (\`onload\`, \`onclick\`…), \`<foreignObject>\` and links to other files or addresses; keep only the drawing.",
        "message": "The navbar icon static/logo.svg (line 1) holds the event handler attribute \`onload\`, which a navbar icon may not: the icon is drawn inside every page.",
      }
    `);
  });

  it('navbar-icon-invalid: a reference to another address', () => {
    expect(catalogue['navbar-icon-invalid']({ variant: 'unsafe', file: 'static/logo.svg', part: 'reference', name: 'https://evil.example/sprite.svg#icon' }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Remove scripts, event handler attributes (\`onload\`, \`onclick\`…), \`<foreignObject>\` and links to other files or addresses; keep only the drawing.",
        "message": "The navbar icon static/logo.svg holds a reference to \`https://evil.example/sprite.svg#icon\`, which a navbar icon may not: the icon is drawn inside every page.",
      }
    `);
  });

  it('navbar-icon-invalid: an element that is no part of a drawing', () => {
    expect(catalogue['navbar-icon-invalid']({ variant: 'unsupported', file: 'static/logo.svg', element: 'style', allowed: SVG_ICON_ELEMENTS, line: 4 }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Keep to the drawing elements: \`<svg>\`, \`<g>\`, \`<path>\`, \`<circle>\`, \`<ellipse>\`, \`<line>\`, \`<polyline>\`, \`<polygon>\`, \`<rect>\`, \`<defs>\`, \`<symbol>\`, \`<use>\`, \`<clipPath>\`, \`<mask>\`, \`<linearGradient>\`, \`<radialGradient>\`, \`<stop>\`.",
        "message": "The navbar icon static/logo.svg (line 4) uses \`<style>\`, which navbar icons do not support.",
      }
    `);
  });

  it('version-unknown: of another docs instance', () => {
    expect(catalogue['version-unknown']({ name: 'v2', known: ['current', '1.0'], instance: 'community' })).toMatchInlineSnapshot(`
      {
        "hint": "Known version names: \`current\`, \`1.0\`. Fix the name in the \`versions\` or \`lastVersion\` of that entry of \`docsInstances\`.",
        "message": "The docs version \`v2\` in the config does not exist in the docs instance \`community\`.",
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

  it('front-matter-invalid: a key has the wrong value', () => {
    expect(catalogue['front-matter-invalid']({ variant: 'invalid', key: 'slug', reason: 'Invalid string: must start with "/"' })).toMatchInlineSnapshot(`
      {
        "hint": "Give \`slug\` a value of the expected type.",
        "message": "The front matter key \`slug\` is invalid: Invalid string: must start with "/".",
      }
    `);
  });

  it('front-matter-invalid: a layout docsgen does not have', () => {
    expect(catalogue['front-matter-invalid']({ variant: 'unknown-layout', value: 'page', allowed: ['doc', 'landing'] })).toMatchInlineSnapshot(`
      {
        "hint": "Write \`layout:\` as one of \`doc\`, \`landing\`, or leave it out for an ordinary doc page.",
        "message": "The front matter asks for the layout \`page\`, which docsgen does not have.",
      }
    `);
    expect(catalogue['front-matter-invalid']({ variant: 'unknown-layout', value: 'wide', allowed: ['doc', 'landing'] }).hint).toBe(
      'Write `layout:` as one of `doc`, `landing`, or leave it out for an ordinary doc page.',
    );
    expect(catalogue['front-matter-invalid']({ variant: 'vitepress-no-layout' })).toMatchInlineSnapshot(`
      {
        "hint": "Leave \`layout\` out, or write \`layout: page\` for a page without its table of contents and previous and next links.",
        "message": "\`layout: false\` is VitePress' page without any layout (its content alone, without the navbar, sidebar or footer), which docsgen does not draw: the page is drawn as a doc page.",
      }
    `);
  });

  it('front-matter-blog-only', () => {
    expect(catalogue['front-matter-blog-only']({ key: 'author' })).toMatchInlineSnapshot(`
      {
        "hint": "Remove it, or give it a blog post's shape (the guide "Blog" shows each key) if a component of the site reads it.",
        "message": "The front matter key \`author\` is read only on blog posts, and its value here is not one a post's could be, so this page ignores it.",
      }
    `);
  });

  it('front-matter-landing-only', () => {
    expect(catalogue['front-matter-landing-only']({ key: 'hero' })).toMatchInlineSnapshot(`
      {
        "hint": "Add \`layout: landing\` to the front matter to show the page with a hero and feature cards, or remove \`hero\`.",
        "message": "The front matter key \`hero\` is read only on a landing page, and this page has no \`layout: landing\`, so it is ignored.",
      }
    `);
  });

  it('front-matter-unknown-key: a typo of a known key', () => {
    expect(catalogue['front-matter-unknown-key']({ key: 'sidebar_positon', suggestions: ['sidebar_position'] })).toMatchInlineSnapshot(`
      {
        "hint": "Did you mean \`sidebar_position\`? Otherwise remove it; docsgen's guide "Writing docs" lists every front matter key. If the site's own components or plugins read it, list it in \`markdown.frontMatterKeys\`.",
        "message": "Unknown front matter key \`sidebar_positon\`: docsgen ignores it.",
      }
    `);
  });

  it('front-matter-unknown-key: nothing close', () => {
    expect(catalogue['front-matter-unknown-key']({ key: 'template', suggestions: [] })).toMatchInlineSnapshot(`
      {
        "hint": "Remove it, or check the spelling against the front matter keys docsgen's guide "Writing docs" lists; if the site's own components or plugins read it, list it in \`markdown.frontMatterKeys\`.",
        "message": "Unknown front matter key \`template\`: docsgen ignores it.",
      }
    `);
  });

  it('route-invalid: from the file name', () => {
    expect(catalogue['route-invalid']({ route: '/Guide/Getting Started', fromSlug: false })).toMatchInlineSnapshot(`
      {
        "hint": "Rename the file without spaces or other punctuation, or set a \`slug\` in the front matter.",
        "message": "The route \`/Guide/Getting Started\` is not a valid route: a route is made of letters, digits and \`. _ ~ @ + - $\`, in parts separated by "/", without spaces.",
      }
    `);
  });

  it('route-invalid: from the slug', () => {
    expect(catalogue['route-invalid']({ route: '/guide?x', fromSlug: true })).toMatchInlineSnapshot(`
      {
        "hint": "Change the \`slug\` in the front matter.",
        "message": "The route \`/guide?x\` is not a valid route: a route is made of letters, digits and \`. _ ~ @ + - $\`, in parts separated by "/", without spaces.",
      }
    `);
  });

  it('route-duplicate: the same route', () => {
    expect(
      catalogue['route-duplicate']({
        route: '/guide/cycles',
        firstRoute: '/guide/cycles',
        firstFile: 'docs/guide/cycles.md',
        secondFile: 'docs/old/cycles.md',
      }),
    ).toMatchInlineSnapshot(`
      {
        "hint": "Give one of them a different \`slug\` in its front matter, or rename one file.",
        "message": "Two docs claim the route \`/guide/cycles\`: docs/guide/cycles.md and docs/old/cycles.md.",
      }
    `);
  });

  it('route-duplicate: routes that differ only in case', () => {
    expect(
      catalogue['route-duplicate']({ route: '/guide/Setup', firstRoute: '/guide/setup', firstFile: 'docs/guide/setup.md', secondFile: 'docs/guide/Setup.md' }),
    ).toMatchInlineSnapshot(`
      {
        "hint": "Give one of them a different \`slug\` in its front matter, or rename one file.",
        "message": "The routes \`/guide/setup\` (docs/guide/setup.md) and \`/guide/Setup\` (docs/guide/Setup.md) differ only in case, so they would overwrite each other on macOS and Windows.",
      }
    `);
  });

  it('doc-id-duplicate', () => {
    expect(catalogue['doc-id-duplicate']({ id: 'guide/intro', firstFile: 'docs/guide/01-intro.md' })).toMatchInlineSnapshot(`
      {
        "hint": "Change the \`id\` in one file's front matter, or rename one file (number prefixes such as \`01-\` are not part of the id).",
        "message": "This doc has the id \`guide/intro\`, which docs/guide/01-intro.md has already; sidebars could not tell them apart.",
      }
    `);
  });

  it('docs-folder-missing', () => {
    expect(catalogue['docs-folder-missing']({ folder: 'docs' })).toMatchInlineSnapshot(`
      {
        "hint": "Create the folder with a Markdown page in it (\`docs/index.md\`), or point \`docs.path\` in the config at your docs folder.",
        "message": "There is no docs folder at docs, so there are no pages to build.",
      }
    `);
  });

  it('docs-folder-empty', () => {
    expect(catalogue['docs-folder-empty']({ folder: 'docs' })).toMatchInlineSnapshot(`
      {
        "hint": "Add a Markdown page such as \`index.md\`, or point \`docs.path\` in the config at the folder that holds your pages.",
        "message": "The docs folder docs holds no pages: docsgen builds every \`.md\` and \`.mdx\` file in it, except files and folders whose name starts with "_".",
      }
    `);
  });

  it('category-file-syntax: JSON', () => {
    expect(catalogue['category-file-syntax']({ format: 'JSON', reason: 'Unexpected token } in JSON at position 20' })).toMatchInlineSnapshot(`
      {
        "hint": "Check for a missing comma or quote, or a trailing comma (JSON allows none).",
        "message": "This category file is not valid JSON: Unexpected token } in JSON at position 20",
      }
    `);
  });

  it('category-file-syntax: YAML', () => {
    expect(catalogue['category-file-syntax']({ format: 'YAML', reason: 'Nested mappings are not allowed in compact mappings' })).toMatchInlineSnapshot(`
      {
        "hint": "Quote values that contain a colon, and indent consistently.",
        "message": "This category file is not valid YAML: Nested mappings are not allowed in compact mappings",
      }
    `);
  });

  it('category-file-invalid', () => {
    expect(catalogue['category-file-invalid']({ key: 'position', reason: 'Invalid input: expected number, received string' })).toMatchInlineSnapshot(`
      {
        "hint": "A category file may hold \`label\`, \`position\`, \`collapsed\`, \`collapsible\`, \`className\` and \`link\` (\`{ type: doc, id }\` or \`{ type: generated-index }\`).",
        "message": "In this category file, \`position\` is not valid: Invalid input: expected number, received string.",
      }
    `);
  });

  it('category-file-unknown-key', () => {
    expect(catalogue['category-file-unknown-key']({ key: 'lable', suggestions: ['label'] })).toMatchInlineSnapshot(`
      {
        "hint": "Did you mean \`label\`?",
        "message": "Unknown category key \`lable\`: docsgen ignores it.",
      }
    `);
  });

  it('category-file-duplicate', () => {
    expect(catalogue['category-file-duplicate']({ firstFile: 'docs/guides/_category_.json' })).toMatchInlineSnapshot(`
      {
        "hint": "Keep one \`_category_\` file per folder.",
        "message": "This folder has two category files; docs/guides/_category_.json is used and this one is ignored.",
      }
    `);
  });

  it('category-link-unknown-doc', () => {
    expect(catalogue['category-link-unknown-doc']({ id: 'overveiw', suggestions: ['concepts/overview'] })).toMatchInlineSnapshot(`
      {
        "hint": "Did you mean \`concepts/overview\`? A doc id is the file's folder and name without number prefixes and extension, or its \`id\` front matter.",
        "message": "This category file links to the doc id \`overveiw\`, which does not exist.",
      }
    `);
  });

  it('sidebars-file-missing', () => {
    expect(catalogue['sidebars-file-missing']({ file: 'sidebars.js' })).toMatchInlineSnapshot(`
      {
        "hint": "Fix the path (relative to the site folder), or remove \`sidebarPath\` to use a sidebar generated from the docs folders.",
        "message": "The sidebars file sidebars.js named by \`docs.sidebarPath\` does not exist.",
      }
    `);
  });

  it('sidebars-file-unloadable', () => {
    expect(catalogue['sidebars-file-unloadable']({ reason: 'Expected "}" but found end of file' })).toMatchInlineSnapshot(`
      {
        "hint": "Fix the syntax or the failing import; a sidebars file exports an object whose keys are sidebar ids.",
        "message": "The sidebars file could not be loaded: Expected "}" but found end of file",
      }
    `);
  });

  it('sidebars-file-invalid', () => {
    expect(catalogue['sidebars-file-invalid']({ where: 'main[2]', expected: 'one of the item types `doc`, `ref`, `link`, `category`, `autogenerated`' }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Expected one of the item types \`doc\`, \`ref\`, \`link\`, \`category\`, \`autogenerated\`.",
        "message": "The sidebar item at main[2] is not one docsgen can read.",
      }
    `);
  });

  it('sidebar-item-unsupported', () => {
    expect(catalogue['sidebar-item-unsupported']({ where: 'main[4]', type: 'html' })).toMatchInlineSnapshot(`
      {
        "hint": "Replace it with a \`link\` or \`doc\` item, or remove it.",
        "message": "The sidebar item at main[4] is of type \`html\`, which docsgen does not show; it is left out.",
      }
    `);
  });

  it('sidebar-duplicate-id', () => {
    expect(catalogue['sidebar-duplicate-id']({ sidebarId: 'main' })).toMatchInlineSnapshot(`
      {
        "hint": "Rename one of them, or keep the sidebar in one place.",
        "message": "The sidebar id \`main\` is declared twice: in \`docs.sidebars\` and in the sidebars file.",
      }
    `);
  });

  it('pagination-unknown-doc', () => {
    expect(catalogue['pagination-unknown-doc']({ key: 'pagination_next', id: 'guide/nxt', suggestions: ['guide/next'] })).toMatchInlineSnapshot(`
      {
        "hint": "Did you mean \`guide/next\`? Use a doc id, or \`null\` for no link.",
        "message": "The front matter's \`pagination_next\` names the doc id \`guide/nxt\`, which does not exist.",
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
      catalogue['sidebar-unknown-doc']({
        sidebar: 'docs',
        where: 'docs.sidebars.docs[1].items[0]',
        id: 'guide/cyclez',
        suggestions: ['guide/cycles', 'guide/modules'],
      }),
    ).toMatchInlineSnapshot(`
      {
        "hint": "Did you mean \`guide/cycles\`, \`guide/modules\`? A doc id is the file's path under the docs folder without number prefixes (\`01-\`) and \`.md\`, or its folder plus its \`id\` front matter.",
        "message": "The sidebar \`docs\` (docs.sidebars.docs[1].items[0]) refers to the doc id \`guide/cyclez\`, which does not exist.",
      }
    `);
  });

  it('sidebar-unknown-doc: with no doc to suggest', () => {
    expect(catalogue['sidebar-unknown-doc']({ sidebar: 'docs', where: 'docs.sidebars.docs[0]', id: 'intro', suggestions: [] })).toMatchInlineSnapshot(`
      {
        "hint": "A doc id is the file's path under the docs folder without number prefixes (\`01-\`) and \`.md\`, or its folder plus its \`id\` front matter.",
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

  it('navbar-unknown-docs-instance', () => {
    expect(catalogue['navbar-unknown-docs-instance']({ label: 'Community', id: 'comunity', known: ['default', 'community'] })).toMatchInlineSnapshot(`
      {
        "hint": "Known docs instances: \`default\`, \`community\` (\`default\` is the \`docs\` key's folder, the others are ids of \`docsInstances\`).",
        "message": "The navbar item "Community" refers to the docs instance \`comunity\`, which does not exist.",
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

  it('navbar-unknown-doc: with the closest doc ids', () => {
    expect(catalogue['navbar-unknown-doc']({ label: 'Install', docId: 'guides/instal', suggestions: ['guides/install'] })).toMatchInlineSnapshot(`
      {
        "hint": "Did you mean \`guides/install\`? A doc id is the file's path under the docs folder without number prefixes (\`01-\`) and \`.md\`, or its folder plus its \`id\` front matter.",
        "message": "The navbar item "Install" refers to the doc id \`guides/instal\`, which does not exist.",
      }
    `);
  });

  it('navbar-unknown-doc: with no id to suggest', () => {
    expect(catalogue['navbar-unknown-doc']({ label: 'intro', docId: 'intro', suggestions: [] })).toMatchInlineSnapshot(`
      {
        "hint": "A doc id is the file's path under the docs folder without number prefixes (\`01-\`) and \`.md\`, or its folder plus its \`id\` front matter.",
        "message": "The navbar item "intro" refers to the doc id \`intro\`, which does not exist.",
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

  it('page-over-budget: every variant', () => {
    expect(catalogue['page-over-budget']({ variant: 'time', limitMs: 20_000, shape: { kind: 'emphasis-run', count: 40_000 } })).toMatchInlineSnapshot(`
      {
        "hint": "Escape the characters that are not emphasis (\`\\*\`, \`\\_\`) or put the text in a code block. Each page gets 20 s to render (\`--page-timeout <seconds>\` changes it); the other pages were rendered.",
        "message": "This page took more than 20 s to render, so docsgen stopped it: the likely cause is this paragraph's 40,000 emphasis delimiters (\`*\`, \`_\`), which the Markdown parser pairs up in quadratic time.",
      }
    `);
    expect(catalogue['page-over-budget']({ variant: 'memory', limitMb: 1024, shape: { kind: 'table-rows', count: 100_000 } })).toMatchInlineSnapshot(`
      {
        "hint": "Split the table over several pages, or publish the data as a file of the static folder and link to it. Each page gets 1,024 MB of JavaScript heap to render; the other pages were rendered.",
        "message": "Rendering this page needed more than 1,024 MB of memory, so docsgen stopped it: the likely cause is this table of 100,000 rows.",
      }
    `);
    expect(catalogue['page-over-budget']({ variant: 'exit', code: 0, shape: { kind: 'exit-call', call: 'exit' } })).toMatchInlineSnapshot(`
      {
        "hint": "Remove the call: a page's code runs while docsgen renders it and must not end docsgen. The other pages were rendered.",
        "message": "Rendering this page ended its render thread with exit code 0: its code calls \`process.exit\` here.",
      }
    `);
    expect(catalogue['page-over-budget']({ variant: 'time', limitMs: 2_500, shape: null })).toMatchInlineSnapshot(`
      {
        "hint": "Split the page to find the part that costs the most. Each page gets 2.5 s to render (\`--page-timeout <seconds>\` changes it); the other pages were rendered.",
        "message": "This page took more than 2.5 s to render, so docsgen stopped it: the cause is somewhere in this page.",
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
    expect(catalogue['link-unsafe']({ raw: `data:text/html;base64,${'A'.repeat(80)}`, scheme: 'data' }).message).toMatchInlineSnapshot(
      `"The link \`data:text/html;base64,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA...\` uses the \`data:\` scheme, which docs pages do not allow."`,
    );
  });

  it('file-missing', () => {
    expect(catalogue['file-missing']({ raw: './diagram.png', what: 'image', path: 'content/docs/guide/diagram.png', staticDir: null })).toMatchInlineSnapshot(`
      {
        "hint": "A relative address starts from the page's own folder: add the file there, or fix the path.",
        "message": "The image \`./diagram.png\` does not exist: there is no file \`content/docs/guide/diagram.png\`.",
      }
    `);
    expect(catalogue['file-missing']({ raw: '/img/logo.png', what: 'image', path: 'content/static/img/logo.png', staticDir: 'content/static' }))
      .toMatchInlineSnapshot(`
      {
        "hint": "An address starting with \`/\` names a file of the static folder (\`content/static/\`): add the file there, or write a path relative to the page (\`./name.png\`).",
        "message": "The image \`/img/logo.png\` does not exist: there is no file \`content/static/img/logo.png\`.",
      }
    `);
    // A VitePress site: an absolute address not in the public folder names a file of the pages' folder.
    expect(
      catalogue['file-missing']({ raw: '/assets/pic.svg', what: 'image', path: 'public/assets/pic.svg', staticDir: 'public', pagesPath: 'assets/pic.svg' }),
    ).toMatchInlineSnapshot(`
      {
        "hint": "An address starting with \`/\` names a file of the static folder (\`public/\`), else, as VitePress reads it, of the pages' folder: add the file to either, or write a path relative to the page (\`./name.png\`).",
        "message": "The image \`/assets/pic.svg\` does not exist: there is no file \`public/assets/pic.svg\` nor \`assets/pic.svg\`.",
      }
    `);
    expect(
      catalogue['file-missing']({ raw: './guide.pdf', what: 'file', path: 'content/docs/guide/guide.pdf', staticDir: null }).message,
    ).toMatchInlineSnapshot(`"The file \`./guide.pdf\` does not exist: there is no file \`content/docs/guide/guide.pdf\`."`);
  });

  it('code-block-meta', () => {
    expect(catalogue['code-block-meta']({ variant: 'bad-range', range: '3-1' })).toMatchInlineSnapshot(`
      {
        "hint": "After the language on the fence line, write line numbers and ranges counted from 1, such as \`{1,3-5}\`.",
        "message": "The line range \`3-1\` on this code fence is not a line number or a \`from-to\` range, so it highlights nothing.",
      }
    `);
    expect(catalogue['code-block-meta']({ variant: 'line-out-of-range', line: 9, lines: 2 })).toMatchInlineSnapshot(`
      {
        "hint": "Fix the \`{…}\` range on the fence line (magic comment lines do not count).",
        "message": "This code fence highlights line 9, but the block has 2 lines.",
      }
    `);
    expect(catalogue['code-block-meta']({ variant: 'unclosed-highlight' })).toMatchInlineSnapshot(`
      {
        "hint": "Add a \`highlight-end\` comment line where the highlighted lines stop.",
        "message": "This \`highlight-start\` comment has no \`highlight-end\`, so the code is highlighted to the end of the block.",
      }
    `);
    expect(catalogue['code-block-meta']({ variant: 'stray-highlight-end' })).toMatchInlineSnapshot(`
      {
        "hint": "Add a \`highlight-start\` comment line above the lines to highlight, or remove this one.",
        "message": "This \`highlight-end\` comment has no \`highlight-start\` before it.",
      }
    `);
    expect(catalogue['code-block-meta']({ variant: 'range-label', label: 'A' })).toMatchInlineSnapshot(`
      {
        "hint": "Remove the label (\`ins={5-7}\`), or say what it said in the text around the block.",
        "message": "The label \`A\` of a line range on this code fence is not drawn: docsgen marks the range's lines without it.",
      }
    `);
  });

  it('markdown-syntax-unhandled: every variant', () => {
    const plugins = ['@react-native-website/remark-snackplayer'];
    expect([
      catalogue['markdown-syntax-unhandled']({ variant: 'language', syntax: 'SnackPlayer', plugins, listed: 'missing', count: 3 }),
      catalogue['markdown-syntax-unhandled']({
        variant: 'meta',
        syntax: 'live',
        plugins: ['@docusaurus/theme-live-codeblock', 'remark-a'],
        listed: 'missing',
        count: 1,
      }),
      catalogue['markdown-syntax-unhandled']({
        variant: 'scheme',
        syntax: 'docblock',
        raw: 'docblock://createReducer.ts?token=createReducer',
        plugins: ['remark-a', 'remark-b', 'remark-c', 'remark-d', 'remark-e'],
        listed: 'missing',
        count: 1,
      }),
      catalogue['markdown-syntax-unhandled']({
        variant: 'language',
        syntax: 'LiveEditor',
        plugins: ['markdown.remarkPlugins[0] (remarkSnack)'],
        listed: 'running',
        count: 1,
      }),
      catalogue['markdown-syntax-unhandled']({
        variant: 'scheme',
        syntax: 'docblock',
        raw: `docblock://${'a'.repeat(70)}.ts`,
        plugins: ['markdown.rehypePlugins[1] (rehypeX)'],
        listed: 'running',
        count: 2,
      }),
    ]).toMatchInlineSnapshot(`
      [
        {
          "hint": "If a remark or rehype plugin handles it, install it, import it in site.config.ts and add it to its \`markdown\` plugin list (then take it out of \`markdown.missingPlugins\`); otherwise, write the block without it (with a language such as \`tsx\` or \`text\`).",
          "message": "This code block's language \`SnackPlayer\` is no language a highlighter knows but a plugin's syntax, and no plugin handled it, so the block shows as plain code, as do 2 more on this page. \`markdown.missingPlugins\` names \`@react-native-website/remark-snackplayer\`: the pages were written for it, and this site does not run it.",
        },
        {
          "hint": "If a remark or rehype plugin handles it, install it, import it in site.config.ts and add it to its \`markdown\` plugin list (then take it out of \`markdown.missingPlugins\`); otherwise, write the block without it.",
          "message": "This code block's meta word \`live\` is a plugin's syntax, and no plugin handled it, so the block shows as plain code. \`markdown.missingPlugins\` names \`@docusaurus/theme-live-codeblock\`, \`remark-a\`: the pages were written for them, and this site does not run them.",
        },
        {
          "hint": "If a remark or rehype plugin handles it, install it, import it in site.config.ts and add it to its \`markdown\` plugin list (then take it out of \`markdown.missingPlugins\`); otherwise, link a page or an http(s) address instead.",
          "message": "The link \`docblock://createReducer.ts?token=createReducer\` uses the \`docblock:\` scheme, which no browser opens, and no plugin rewrote it, so it ships as written. \`markdown.missingPlugins\` names \`remark-a\`, \`remark-b\`, \`remark-c\`, 2 more: the pages were written for them, and this site does not run them.",
        },
        {
          "hint": "Add the plugin that handles it to the \`markdown\` plugin lists in site.config.ts, or write the block without it (with a language such as \`tsx\` or \`text\`).",
          "message": "This code block's language \`LiveEditor\` is no language a highlighter knows but a plugin's syntax, and no plugin handled it, so the block shows as plain code. The site's Markdown plugins (\`markdown.remarkPlugins[0] (remarkSnack)\`) left it as it is.",
        },
        {
          "hint": "Add the plugin that handles it to the \`markdown\` plugin lists in site.config.ts, or link a page or an http(s) address instead.",
          "message": "The link \`docblock://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...\` uses the \`docblock:\` scheme, which no browser opens, and no plugin rewrote it, so it ships as written, as does 1 more on this page. The site's Markdown plugins (\`markdown.rehypePlugins[1] (rehypeX)\`) left it as it is.",
        },
      ]
    `);
    expect(
      catalogue['markdown-syntax-unhandled']({
        variant: 'template',
        syntax: 'include',
        raw: '{{ #include @code/app/src/main.rs:main }}',
        plugins: ['remarkIncludeCode'],
        listed: 'missing',
        count: 4,
      }),
    ).toMatchInlineSnapshot(`
      {
        "hint": "If a remark or rehype plugin handles it, install it, import it in site.config.ts and add it to its \`markdown\` plugin list (then take it out of \`markdown.missingPlugins\`); otherwise, write the code itself in the block.",
        "message": "This code block's text \`{{ #include @code/app/src/main.rs:main }}\` is a plugin's \`#include\` directive, and no plugin replaced it, so the block shows the directive instead of the code it names, as do 3 more on this page. \`markdown.missingPlugins\` names \`remarkIncludeCode\`: the pages were written for it, and this site does not run it.",
      }
    `);
  });

  it('npm2yarn-off', () => {
    expect(catalogue['npm2yarn-off']({})).toMatchInlineSnapshot(`
      {
        "hint": "Enable \`markdown.npm2yarn\` in site.config.ts (\`markdown: { npm2yarn: true }\`, or \`{ sync: true }\` to share the reader's choice across pages), or remove \`npm2yarn\` from the fence line.",
        "message": "This code fence asks for npm, Yarn, pnpm and Bun tabs (\`npm2yarn\` on its fence line), but \`markdown.npm2yarn\` is off, so it shows as one npm code block.",
      }
    `);
  });

  it('raw-html', () => {
    expect(catalogue['raw-html']({ snippet: '<div class="note">' })).toMatchInlineSnapshot(`
      {
        "hint": "Use Markdown or a directive instead (tables, \`:kbd[…]\`, admonitions), escape the \`<\` as \`\\<\` if it is text, or allow HTML with \`markdown: { html: 'allow' }\` in site.config.ts.",
        "message": "Raw HTML is turned off for this site: \`<div class="note">\`.",
      }
    `);
  });

  it('html-unsafe: elements', () => {
    expect(catalogue['html-unsafe']({ variant: 'element', element: 'script', kind: 'code' })).toMatchInlineSnapshot(`
      {
        "hint": "Remove it; to show code, put it in a fenced code block.",
        "message": "\`<script>\` is not allowed in a docs page: nothing in a docs page may run code.",
      }
    `);
    expect(catalogue['html-unsafe']({ variant: 'element', element: 'object', kind: 'embed' })).toMatchInlineSnapshot(`
      {
        "hint": "Use \`<img>\`, \`<video>\` or \`<iframe src="https://…">\` instead.",
        "message": "\`<object>\` is not allowed in a docs page: it embeds a plugin or a frame set that may run code.",
      }
    `);
    expect(catalogue['html-unsafe']({ variant: 'element', element: 'meta http-equiv', kind: 'head' })).toMatchInlineSnapshot(`
      {
        "hint": "Remove it: docsgen writes the page's head, and styles belong in the theme's CSS.",
        "message": "\`<meta http-equiv>\` is not allowed in a docs page: it acts on the whole page (its address, redirects or style sheets).",
      }
    `);
    expect(catalogue['html-unsafe']({ variant: 'refresh', to: 'https://oclif.io/docs/introduction.html', route: '/docs' })).toMatchInlineSnapshot(`
      {
        "hint": "To send readers of \`/docs\` to another site, remove this page and list its path in \`redirects\` in the site config: \`{ from: '/docs', to: 'https://…' }\`.",
        "message": "\`<meta http-equiv="refresh">\` would forward readers to \`https://oclif.io/docs/introduction.html\`, outside this site; a page's own HTML may forward them only to a path of the site.",
      }
    `);
    expect(catalogue['html-unsafe']({ variant: 'refresh', to: null, route: '/docs' })).toMatchInlineSnapshot(`
      {
        "hint": "To send readers of \`/docs\` to another site, remove this page and list its path in \`redirects\` in the site config: \`{ from: '/docs', to: 'https://…' }\`.",
        "message": "\`<meta http-equiv="refresh">\` is not allowed in a docs page unless it forwards readers to a path of the site, as \`content="0; url=/docs/intro"\`.",
      }
    `);
    expect(catalogue['html-unsafe']({ variant: 'reserved', element: 'docsgen-card' })).toMatchInlineSnapshot(`
      {
        "hint": "Write the directive instead (such as \`:::card{title="…"}\`), or give your element another name.",
        "message": "\`<docsgen-card>\` is a name docsgen keeps for its own directives.",
      }
    `);
  });

  it('html-unsafe: attributes', () => {
    expect(catalogue['html-unsafe']({ variant: 'event-handler', element: 'img', attribute: 'onerror' })).toMatchInlineSnapshot(`
      {
        "hint": "Remove the attribute; for an interactive example, embed a demo with \`<iframe src="https://…">\` or link to it.",
        "message": "The event handler attribute \`onerror\` on \`<img>\` is not allowed in a docs page: nothing in a docs page may run code.",
      }
    `);
    expect(catalogue['html-unsafe']({ variant: 'url', element: 'a', attribute: 'href', url: 'javascript:alert(1)', scheme: 'javascript' }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Point to a page, a file of the site or an http(s) address instead.",
        "message": "\`<a href="javascript:alert(1)">\` uses the \`javascript:\` scheme, which docs pages do not allow.",
      }
    `);
    expect(catalogue['html-unsafe']({ variant: 'url', element: 'iframe', attribute: 'src', url: `data:text/html;base64,${'A'.repeat(80)}`, scheme: 'data' }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Put the file in the static folder and point to it (such as \`/img/diagram.png\`); only an \`<img>\` may use a \`data:image/…\` address.",
        "message": "\`<iframe src="data:text/html;base64,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA...">\` uses the \`data:\` scheme, which docs pages do not allow.",
      }
    `);
    expect(catalogue['html-unsafe']({ variant: 'srcdoc' })).toMatchInlineSnapshot(`
      {
        "hint": "Embed a page by its address with \`<iframe src="https://…">\`, or write the content in the page itself.",
        "message": "\`<iframe srcdoc>\` embeds a page written inline, which may run code.",
      }
    `);
    expect(catalogue['html-unsafe']({ variant: 'form-off-site', element: 'form', attribute: 'action', url: 'https://forms.example/signup' }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Link to the form instead: a docs page collects no input, and the site's Content-Security-Policy (\`form-action 'self'\`) blocks sending it elsewhere.",
        "message": "\`<form action="https://forms.example/signup">\` sends what readers type to another site.",
      }
    `);
  });

  it('html-unsafe: style sheets and SVG animations', () => {
    expect(catalogue['html-unsafe']({ variant: 'style-import' })).toMatchInlineSnapshot(`
      {
        "hint": "Write the rules in the \`<style>\` element itself: a docs page loads style sheets only from the theme.",
        "message": "This \`<style>\` element loads another style sheet with \`@import\`.",
      }
    `);
    expect(catalogue['html-unsafe']({ variant: 'link-animation', element: 'animate' })).toMatchInlineSnapshot(`
      {
        "hint": "Remove the animation, or animate another attribute.",
        "message": "This SVG \`<animate>\` changes a link's \`href\`, which could turn it into a \`javascript:\` link.",
      }
    `);
  });

  it('html-style-invalid', () => {
    expect(catalogue['html-style-invalid']({ element: 'p', style: 'color red' })).toMatchInlineSnapshot(`
      {
        "hint": "Write it as \`property: value\` pairs separated by \`;\`, such as \`style="text-align: center; color: gray"\`.",
        "message": "The \`style\` attribute of \`<p>\` is not CSS that can be read (\`color red\`), so it is left out.",
      }
    `);
  });

  it('html-tag-invalid', () => {
    expect(catalogue['html-tag-invalid']({ element: 'a<b' })).toMatchInlineSnapshot(`
      {
        "hint": "Fix the tag, or escape the \`<\` as \`\\<\` (or \`&lt;\`) if it is text.",
        "message": "\`<a<b>\` is not a tag name a page can render, so only its content is kept.",
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
    // vitepress-plugin-tabs' block is told of in its own syntax.
    expect(catalogue['directive-invalid']({ variant: 'foreign-child', group: 'tabs', entry: 'tab', vitepress: true })).toMatchInlineSnapshot(`
      {
        "hint": "Start the block with a \`== Label\` line (the tab's name, on a line of its own), or move this content out of it.",
        "message": "A \`::: tabs\` block holds content that no \`== label\` line starts, so it is in no tab.",
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

  it('directive-invalid: tabs with queryString but no parameter name', () => {
    expect(catalogue['directive-invalid']({ variant: 'tabs-query-without-key' })).toMatchInlineSnapshot(`
      {
        "hint": "Write \`::::tabs{groupId="os" queryString}\` (the parameter takes the groupId) or \`::::tabs{queryString="os"}\`.",
        "message": "A \`::::tabs\` block with \`queryString\` needs a name for the URL parameter.",
      }
    `);
  });

  it('directive-invalid: a line of colons left over after a nested directive', () => {
    expect(catalogue['directive-invalid']({ variant: 'stray-fence', fence: '::::' })).toMatchInlineSnapshot(`
      {
        "hint": "Give each directive one colon more than the directives inside it, for example \`:::::tabs\` › \`::::tab{label="macOS"}\` › \`:::note\` … \`:::\`, then \`::::\` and \`:::::\`.",
        "message": "This \`::::\` closes no directive: the fence of a directive inside had already closed the one it was meant for.",
      }
    `);
  });

  it('directive-invalid: a line of colons left over after a directive that ended with its list item', () => {
    expect(catalogue['directive-invalid']({ variant: 'stray-fence', fence: ':::', closedBy: 'list-item' })).toMatchInlineSnapshot(`
      {
        "hint": "Indent the lines between the directive and this fence as far as the list item's text, so they stay in the item; or start the directive on a line of its own, outside the list.",
        "message": "This \`:::\` closes no directive: the one above it was opened inside a list item, and ended with that item, before the text that is not indented under it.",
      }
    `);
  });

  it('directive-invalid: an unknown leaf directive', () => {
    expect(catalogue['directive-invalid']({ variant: 'unknown-leaf', name: 'youtube', admonitions: ADMONITION_KINDS, planBadges: true }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Use one of the supported directives: admonitions (:::note, :::tip, :::info, :::warning, :::caution, :::danger, :::important), :::details[…], ::::cards/:::card, ::::tabs/:::tab, :kbd[…], :plan[…].",
        "message": "Unknown directive \`::youtube\`.",
      }
    `);
  });

  it('directive-invalid: an unknown container directive', () => {
    expect(catalogue['directive-invalid']({ variant: 'unknown-container', name: 'aside', admonitions: ADMONITION_KINDS, planBadges: true }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Use one of the supported directives: admonitions (:::note, :::tip, :::info, :::warning, :::caution, :::danger, :::important), :::details[…], ::::cards/:::card, ::::tabs/:::tab, :kbd[…], :plan[…].",
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
    expect(catalogue['directive-invalid']({ variant: 'unknown-text', name: 'badge', planBadges: true })).toMatchInlineSnapshot(`
      {
        "hint": "Use \`:kbd[…]\` or \`:plan[…]\`; to write a colon before a word, put a space after it or escape it as \`\\:\`.",
        "message": "Unknown directive \`:badge\`.",
      }
    `);
  });

  it('directive-invalid: an unknown container directive on a site without plan badges', () => {
    expect(catalogue['directive-invalid']({ variant: 'unknown-container', name: 'aside', admonitions: ADMONITION_KINDS, planBadges: false }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Use one of the supported directives: admonitions (:::note, :::tip, :::info, :::warning, :::caution, :::danger, :::important), :::details[…], ::::cards/:::card, ::::tabs/:::tab, :kbd[…].",
        "message": "Unknown directive \`:::aside\`.",
      }
    `);
  });

  it('directive-invalid: an unknown container directive on a site whose config keeps no admonition kind', () => {
    expect(catalogue['directive-invalid']({ variant: 'unknown-container', name: 'note', admonitions: [], planBadges: false })).toMatchInlineSnapshot(`
      {
        "hint": "Use one of the supported directives: :::details[…], ::::cards/:::card, ::::tabs/:::tab, :kbd[…].",
        "message": "Unknown directive \`:::note\`.",
      }
    `);
  });

  it('directive-invalid: an unknown text directive on a site without plan badges', () => {
    expect(catalogue['directive-invalid']({ variant: 'unknown-text', name: 'badge', planBadges: false })).toMatchInlineSnapshot(`
      {
        "hint": "Use \`:kbd[…]\`; to write a colon before a word, put a space after it or escape it as \`\\:\`.",
        "message": "Unknown directive \`:badge\`.",
      }
    `);
  });

  it('directive-invalid: a plan badge on a site without plan badges', () => {
    expect(catalogue['directive-invalid']({ variant: 'unknown-text', name: 'plan', planBadges: false })).toMatchInlineSnapshot(`
      {
        "hint": "Plan badges are off: set \`docs.planBadges: { href, plans }\` in the config to use \`:plan[…]\`. To write a colon before a word, put a space after it or escape it as \`\\:\`.",
        "message": "Unknown directive \`:plan\`.",
      }
    `);
  });

  it('math-invalid: inline math', () => {
    expect(catalogue['math-invalid']({ tex: '\\frac{a', reason: "Unexpected end of input in a macro argument, expected '}'", display: false }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Fix the formula (KaTeX supports the commands listed at https://katex.org/docs/supported). To write a dollar sign as text, escape it as \`\\$\`.",
        "message": "The inline math \`\\frac{a\` is not valid TeX for KaTeX: Unexpected end of input in a macro argument, expected '}'",
      }
    `);
  });

  it('math-invalid: a math block', () => {
    expect(catalogue['math-invalid']({ tex: '\\nope', reason: 'Undefined control sequence: \\nope', display: true })).toMatchInlineSnapshot(`
      {
        "hint": "Fix the formula (KaTeX supports the commands listed at https://katex.org/docs/supported). To write a dollar sign as text, escape it as \`\\$\`.",
        "message": "The math block \`\\nope\` is not valid TeX for KaTeX: Undefined control sequence: \\nope",
      }
    `);
  });

  it('markdown-plugin-failed', () => {
    expect(catalogue['markdown-plugin-failed']({ plugin: 'markdown.remarkPlugins[1] (remarkNpm2yarn)', reason: 'unknown package manager `bun`' }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Fix what the plugin reports in this page, or its options in the config, or take it out of the list.",
        "message": "The site's Markdown plugin markdown.remarkPlugins[1] (remarkNpm2yarn) failed on this page: unknown package manager \`bun\`",
      }
    `);
    // A plugin that could not be waited for is not the page's fault: the fix says where it is awaited.
    expect(
      catalogue['markdown-plugin-failed']({ plugin: 'markdown.remarkPlugins[0] (remarkLater)', reason: 'it works asynchronously…', asynchronous: true }).hint,
    ).toBe('Import this Markdown file in the page itself, where its plugins are awaited, or make the plugin synchronous.');
  });

  it('renderer-not-installed: math', () => {
    expect(catalogue['renderer-not-installed']({ feature: 'math', install: 'npm install katex@^0.16.47' })).toMatchInlineSnapshot(`
      {
        "hint": "Install it in the site's folder: \`npm install katex@^0.16.47\`. If the dollar signs are text, write each as \`\\$\`.",
        "message": "This page has math (\`$…$\`, \`$$…$$\` or a \`\`\`math block), but the math renderer is not installed, so it would show as plain text.",
      }
    `);
  });

  it('renderer-not-installed: mermaid', () => {
    expect(catalogue['renderer-not-installed']({ feature: 'mermaid', install: 'npm install mermaid@^11.17.2' })).toMatchInlineSnapshot(`
      {
        "hint": "Install it in the site's folder: \`npm install mermaid@^11.17.2\`, or change the fence's language from \`mermaid\` to \`text\` to show the source as code.",
        "message": "This page has a \`\`\`mermaid diagram, but Mermaid is not installed, so it cannot be drawn.",
      }
    `);
  });

  it('mermaid-unknown-diagram: an unknown type', () => {
    expect(catalogue['mermaid-unknown-diagram']({ keyword: 'flowhcart', known: ['flowchart', 'graph', 'sequenceDiagram'] })).toMatchInlineSnapshot(`
      {
        "hint": "Start the diagram with its type, one of \`flowchart\`, \`graph\`, \`sequenceDiagram\` (such as \`flowchart LR\` or \`sequenceDiagram\`).",
        "message": "The Mermaid diagram starts with \`flowhcart\`, which is not a Mermaid diagram type.",
      }
    `);
  });

  it('mermaid-unknown-diagram: an empty diagram', () => {
    expect(catalogue['mermaid-unknown-diagram']({ keyword: '', known: ['flowchart', 'graph'] })).toMatchInlineSnapshot(`
      {
        "hint": "Start the diagram with its type, one of \`flowchart\`, \`graph\` (such as \`flowchart LR\` or \`sequenceDiagram\`).",
        "message": "The Mermaid diagram is empty.",
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
        "hint": "Link an existing route, such as \`/guide/cycles\`, \`/guide\`; if something else serves that path beside docsgen (an app, another tool's pages), list it in \`servedElsewhere\`.",
        "message": "The link \`/guide/cyclez\` points to \`/guide/cyclez\`, which is not a page of this site.",
      }
    `);
  });

  it('broken-link: with no route to suggest', () => {
    expect(catalogue['broken-link']({ raw: 'nowhere', route: '/nowhere', suggestions: [] })).toMatchInlineSnapshot(`
      {
        "hint": "Link an existing route; if something else serves that path beside docsgen (an app, another tool's pages), list it in \`servedElsewhere\`.",
        "message": "The link \`nowhere\` points to \`/nowhere\`, which is not a page of this site.",
      }
    `);
  });

  it('broken-anchor: on this page, with the closest heading ids', () => {
    expect(catalogue['broken-anchor']({ raw: '#instal', anchor: 'instal', route: '/guide', onSamePage: true, suggestions: ['install', 'uninstall'] }))
      .toMatchInlineSnapshot(`
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
        "message": "This page gives search no text to find: it has no paragraph, list item or table (its title and headings alone are found, as headings).",
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

describe('files for agents', () => {
  it('agent-file-clash: a static llms.txt', () => {
    expect(catalogue['agent-file-clash']({ path: 'llms.txt', markdownOf: null, by: 'static' })).toMatchInlineSnapshot(`
      {
        "hint": "Rename or remove the static file, or set \`llms: false\` in the site config to write no files for agents.",
        "message": "This static file would be served at \`/llms.txt\`, which is the address of the \`llms.txt\` docsgen writes for agents.",
      }
    `);
  });

  it("agent-file-clash: a static file where a page's Markdown goes", () => {
    expect(catalogue['agent-file-clash']({ path: 'guide/cycles.md', markdownOf: '/guide/cycles', by: 'static' })).toMatchInlineSnapshot(`
      {
        "hint": "Rename or remove the static file, or set \`llms: false\` in the site config to write no files for agents.",
        "message": "This static file would be served at \`/guide/cycles.md\`, which is the address of the Markdown copy of the page \`/guide/cycles\` that docsgen writes for agents.",
      }
    `);
  });

  it("agent-file-clash: a route at the address of a page's Markdown", () => {
    expect(catalogue['agent-file-clash']({ path: 'guide/cycles.md', markdownOf: '/guide/cycles', by: 'page' })).toMatchInlineSnapshot(`
      {
        "hint": "Give this page another \`slug\`, or set \`llms: false\` in the site config to write no files for agents.",
        "message": "The route \`/guide/cycles.md\` is also the address of the Markdown copy of the page \`/guide/cycles\` that docsgen writes for agents.",
      }
    `);
  });

  it('agent-file-clash: a route at the address of llms-full.txt', () => {
    expect(catalogue['agent-file-clash']({ path: 'llms-full.txt', markdownOf: null, by: 'page' })).toMatchInlineSnapshot(`
      {
        "hint": "Give this page another \`slug\`, or set \`llms: false\` in the site config to write no files for agents.",
        "message": "The route \`/llms-full.txt\` is also the address of the \`llms-full.txt\` docsgen writes for agents.",
      }
    `);
  });
});

describe('docsgen init', () => {
  it('init-files-in-the-way: files', () => {
    expect(catalogue['init-files-in-the-way']({ folder: 'my-docs', files: ['docs/index.md', 'site.config.ts'], scripts: [] })).toMatchInlineSnapshot(`
      {
        "hint": "Run it in a new folder (\`docsgen init my-docs\`), or move those files away first.",
        "message": "\`docsgen init\` would overwrite files that already exist (\`docs/index.md\`, \`site.config.ts\`) in \`my-docs\`, so it wrote nothing.",
      }
    `);
  });

  it('init-files-in-the-way: one file in the current folder', () => {
    expect(catalogue['init-files-in-the-way']({ folder: '.', files: ['site.config.ts'], scripts: [] })).toMatchInlineSnapshot(`
      {
        "hint": "Run it in a new folder (\`docsgen init my-docs\`), or move that file away first.",
        "message": "\`docsgen init\` would overwrite a file that already exists (\`site.config.ts\`) in the current folder, so it wrote nothing.",
      }
    `);
  });

  it('init-files-in-the-way: package.json scripts with other commands', () => {
    expect(catalogue['init-files-in-the-way']({ folder: '.', files: [], scripts: ['build', 'serve'] })).toMatchInlineSnapshot(`
      {
        "hint": "Run it in a new folder (\`docsgen init my-docs\`), or rename those scripts in package.json first.",
        "message": "\`docsgen init\` would overwrite the package.json scripts \`build\`, \`serve\` in the current folder, so it wrote nothing.",
      }
    `);
  });

  it('init-files-in-the-way: a file and a script', () => {
    expect(catalogue['init-files-in-the-way']({ folder: '/home/ada/site', files: ['.gitignore'], scripts: ['dev'] })).toMatchInlineSnapshot(`
      {
        "hint": "Run it in a new folder (\`docsgen init my-docs\`), or move that file away and rename that script in package.json first.",
        "message": "\`docsgen init\` would overwrite a file that already exists (\`.gitignore\`) and the package.json script \`dev\` in \`/home/ada/site\`, so it wrote nothing.",
      }
    `);
  });
});

describe('docsgen init --from-docusaurus', () => {
  it('migrate-source-missing', () => {
    expect(catalogue['migrate-source-missing']({ folder: 'website', names: ['docusaurus.config.js', 'docusaurus.config.ts'] })).toMatchInlineSnapshot(`
      {
        "hint": "Run \`docsgen init --from-docusaurus <dir>\` with the folder that holds docusaurus.config.js, docusaurus.config.ts.",
        "message": "There is no Docusaurus config in website to migrate from.",
      }
    `);
  });

  it('migrate-source-unreadable: a syntax error', () => {
    expect(catalogue['migrate-source-unreadable']({ variant: 'syntax', reason: 'Expected "}" but found end of file' })).toMatchInlineSnapshot(`
      {
        "hint": "Fix the syntax error; \`docusaurus build\` would fail on it too.",
        "message": "The Docusaurus config could not be parsed: Expected "}" but found end of file",
      }
    `);
  });

  it('migrate-source-unreadable: the config threw', () => {
    expect(catalogue['migrate-source-unreadable']({ variant: 'threw', reason: "Cannot read properties of undefined (reading 'map')" })).toMatchInlineSnapshot(`
      {
        "hint": "docsgen runs the config with Docusaurus' own packages replaced by empty stand-ins (it loads the others from the site's node_modules); compute this value without them, or write site.config.ts by hand.",
        "message": "The Docusaurus config failed while it ran: Cannot read properties of undefined (reading 'map')",
      }
    `);
  });

  it('migrate-source-unreadable: the config threw with packages missing', () => {
    expect(catalogue['migrate-source-unreadable']({ variant: 'threw', reason: 'yaml.load is not a function', missing: ['js-yaml'] })).toMatchInlineSnapshot(`
      {
        "hint": "It requires \`js-yaml\`, which docsgen could not load (not installed where the config is, or failing to load), so it ran with empty stand-ins: install the site's dependencies (\`npm install\` in the site folder, or at the root of its workspace) and run \`docsgen init --from-docusaurus\` again.",
        "message": "The Docusaurus config failed while it ran: yaml.load is not a function",
      }
    `);
  });

  it('migrate-source-unreadable: the config did not finish', () => {
    expect(catalogue['migrate-source-unreadable']({ variant: 'timeout', ms: 10000 })).toMatchInlineSnapshot(`
      {
        "hint": "Check it for a loop, or for a request that never answers.",
        "message": "The Docusaurus config did not finish within 10000 ms.",
      }
    `);
  });

  it('migrate-source-unreadable: no config object', () => {
    expect(catalogue['migrate-source-unreadable']({ variant: 'not-an-object' })).toMatchInlineSnapshot(`
      {
        "hint": "It must export the config (or a function that returns it) as \`module.exports\` or \`export default\`.",
        "message": "The Docusaurus config exports no config object.",
      }
    `);
  });

  it('migrate-target-exists', () => {
    expect(catalogue['migrate-target-exists']({ file: 'site.config.ts' })).toMatchInlineSnapshot(`
      {
        "hint": "Move it away (or delete it) and run \`docsgen init --from-docusaurus\` again.",
        "message": "The site already has a docsgen config, site.config.ts, so \`docsgen init --from-docusaurus\` wrote nothing.",
      }
    `);
  });

  it('migrate-not-carried: every reason', () => {
    const worded = Object.fromEntries(
      NOT_CARRIED_REASONS.map((reason) => [reason, catalogue['migrate-not-carried']({ keyPath: 'themeConfig.x', reason, name: 'NAME' })]),
    );
    expect(worded).toMatchInlineSnapshot(`
      {
        "analytics-legacy": {
          "hint": "Set \`analytics.trackingId\` to a Google Analytics 4 id.",
          "message": "\`themeConfig.x\` is not carried over: Universal Analytics no longer exists; docsgen supports gtag.js only.",
        },
        "blog": {
          "hint": "Move the posts you want to keep into the docs folder, or keep the blog elsewhere.",
          "message": "\`themeConfig.x\` is not carried over: docsgen builds docs only, so the blog is not built.",
        },
        "blog-folder-missing": {
          "hint": "Nothing to do; once the folder holds posts, add \`blog\` to site.config.ts with these options.",
          "message": "\`themeConfig.x\` is not carried over: the blog folder \`NAME\` does not exist, so there is no blog to build (Docusaurus builds none either).",
        },
        "client-modules": {
          "hint": "Nothing to do.",
          "message": "\`themeConfig.x\` is not carried over: docsgen loads no client modules.",
        },
        "computed": {
          "hint": "Install the site's dependencies (\`npm install\`) and migrate again, or write the value into site.config.ts by hand.",
          "message": "\`themeConfig.x\` is not carried over: its value comes from \`NAME\`, which is not installed in the site (or failed to load), so it could not be read.",
        },
        "create-redirects-function": {
          "hint": "Copy the function into \`createRedirects\` in site.config.ts by hand: docsgen calls it with each page's path, as Docusaurus does.",
          "message": "\`themeConfig.x\` is not carried over: it is a function, which cannot be written into site.config.ts as data.",
        },
        "custom-fields": {
          "hint": "If a component reads it, give it a value of plain data (text, numbers, lists, objects), or move it into the component's own module.",
          "message": "\`themeConfig.x\` is not carried over: a custom field that is code (a function, or an object of a class) cannot be written into site.config.ts as data; the others are carried.",
        },
        "deployment": {
          "hint": "docsgen's guide "Deploy" says how to deploy to GitHub Pages, nginx or another static host.",
          "message": "\`themeConfig.x\` is not carried over: docsgen does not deploy: the build folder goes to any static host.",
        },
        "docs-instance": {
          "hint": "Give each \`@docusaurus/plugin-content-docs\` entry an \`id\` of its own: each becomes an entry of \`docsInstances\` in site.config.ts.",
          "message": "\`themeConfig.x\` is not carried over: the docs instance \`NAME\` is not built: it is a second docs plugin without an \`id\` of its own, or no docs plugin has that id.",
        },
        "dropdown-empty": {
          "hint": "Give it a \`label\` and \`items\` of links (\`{ label, href }\`), docs (\`{ type: 'doc', docId }\`) or sidebars in site.config.ts if you need it.",
          "message": "\`themeConfig.x\` is not carried over: the dropdown has no label, or none of its entries can be carried (each is noted).",
        },
        "edit-url": {
          "hint": "Nothing to do; \`custom_edit_url\` front matter still overrides one page.",
          "message": "\`themeConfig.x\` is not carried over: docsgen builds "Edit this page" links from \`docs.editUrl\` alone (the file each page comes from), so this option is not read.",
        },
        "edit-url-function": {
          "hint": "Copy the function into \`docs.editUrl\` in site.config.ts by hand: docsgen calls it with \`{ docPath, docId }\`.",
          "message": "\`themeConfig.x\` is not carried over: it is a function, which cannot be written into site.config.ts as data.",
        },
        "extra-tracking-ids": {
          "hint": "Nothing to do, unless another id should be the one.",
          "message": "\`themeConfig.x\` is not carried over: docsgen sends page views to one tracking id, \`NAME\`; the others are not used.",
        },
        "footer-style": {
          "hint": "Nothing to do.",
          "message": "\`themeConfig.x\` is not carried over: docsgen's footer has one style, which follows the colour mode.",
        },
        "function": {
          "hint": "Write the value into site.config.ts by hand if docsgen has a setting for it.",
          "message": "\`themeConfig.x\` is not carried over: it is a function, which a config file cannot carry over.",
        },
        "head-tags": {
          "hint": "Move the code into a file of the static folder and add it as \`{ tagName: 'script', attributes: { src: '/js/file.js' } }\` in \`head\`.",
          "message": "\`themeConfig.x\` is not carried over: docsgen adds head tags from their attributes only (\`meta\`, \`link\`, and \`script\` with a \`src\`), so the site's Content-Security-Policy can allow them; inline code is not added.",
        },
        "html-item": {
          "hint": "Write it as a link with \`label\` and \`href\` in site.config.ts.",
          "message": "\`themeConfig.x\` is not carried over: docsgen takes text links here, not HTML.",
        },
        "llms-plugin": {
          "hint": "Nothing to do; \`llms: false\` turns them off. docsgen's guide "For agents: llms.txt" says what they hold.",
          "message": "\`themeConfig.x\` is not carried over: docsgen writes \`llms.txt\`, \`llms-full.txt\` and each page's Markdown (\`<route>.md\`) itself, so \`NAME\` is not needed.",
        },
        "markdown-options": {
          "hint": "Check the pages it was set for: what it changed (front matter a \`parseFrontMatter\` rewrote, say) may render differently, and the build does not always say so.",
          "message": "\`themeConfig.x\` is not carried over: This Markdown option has no counterpart in docsgen, which reads Markdown and MDX 3 with its own settings (\`markdown.format\`, \`markdown.html\`, \`markdown.mdx\` and the plugin lists), so it is not read.",
        },
        "mermaid-options": {
          "hint": "Nothing to do; the diagrams follow the reader's colour mode.",
          "message": "\`themeConfig.x\` is not carried over: docsgen draws \`\`\`mermaid diagrams itself, with Mermaid's \`default\` theme in light mode and \`dark\` in dark mode, so these options are not read.",
        },
        "navbar-item": {
          "hint": "Add a link item (\`{ type: 'link', label, href }\`) in site.config.ts if you need one.",
          "message": "\`themeConfig.x\` is not carried over: docsgen's navbar has no \`NAME\` items.",
        },
        "other": {
          "hint": "Nothing to do, unless docsgen's configuration reference lists an equivalent.",
          "message": "\`themeConfig.x\` is not carried over: docsgen has no setting for it.",
        },
        "page-link": {
          "hint": "Link a doc instead, and add the link back in site.config.ts if the page comes back.",
          "message": "\`themeConfig.x\` is not carried over: it links to \`NAME\`, which is not a page docsgen builds (a blog post, or a page of src/pages when the pages are off), so the link would be broken.",
        },
        "pages": {
          "hint": "Check the pages once built: docsgen draws Markdown pages with its own page layout and builds the folder of \`pages.path\` only.",
          "message": "\`themeConfig.x\` is not carried over: docsgen builds the pages of src/pages, but not with this option of Docusaurus' pages plugin (or this second pages plugin).",
        },
        "plugin": {
          "hint": "Search, the sitemap and gtag analytics are built in; drop plugins for anything else, or look for an equivalent in docsgen's guide "Your own remark and rehype plugins".",
          "message": "\`themeConfig.x\` is not carried over: docsgen does not run Docusaurus plugins (\`NAME\`).",
        },
        "preprocessor-function": {
          "hint": "Copy the function into \`markdown.preprocessor\` in site.config.ts by hand, or export it from a file of the site (with its packages installed) and run \`docsgen init\` again, which then imports it: docsgen calls it with \`{ filePath, fileContent }\` for every page, partial and blog post.",
          "message": "\`themeConfig.x\` is not carried over: it is a function that site.config.ts cannot import: one written in the config itself, or in a file that needs a package not installed.",
        },
        "preset": {
          "hint": "Copy the docs settings you need into site.config.ts by hand.",
          "message": "\`themeConfig.x\` is not carried over: \`NAME\` is not the classic preset, the only preset whose options docsgen reads.",
        },
        "preset-wrapper": {
          "hint": "Check what the preset adds and copy the settings you need into site.config.ts by hand.",
          "message": "\`themeConfig.x\` is not carried over: \`NAME\` takes the classic preset's options (docs, blog, pages, theme), so they are read as the classic preset's; whatever else the preset adds (plugins, components, defaults of its own) does not run.",
        },
        "prism": {
          "hint": "Nothing to do.",
          "message": "\`themeConfig.x\` is not carried over: docsgen highlights code at build time in its own colours, for many languages; Prism themes and languages are not used.",
        },
        "search-incomplete": {
          "hint": "Set \`search: { provider: 'algolia', appId, apiKey, indexName }\` in site.config.ts to keep Algolia.",
          "message": "\`themeConfig.x\` is not carried over: it has no \`apiKey\` or no \`indexName\` (one read from an unset environment variable, perhaps), so the site uses local search.",
        },
        "search-item": {
          "hint": "Nothing to do.",
          "message": "\`themeConfig.x\` is not carried over: docsgen places its search button in the navbar itself.",
        },
        "search-options": {
          "hint": "Nothing to do; docsgen's configuration reference lists the search settings (\`search.*\`).",
          "message": "\`themeConfig.x\` is not carried over: docsgen's Algolia search has no such option.",
        },
        "search-plugin": {
          "hint": "Nothing to do: search works offline out of the box.",
          "message": "\`themeConfig.x\` is not carried over: docsgen has its own search (local by default), so \`NAME\` is not needed.",
        },
        "sidebar-options": {
          "hint": "Write the items it makes into the sidebars file, or shape the generated ones with \`_category_.json\` files and \`sidebar_position\`, \`sidebar_label\` and \`sidebar_class_name\` front matter.",
          "message": "\`themeConfig.x\` is not carried over: docsgen does not run a function that rewrites the items of generated sidebars.",
        },
        "static-dirs": {
          "hint": "Move their files into that folder.",
          "message": "\`themeConfig.x\` is not carried over: docsgen reads one static folder, \`NAME\`; the others are not copied.",
        },
        "tag-manager": {
          "hint": "Set \`analytics.trackingId\` if you use Google Analytics.",
          "message": "\`themeConfig.x\` is not carried over: docsgen has no Google Tag Manager support; it loads gtag.js when \`analytics.trackingId\` is set.",
        },
        "theme": {
          "hint": "Nothing to do; components swizzled into src/theme are not used either. \`markdown.missingPlugins\` names the theme, so a page that keeps Markdown syntax it handled (such as \`live\` code blocks) gets a warning at that line.",
          "message": "\`themeConfig.x\` is not carried over: docsgen draws pages with its own theme, so the Docusaurus theme \`NAME\` is not used.",
        },
        "theme-classic": {
          "hint": "Nothing to do: its \`customCss\` is carried (noted apart); components swizzled into src/theme are not used.",
          "message": "\`themeConfig.x\` is not carried over: docsgen draws pages with its own theme, which takes the place of \`NAME\`.",
        },
        "translations": {
          "hint": "Move the translations to i18n/<locale>/ if they live elsewhere.",
          "message": "\`themeConfig.x\` is not carried over: docsgen reads each locale from i18n/<locale>/ and has no setting to move that folder or pick a calendar.",
        },
        "versions": {
          "hint": "List the versions to build in \`docs.onlyIncludeVersions\` instead.",
          "message": "\`themeConfig.x\` is not carried over: docsgen builds every version of versions.json, and the current docs, always; this option is not read.",
        },
        "webpack-unreadable": {
          "hint": "Add what the site's modules need to \`bundle\` in site.config.ts by hand: \`alias\`, \`fallback\`, \`define\`, \`extensions\`, \`text\`.",
          "message": "\`themeConfig.x\` is not carried over: the plugin's \`configureWebpack\` could not be read, so nothing of what it gives webpack is carried (NAME).",
        },
      }
    `);
  });

  it('migrate-plugin-not-carried: every variant', () => {
    const at = { keyPath: 'presets[0][1].docs.remarkPlugins', index: 2, list: 'remarkPlugins' };
    expect([
      catalogue['migrate-plugin-not-carried']({ ...at, variant: 'inline', plugin: 'remarkShout' }),
      catalogue['migrate-plugin-not-carried']({ ...at, variant: 'inline', plugin: '' }),
      catalogue['migrate-plugin-not-carried']({ ...at, variant: 'not-installed', plugin: 'remark-math', pkg: 'remark-math' }),
      catalogue['migrate-plugin-not-carried']({ ...at, variant: 'not-installed', plugin: './src/remark/marker.js', pkg: 'unist-util-visit' }),
      catalogue['migrate-plugin-not-carried']({ ...at, variant: 'options', plugin: 'remark-toc' }),
      catalogue['migrate-plugin-not-carried']({ ...at, variant: 'clash', plugin: 'remark-math', other: 'presets[0][1].blog.remarkPlugins' }),
      catalogue['migrate-plugin-not-carried']({ ...at, variant: 'built-in-options', plugin: 'rehype-katex', options: ['strict', 'output'] }),
      catalogue['migrate-plugin-not-carried']({ ...at, variant: 'built-in-options', plugin: 'rehype-katex', options: ['macros["\\\\RR"]'] }),
    ]).toMatchInlineSnapshot(`
      [
        {
          "hint": "Move the function into a file of the site (such as src/remark/remarkShout.js) and export it; then import it in site.config.ts and add it to \`markdown.remarkPlugins\`. Until then \`markdown.missingPlugins\` names it, and the build warns where a page keeps syntax it would have handled (an error under --strict).",
          "message": "\`presets[0][1].docs.remarkPlugins\` is carried without its entry [2], the function \`remarkShout\` written in the Docusaurus config itself: site.config.ts has no module to import it from.",
        },
        {
          "hint": "Move the function into a file of the site (such as src/remark/plugin.js) and export it; then import it in site.config.ts and add it to \`markdown.remarkPlugins\`. Until then \`markdown.missingPlugins\` names it, and the build warns where a page keeps syntax it would have handled (an error under --strict).",
          "message": "\`presets[0][1].docs.remarkPlugins\` is carried without its entry [2], an unnamed function written in the Docusaurus config itself: site.config.ts has no module to import it from.",
        },
        {
          "hint": "Install the site's dependencies (\`npm install\`), delete site.config.ts and run \`docsgen init --from-docusaurus\` again; or install the package, import the plugin in site.config.ts and add it to \`markdown.remarkPlugins\`. Until then \`markdown.missingPlugins\` names it, and the build warns where a page keeps syntax it would have handled (an error under --strict).",
          "message": "\`presets[0][1].docs.remarkPlugins\` is carried without its entry [2], \`remark-math\`: the package is not installed in the site, so site.config.ts could not import it.",
        },
        {
          "hint": "Install the site's dependencies (\`npm install\`), delete site.config.ts and run \`docsgen init --from-docusaurus\` again; or install the package, import the plugin in site.config.ts and add it to \`markdown.remarkPlugins\`. Until then \`markdown.missingPlugins\` names it, and the build warns where a page keeps syntax it would have handled (an error under --strict).",
          "message": "\`presets[0][1].docs.remarkPlugins\` is carried without its entry [2], \`./src/remark/marker.js\`: it needs the package \`unist-util-visit\`, which is not installed in the site, so site.config.ts could not import it.",
        },
        {
          "hint": "Import the plugin in site.config.ts and add it to \`markdown.remarkPlugins\`, with its options written out there. Until then \`markdown.missingPlugins\` names it, and the build warns where a page keeps syntax it would have handled (an error under --strict).",
          "message": "\`presets[0][1].docs.remarkPlugins\` is carried without its entry [2], \`remark-toc\`: its options hold what is not plain data (a function written in the config, a regular expression, a value computed with a package), which site.config.ts cannot write out.",
        },
        {
          "hint": "Check which options the pages need, and change them in site.config.ts.",
          "message": "\`presets[0][1].docs.remarkPlugins\` is carried without its entry [2], \`remark-math\`: docsgen runs one \`markdown.remarkPlugins\` on every page, and it already has this plugin, with other options, from \`presets[0][1].blog.remarkPlugins\`.",
        },
        {
          "hint": "Check that the pages' math renders as it should.",
          "message": "\`presets[0][1].docs.remarkPlugins\` is carried without its entry [2], \`rehype-katex\`: docsgen renders math itself on every page (remark-math and KaTeX, built in), and of the plugin's options it takes KaTeX's \`macros\` alone (as \`markdown.math.macros\`), so \`strict\`, \`output\` are not read.",
        },
        {
          "hint": "A macro is defined twice with different TeX: \`markdown.math.macros\` keeps the first definition; check the pages that use it.",
          "message": "\`presets[0][1].docs.remarkPlugins\` is carried without its entry [2], \`rehype-katex\`: docsgen renders math itself on every page (remark-math and KaTeX, built in), and of the plugin's options it takes KaTeX's \`macros\` alone (as \`markdown.math.macros\`), so \`macros["\\\\RR"]\` is not read.",
        },
      ]
    `);
  });

  it('migrate-changed: a plugin list merged into the one list docsgen runs', () => {
    const facts = { variant: 'plugins-merged', keyPath: 'presets[0][1].blog.remarkPlugins', list: 'remarkPlugins' } as const;
    expect([
      catalogue['migrate-changed']({ ...facts, docsKeyPath: 'presets[0][1].docs.remarkPlugins', added: ['remark-toc'] }),
      catalogue['migrate-changed']({ ...facts, docsKeyPath: null, added: ['remark-toc', './src/remark/marker.js'] }),
      catalogue['migrate-changed']({ ...facts, docsKeyPath: 'presets[0][1].docs.remarkPlugins', added: [] }),
    ]).toMatchInlineSnapshot(`
      [
        {
          "hint": "Check that the merged list in site.config.ts suits every page, and drop what the docs should not run.",
          "message": "\`presets[0][1].blog.remarkPlugins\` differs from the docs' list, \`presets[0][1].docs.remarkPlugins\`: docsgen runs one \`markdown.remarkPlugins\` on every page, so \`remark-toc\` joins it, after the docs' plugins, and runs on every page.",
        },
        {
          "hint": "Check that the merged list in site.config.ts suits every page, and drop what the docs should not run.",
          "message": "\`presets[0][1].blog.remarkPlugins\` differs from the docs' list (they have none): docsgen runs one \`markdown.remarkPlugins\` on every page, so \`remark-toc\`, \`./src/remark/marker.js\` join it, after the docs' plugins, and run on every page.",
        },
        {
          "hint": "Check that the merged list in site.config.ts suits every page, and drop what the docs should not run.",
          "message": "\`presets[0][1].blog.remarkPlugins\` differs from the docs' list, \`presets[0][1].docs.remarkPlugins\`: docsgen runs one \`markdown.remarkPlugins\` on every page, so the docs' plugins run on every page.",
        },
      ]
    `);
  });

  it("migrate-changed: the 'log' policy", () => {
    expect(catalogue['migrate-changed']({ variant: 'log-policy', keyPath: 'onBrokenMarkdownLinks' })).toMatchInlineSnapshot(`
      {
        "hint": "'warn' prints the problem and fails the build only with --strict; use 'ignore' to hide it.",
        "message": "\`onBrokenMarkdownLinks\` is 'log', which docsgen does not have; it is written as 'warn'.",
      }
    `);
  });

  it('migrate-changed: a navbar item without a label', () => {
    expect(catalogue['migrate-changed']({ variant: 'label-missing', keyPath: 'themeConfig.navbar.items[0]', label: 'docsSidebar' })).toMatchInlineSnapshot(`
      {
        "hint": "Change the label in site.config.ts if another one fits better.",
        "message": "\`themeConfig.navbar.items[0]\` has no label, which docsgen needs; it is written with the label "docsSidebar".",
      }
    `);
  });

  it('migrate-changed: a plugin whose only part is webpack options docsgen does not use says so in plain words', () => {
    // apify/crawlee's `runnable-code-block`, whose `configureWebpack` only names its `roa-loader`: the note read "its
    // `configureWebpack` gives webpack nothing docsgen uses; left out: …".
    const loader = 'the webpack loader `roa-loader` (`resolveLoader.alias`)';
    const note = (left: string[], otherMethods: string[] = []) =>
      catalogue['migrate-changed']({ variant: 'webpack-carried', keyPath: 'plugins[4]', plugin: 'runnable-code-block', carried: [], left, otherMethods })
        .message;
    expect(note([loader])).toBe(
      '`plugins[4]` (`runnable-code-block`) only sets webpack options (`configureWebpack`), which docsgen does not use (it bundles with esbuild), so they are left out: the webpack loader `roa-loader` (`resolveLoader.alias`).',
    );
    expect(note([])).toBe(
      '`plugins[4]` (`runnable-code-block`) only sets webpack options (`configureWebpack`), none of which the site needs with docsgen (it bundles with esbuild), so they are left out.',
    );
    expect(note([loader], ['loadContent'])).toBe(
      '`plugins[4]` (`runnable-code-block`) is a plugin docsgen does not run: its `loadContent` does not run, and it sets webpack options (`configureWebpack`), which docsgen does not use (it bundles with esbuild), so they are left out: the webpack loader `roa-loader` (`resolveLoader.alias`).',
    );
  });

  it('migrate-changed: custom CSS written for Infima', () => {
    expect(catalogue['migrate-changed']({ variant: 'custom-css-infima', keyPath: 'presets[0][1].theme.customCss' })).toMatchInlineSnapshot(`
      {
        "hint": "Set your brand colour as \`theme: { colors: { primary: '#…' } }\` (your \`--ifm-color-primary\`); docsgen's guide "The theme", Make it yours: styles, lists the theme's custom properties.",
        "message": "\`presets[0][1].theme.customCss\` is carried as \`customCss\`, bundled after docsgen's theme; its Infima classes and \`--ifm-*\` variables do not style docsgen's theme.",
      }
    `);
  });

  it('migrate-changed: custom CSS that is not there, one file and two', () => {
    const keyPath = 'presets[0][1].theme.customCss';
    expect(catalogue['migrate-changed']({ variant: 'computed-gap', keyPath, text: 'Français (undefined%)' })).toMatchInlineSnapshot(`
      {
        "hint": "Check the value in site.config.ts and write what it should say.",
        "message": "\`presets[0][1].theme.customCss\` reads "Français (undefined%)": the config computed it from a value it could not get while docsgen read it (a network call, an environment variable, a file).",
      }
    `);
    expect(catalogue['migrate-changed']({ variant: 'custom-css-missing', keyPath, files: ['prism-themes/dusk.css'] })).toMatchInlineSnapshot(`
      {
        "hint": "For a package's file, install the site's dependencies (\`npm install\`), delete site.config.ts and migrate again; otherwise fix the path and add the file to \`customCss\` in site.config.ts.",
        "message": "\`presets[0][1].theme.customCss\` names \`prism-themes/dusk.css\`, which is neither a file of the site nor of a package installed in it, so it is left out of \`customCss\`.",
      }
    `);
    expect(catalogue['migrate-changed']({ variant: 'custom-css-missing', keyPath, files: ['a/x.css', 'src/gone.css'] }).message).toMatchInlineSnapshot(
      `"\`presets[0][1].theme.customCss\` names \`a/x.css\`, \`src/gone.css\`, which are neither a file of the site nor of a package installed in it, so they are left out of \`customCss\`."`,
    );
  });

  it('migrate-changed: Algolia without an app id', () => {
    expect(catalogue['migrate-changed']({ variant: 'legacy-app-id', keyPath: 'themeConfig.algolia', appId: 'BH4D9OD16A' })).toMatchInlineSnapshot(`
      {
        "hint": "Check the app id in your Algolia dashboard.",
        "message": "\`themeConfig.algolia\` has no \`appId\`; the one Docusaurus 2 used when none was given, \`BH4D9OD16A\`, is written.",
      }
    `);
  });

  it("migrate-not-carried: a value computed with one of Docusaurus' own packages", () => {
    expect(catalogue['migrate-not-carried']({ keyPath: 'title', reason: 'computed', name: '@docusaurus/utils' })).toMatchInlineSnapshot(`
      {
        "hint": "Write the value into site.config.ts by hand.",
        "message": "\`title\` is not carried over: its value comes from \`@docusaurus/utils\`, a package of Docusaurus itself, which the migration does not run, so it could not be read.",
      }
    `);
  });

  it('migrate-sidebars-unreadable', () => {
    expect(catalogue['migrate-sidebars-unreadable']({ file: 'sidebars.js', reason: 'apiSidebar is not defined' })).toMatchInlineSnapshot(`
      {
        "hint": "docsgen loads it when it builds, with the packages of the site installed; fix it if the build fails on it too.",
        "message": "The sidebars file sidebars.js could not be read: apiSidebar is not defined",
      }
    `);
  });
});

describe('theme component overrides', () => {
  it('theme-override-unknown: a typo away from a component', () => {
    expect(catalogue['theme-override-unknown']({ name: 'Foter', suggestions: ['Footer'] })).toMatchInlineSnapshot(`
      {
        "hint": "Rename it to \`Footer\` if that is the component you meant (run \`docsgen swizzle\` to list them all).",
        "message": "This file in theme-overrides/ overrides no theme component: the theme has no component named \`Foter\`.",
      }
    `);
  });
  it('theme-override-unknown: far from every component', () => {
    expect(catalogue['theme-override-unknown']({ name: 'Helpers', suggestions: [] })).toMatchInlineSnapshot(`
      {
        "hint": "Name it after a theme component (run \`docsgen swizzle\` to list them), or move helpers into a component's folder (theme-overrides/Footer/…).",
        "message": "This file in theme-overrides/ overrides no theme component: the theme has no component named \`Helpers\`.",
      }
    `);
  });
  it('theme-override-failed', () => {
    expect(catalogue['theme-override-failed']({ reason: 'Expected "}" but found "<"' })).toMatchInlineSnapshot(`
      {
        "hint": "Fix the override at this line; \`@theme-original/<Name>\` imports the theme's own component, \`@theme/<Name>\` the site's.",
        "message": "A theme component override does not compile: Expected "}" but found "<"",
      }
    `);
  });
  it('theme-override-threw', () => {
    expect(catalogue['theme-override-threw']({ reason: "Cannot read properties of undefined (reading 'join')", route: '/guide' })).toMatchInlineSnapshot(`
      {
        "hint": "Fix the override at this line so it renders for every page (its props are those of the component it replaces: see \`docsgen swizzle <Name>\`).",
        "message": "A theme component override threw while rendering /guide: Cannot read properties of undefined (reading 'join')",
      }
    `);
  });
  it('swizzle-unknown-component', () => {
    expect(catalogue['swizzle-unknown-component']({ name: 'Foter', names: ['Navbar', 'Footer', 'Admonition'], suggestions: ['Footer'] }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Did you mean \`Footer\`? The components a site can swizzle are: \`Navbar\`, \`Footer\`, \`Admonition\`.",
        "message": "The theme has no component named \`Foter\`.",
      }
    `);
  });
  it('swizzle-file-exists', () => {
    expect(catalogue['swizzle-file-exists']({ file: 'theme-overrides/Footer.tsx' })).toMatchInlineSnapshot(`
      {
        "hint": "Edit that file, or delete it first to swizzle the component afresh.",
        "message": "theme-overrides/Footer.tsx already exists; docsgen swizzle never overwrites a file.",
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

describe("VitePress' and Starlight's syntax", () => {
  it('code-snippet: every variant', () => {
    expect(catalogue['code-snippet']({ variant: 'outside-site', path: '../../x.ts' })).toMatchInlineSnapshot(`
      {
        "hint": "Start the path with \`@/\` (the pages' folder, VitePress' \`srcDir\`) or with \`./\` or \`../\` from the page, and keep it inside the site.",
        "message": "The code snippet \`../../x.ts\` is not a file inside the site's folder, so it is not read.",
      }
    `);
    expect(catalogue['code-snippet']({ variant: 'hidden', path: '@/.env' })).toMatchInlineSnapshot(`
      {
        "hint": "Move the code into a file whose path has no part starting with \`.\`.",
        "message": "The code snippet \`@/.env\` is a hidden file or sits in a hidden folder, which docsgen does not read into pages.",
      }
    `);
    expect(catalogue['code-snippet']({ variant: 'missing', path: '@/snippets/a.ts', sitePath: 'snippets/a.ts' })).toMatchInlineSnapshot(`
      {
        "hint": "Fix the path, or add the file: \`@/\` is the pages' folder (VitePress' \`srcDir\`, then the folder of site.config.ts), \`./\` and \`../\` start from the page.",
        "message": "The code snippet \`@/snippets/a.ts\` names a file that is not there (looked for \`snippets/a.ts\` in the site's folder).",
      }
    `);
    expect(catalogue['code-snippet']({ variant: 'too-large', path: '@/big.txt', bytes: 600000, limit: 524288 })).toMatchInlineSnapshot(`
      {
        "hint": "Show a \`#region\` of it, or link to the file instead.",
        "message": "The code snippet \`@/big.txt\` has 600000 bytes, more than the 524288 a snippet may have, so it is not read.",
      }
    `);
    expect(catalogue['code-snippet']({ variant: 'no-region', path: '@/a.ts', region: 'main' })).toMatchInlineSnapshot(`
      {
        "hint": "Mark the lines in the file with \`#region main\` and \`#endregion main\` comments, or fix the name after \`#\`.",
        "message": "The code snippet \`@/a.ts\` has no region \`main\`.",
      }
    `);
  });

  it('badge-empty, vue-not-run and the code-group directive variants', () => {
    expect(catalogue['badge-empty']({})).toMatchInlineSnapshot(`
      {
        "hint": "Give it a \`text\` attribute (\`<Badge type="tip" text="beta" />\`) or content between its tags.",
        "message": "This \`<Badge>\` has no text, so it is left out.",
      }
    `);
    expect(catalogue['vue-not-run']({ variant: 'script' })).toMatchInlineSnapshot(`
      {
        "hint": "Remove it, with the components and \`{{ … }}\` expressions that use it, or show the code in a fenced code block.",
        "message": "This \`<script>\` block is Vue's, which docsgen does not run, so it is left out of the page.",
      }
    `);
    expect(catalogue['vue-not-run']({ variant: 'component', name: 'ClientOnly' })).toMatchInlineSnapshot(`
      {
        "hint": "Replace it with Markdown or HTML, or with docsgen's directives (\`:::tip\`, \`::::tabs\`); \`<Badge>\` is the one VitePress component docsgen draws.",
        "message": "The Vue component \`<ClientOnly>\` is not run by docsgen, so only its content is shown.",
      }
    `);
    expect(catalogue['vue-not-run']({ variant: 'interpolation', text: '{{ count }}' })).toMatchInlineSnapshot(`
      {
        "hint": "Write the value itself, or wrap the text in \`::: v-pre\` … \`:::\` if it is meant to show as written.",
        "message": "Vue's \`{{ count }}\` is not evaluated by docsgen, so it shows as written.",
      }
    `);
    expect(catalogue['vue-not-run']({ variant: 'directive', element: 'li', directives: ['v-for'] })).toMatchInlineSnapshot(`
      {
        "hint": "Write out what Vue would render (each item of a \`v-for\` list, the bound value of a \`:attribute\`), or show the code in a fenced code block.",
        "message": "\`<li>\` has Vue's \`v-for\`, which docsgen does not run: the element shows once, as written, without it.",
      }
    `);
    expect(catalogue['directive-invalid']({ variant: 'code-group-child' })).toMatchInlineSnapshot(`
      {
        "hint": "Move it out of the code group, or make it a fenced code block (its tab is named by \`[label]\` after the language: \`\`\`\` \`\`\`js [config.js] \`\`\`\`).",
        "message": "A \`::: code-group\` block may only hold code blocks, so this is shown after its tabs.",
      }
    `);
    expect(catalogue['directive-invalid']({ variant: 'code-group-nested', line: 12 })).toMatchInlineSnapshot(`
      {
        "hint": "If this line was meant to close the group, write \`:::\`; otherwise close the first group with \`:::\` before it.",
        "message": "This \`::: code-group\` line opens a group inside the code group of line 12, which is not closed before it; a code group cannot hold another, so what follows is shown after the tabs.",
      }
    `);
    expect(
      catalogue['directive-invalid']({
        variant: 'unknown-container',
        name: 'success',
        admonitions: ['note'],
        planBadges: false,
        missingPlugins: ['markdown-it-container'],
      }),
    ).toMatchInlineSnapshot(`
      {
        "hint": "Add \`success\` to \`markdown.admonitions.keywords\` to draw it as an admonition box, or rewrite it with docsgen's directives.",
        "message": "\`:::success\` is no directive of docsgen's: it is a container of \`markdown-it-container\`, which the pages were written for and this site does not run (\`markdown.missingPlugins\`).",
      }
    `);
    expect(catalogue['directive-invalid']({ variant: 'code-group-empty' })).toMatchInlineSnapshot(`
      {
        "hint": "Put fenced code blocks (or \`<<< @/file\` snippet lines) inside it, or remove the container.",
        "message": "This \`::: code-group\` block holds no code block, so it has no tabs to show.",
      }
    `);
    expect(catalogue['directive-invalid']({ variant: 'unknown-container', name: 'code-group', admonitions: ['note'], planBadges: false, vitepress: true }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Set \`markdown: { syntax: 'vitepress' }\` in site.config.ts to read VitePress' Markdown, or rewrite the block with docsgen's directives.",
        "message": "\`::: code-group\` is VitePress' syntax, which this site does not read.",
      }
    `);
    expect(catalogue.mdx({ variant: 'not-drawn', source: '@astrojs/starlight/components', name: 'Icon', drawn: ['Aside', 'Badge'] })).toMatchInlineSnapshot(`
      {
        "hint": "It draws \`Aside\`, \`Badge\` from there: replace \`<Icon>\` with one of those or with Markdown, and remove it from the import.",
        "message": "docsgen has no drawing of \`Icon\` from \`@astrojs/starlight/components\`, so this page cannot use it.",
      }
    `);
  });
});

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

describe('mdx', () => {
  it('mdx: every variant', () => {
    expect(catalogue.mdx({ variant: 'syntax', reason: 'Unexpected character `!` (U+0021) before name, expected a character that can start a name' }))
      .toMatchInlineSnapshot(`
      {
        "hint": "In MDX, \`<\` starts a component and \`{\` an expression: write \`\\<\` and \`\\{\` for the characters, close every tag (\`<br />\`), or read the file as plain Markdown (name it \`.md\`, or set \`format: md\` in its front matter).",
        "message": "This MDX could not be parsed: Unexpected character \`!\` (U+0021) before name, expected a character that can start a name",
      }
    `);
    expect(catalogue.mdx({ variant: 'unknown-module', source: '@theme/Tab', known: ['@theme/TabItem', '@theme/Tabs'] })).toMatchInlineSnapshot(`
      {
        "hint": "docsgen provides \`@theme/TabItem\`, \`@theme/Tabs\`.",
        "message": "Cannot import \`@theme/Tab\`: there is no such module.",
      }
    `);
    expect(catalogue.mdx({ variant: 'not-provided', source: '@docusaurus/Foo', provided: ['@docusaurus/Link', '@theme/Tabs'] })).toMatchInlineSnapshot(`
      {
        "hint": "Provided are \`@docusaurus/Link\`, \`@theme/Tabs\`. Import one of them instead, or move what needs it out of the page.",
        "message": "\`@docusaurus/Foo\` is not provided by docsgen.",
      }
    `);
    expect(catalogue.mdx({ variant: 'not-provided', source: '@docusaurus/useRouteContext', provided: ['@docusaurus/Link'], usedBy: 'docs/intro.mdx:3' }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Provided are \`@docusaurus/Link\`. Import one of them instead, or move what needs it out of the page; the pages that use this component are built without it.",
        "message": "\`@docusaurus/useRouteContext\` is not provided by docsgen: this component, which docs/intro.mdx:3 uses, imports it.",
      }
    `);
    expect(catalogue.mdx({ variant: 'head-refused', name: 'Head', tag: 'link rel="stylesheet"' })).toMatchInlineSnapshot(`
      {
        "hint": "Remove it here; scripts, style sheets and other head tags for every page go in site.config.ts (\`scripts\`, \`stylesheets\`, \`head\`).",
        "message": "\`<Head>\` cannot put \`<link rel="stylesheet">\` in the page's head: a docs page may give its head a title, meta tags and links that describe it, nothing that runs code, loads styles or acts on the whole page.",
      }
    `);
    expect(catalogue.mdx({ variant: 'unknown-module', source: '../components/Nope', known: [] })).toMatchInlineSnapshot(`
      {
        "hint": "Check the path: relative paths start from the page, \`@site/\` from the folder of site.config.ts, \`@components/\` from its \`components\` folder; partials end in \`.md\` or \`.mdx\`.",
        "message": "Cannot import \`../components/Nope\`: there is no such module.",
      }
    `);
    expect(catalogue.mdx({ variant: 'unknown-module', source: '@site/src/components/Embed', known: [], addedByPlugin: true })).toMatchInlineSnapshot(`
      {
        "hint": "Check the path the plugin writes: relative paths start from the page, \`@site/\` from the folder of site.config.ts.",
        "message": "Cannot import \`@site/src/components/Embed\`, which one of the site's Markdown plugins added to this page: there is no such module.",
      }
    `);
    expect(catalogue.mdx({ variant: 'outside-site', source: '!!../../packages/x.ts?raw' })).toMatchInlineSnapshot(`
      {
        "hint": "Copy the file into the site folder (a folder beside the pages, or \`src/\`) and import it from there.",
        "message": "Cannot import \`!!../../packages/x.ts?raw\`: it leads outside the site's folder and its docs folder, and a page may import only from those.",
      }
    `);
    expect(catalogue.mdx({ variant: 'unknown-export', source: '../components/Greeting', name: 'Greting', exports: ['Greeting'] })).toMatchInlineSnapshot(`
      {
        "hint": "It exports \`Greeting\`.",
        "message": "\`../components/Greeting\` has no export named \`Greting\`.",
      }
    `);
    expect(catalogue.mdx({ variant: 'undefined-component', name: 'Tabs' })).toMatchInlineSnapshot(`
      {
        "hint": "Import it at the top of the page (\`import Tabs from '@theme/Tabs'\` for a theme component, or a path to your own), or write the name in lowercase if it is an HTML element.",
        "message": "The component \`<Tabs>\` is used but never imported.",
      }
    `);
    expect(catalogue.mdx({ variant: 'unsafe', what: 'an import of `../components/Greeting`' })).toMatchInlineSnapshot(`
      {
        "hint": "Only imports of the theme's components (\`@theme/…\`) and of \`.md\`/\`.mdx\` partials, and props written as literals, are allowed. Ask a maintainer to build the page from trusted content if it needs more.",
        "message": "MDX is limited on this site (\`markdown.mdx: 'safe'\` or \`markdown.trust: 'untrusted'\`): an import of \`../components/Greeting\` is not allowed.",
      }
    `);
    expect(catalogue.mdx({ variant: 'expression-failed', reason: 'nope is not defined' })).toMatchInlineSnapshot(`
      {
        "hint": "Fix the expression; every name it uses must be imported or exported on the page.",
        "message": "This MDX expression failed while the page was built: nope is not defined",
      }
    `);
    expect(catalogue.mdx({ variant: 'component-failed', name: 'Tabs', reason: 'Every child of <Tabs> must be a <TabItem>' })).toMatchInlineSnapshot(`
      {
        "hint": "Check the props given to it here; the component's own source is where the error comes from.",
        "message": "The component \`<Tabs>\` failed while the page was rendered: Every child of <Tabs> must be a <TabItem>",
      }
    `);
    expect(catalogue.mdx({ variant: 'component-failed', name: 'Page', reason: 'x is undefined', missingPluginData: ['versions-plugin'] }))
      .toMatchInlineSnapshot(`
      {
        "hint": "Make the component work without that data (check for it before reading it), or give it the values another way.",
        "message": "The component \`<Page>\` failed while the page was rendered: x is undefined. It asked for the global data of \`versions-plugin\` (\`usePluginData\`), a Docusaurus plugin docsgen does not run, whose data reads as an empty object.",
      }
    `);
    expect(catalogue.mdx({ variant: 'bundle-failed', key: 'src/components/Playground', reason: 'Could not resolve "clsx"' })).toMatchInlineSnapshot(`
      {
        "hint": "Install the package in the site folder (\`npm install <package>\`). Until it bundles, the build fails, and \`docsgen dev\` shows the pages that use it without it, and without the components given what it exports.",
        "message": "The module \`src/components/Playground\` that an MDX page imports could not be bundled: Could not resolve "clsx"",
      }
    `);
    // A webpack loader in the import (Hermes' playground: `worker-loader!@site/src/workers/hermesWorker.js`), installed
    // in the site, is not a package to install.
    expect(
      catalogue.mdx({ variant: 'bundle-failed', key: 'src/pages/playground', reason: 'Could not resolve "worker-loader!@site/src/workers/hermesWorker.js"' })
        .hint,
    ).toBe(
      "Import the file without `worker-loader!`: docsgen reads webpack's `raw-loader!` and `yaml-loader!` prefixes only; a script the browser loads by its address (a web worker) goes in the static folder, as `new Worker('/worker.js')`. Until it bundles, the build fails, and `docsgen dev` shows the pages that use it without it, and without the components given what it exports.",
    );
    // `@/…` is no package: a path alias the site's tsconfig gave webpack (Starlight's and many Docusaurus sites').
    expect(catalogue.mdx({ variant: 'bundle-failed', key: '@/styles/_installation.css', reason: 'Could not resolve "@/styles/_installation.css"' }).hint).toBe(
      "Declare the path alias: `markdown: { pathAliases: { '@/': 'src/' } }` in site.config.ts, with the folder it stands for (`docsgen init` reads it from tsconfig.json's `paths`). Until it bundles, the build fails, and `docsgen dev` shows the pages that use it without it, and without the components given what it exports.",
    );
    expect(catalogue.mdx({ variant: 'bundle-failed', key: 'src/pages/index', reason: 'Cannot read file: /site/data/posts.json' }).hint).toMatchInlineSnapshot(
      `"Create the file it names, or fix the import at the place shown (a file the site's own scripts generate must be there before \`docsgen build\`). Until it bundles, the build fails, and \`docsgen dev\` shows the pages that use it without it, and without the components given what it exports."`,
    );
    expect(catalogue.mdx({ variant: 'bundle-failed', key: 'src/pages/index', reason: 'Could not resolve "../data/posts.json"' }).hint).toMatchInlineSnapshot(
      `"Create the file it names, or fix the import at the place shown (a file the site's own scripts generate must be there before \`docsgen build\`). Until it bundles, the build fails, and \`docsgen dev\` shows the pages that use it without it, and without the components given what it exports."`,
    );
    expect(catalogue.mdx({ variant: 'bundle-failed', key: 'src/pages/index', reason: 'Expected ";" but found "x"' }).hint).toMatchInlineSnapshot(
      `"Fix the import at the place shown. Until it bundles, the build fails, and \`docsgen dev\` shows the pages that use it without it, and without the components given what it exports."`,
    );
    // Every page that imports it fails with it: the others are named after the first (starlight-image-zoom's 6 pages).
    const others = ['b.mdx:3', 'c.mdx:3', 'd.mdx:1', 'e.mdx:1', 'f.mdx:1', 'g.mdx:2', 'h.mdx:2'];
    expect(catalogue.mdx({ variant: 'bundle-failed', key: 'pkg', reason: 'Could not resolve "pkg"', others: others.slice(0, 2) }).message).toBe(
      'The module `pkg` that an MDX page imports could not be bundled: Could not resolve "pkg" (also imported by 2 other pages, reported here only: b.mdx:3, c.mdx:3)',
    );
    expect(catalogue.mdx({ variant: 'bundle-failed', key: 'pkg', reason: 'Could not resolve "pkg"', others }).message).toContain(
      '(also imported by 7 other pages, reported here only: b.mdx:3, c.mdx:3, d.mdx:1, e.mdx:1, f.mdx:1 and 2 more places)',
    );
    // infer's man pages: `<HtmlWrap url="…" />` fetches its HTML in an effect.
    expect(catalogue.mdx({ variant: 'component-effect-only', name: 'HtmlWrap' }).message).toBe(
      'The component `<HtmlWrap>` is empty here: it draws nothing while the site is built and fills itself in an effect (`useEffect`), which only the browser runs. Docusaurus runs every component in the browser, so there it shows its content; docsgen runs this one only at build time, so the page ships it empty.',
    );
    expect(catalogue.mdx({ variant: 'component-effect-only', name: 'HtmlWrap' }).hint).toBe(
      "Start the file of `<HtmlWrap>` with `'use client'` so that it runs in the browser, as in Docusaurus (its props must then be plain data, and what it fills in is not in the page's HTML nor found by search); or have it draw its content while the site is built: a file it fetches can be imported instead (`bundle: { text: ['.html'] }` in site.config.ts imports such a file as its text).",
    );
    expect(catalogue.mdx({ variant: 'island-props', name: 'Counter', prop: 'onChange' })).toMatchInlineSnapshot(`
      {
        "hint": "A component marked \`'use client'\` is rendered again in the browser from its props: give it text, numbers, booleans, lists and objects of those (and Markdown children), not functions or elements in other props.",
        "message": "The client component \`<Counter>\` gets the prop \`onChange\`, which cannot be sent to the browser.",
      }
    `);
    expect(catalogue.mdx({ variant: 'partial-cycle', chain: ['docs/a.mdx', 'docs/_b.mdx', 'docs/_b.mdx'] })).toMatchInlineSnapshot(`
      {
        "hint": "Break the circle: a partial may not include itself, directly or through another.",
        "message": "These partials import each other in a circle: docs/a.mdx → docs/_b.mdx → docs/_b.mdx.",
      }
    `);
    expect(catalogue.mdx({ variant: 'mdx-in-md', line: '<Tabs groupId="os">', component: true })).toMatchInlineSnapshot(`
      {
        "hint": "Rename the file to \`.mdx\`, set \`format: mdx\` in its front matter, or set \`markdown: { format: 'mdx' }\` in site.config.ts to read every page as MDX (Docusaurus' default).",
        "message": "This page is read as plain Markdown, so the component \`<Tabs groupId="os">\` would be an unknown HTML element, not the component.",
      }
    `);
    expect(catalogue.mdx({ variant: 'mdx-in-md', line: "import Tabs from '@theme/Tabs';" })).toMatchInlineSnapshot(`
      {
        "hint": "Rename the file to \`.mdx\`, set \`format: mdx\` in its front matter, or set \`markdown: { format: 'mdx' }\` in site.config.ts to read every page as MDX (Docusaurus' default).",
        "message": "This page is read as plain Markdown, so the MDX line \`import Tabs from '@theme/Tabs';\` would show as text.",
      }
    `);
  });
});

describe('versions', () => {
  it('version-name-invalid, version-exists, versions-file-invalid', () => {
    expect(catalogue['version-name-invalid']({ name: '../x' })).toMatchInlineSnapshot(`
      {
        "hint": "Use letters, digits, \`.\`, \`_\` and \`-\` (such as \`1.0\` or \`2024-05\`), not starting with a dot; \`current\` is the name of the docs being written.",
        "message": "\`../x\` cannot be the name of a docs version.",
      }
    `);
    expect(catalogue['version-exists']({ name: '1.0' })).toMatchInlineSnapshot(`
      {
        "hint": "Pick a new name; to snapshot it again, delete its folder under \`versioned_docs/\`, its file under \`versioned_sidebars/\` and its entry in \`versions.json\` first.",
        "message": "The docs version \`1.0\` exists already.",
      }
    `);
    expect(catalogue['versions-file-invalid']({ reason: 'it is not a list of version names' })).toMatchInlineSnapshot(`
      {
        "hint": "It must be a JSON list of version names, newest first, such as \`["2.0", "1.0"]\`.",
        "message": "versions.json cannot be read: it is not a list of version names.",
      }
    `);
  });
});
