/**
 * The catalogue of diagnostics: every code docsgen reports, each with the one function that words its message
 * and its fix from the facts of one occurrence (names, paths, suggestions). `diagnostic()` builds the full
 * `Diagnostic` from a code, a severity, those facts and a location, and the facts are type-checked per code.
 * The wording of every problem lives here and nowhere else in src/; several texts are fixed by the site spec
 * and by tests, so they change only on purpose (the snapshots in tests/unit/src/diagnostics/catalogue.test.ts).
 * Must not decide severities or locations, look anything up (files, config, closest names) or import from the
 * rest of src/: callers find the facts, this module only words them.
 */
import type { Diagnostic, Severity } from '../../core/diagnostics.js';

/** What a catalogue entry gives: what is wrong, in one sentence, and how to fix it. */
export interface DiagnosticText {
  message: string;
  hint: string;
}

/** Where a diagnostic points: a path relative to the site root, and a line and column in it. */
export type DiagnosticLocation = Pick<Diagnostic, 'file' | 'line' | 'column' | 'link'>;

/** The facts of a code whose wording never changes. */
type NoFacts = Record<string, never>;

/** The spec's message for a sidebar, or a navbar item's sidebar, that has no doc to link to. */
export const NOTHING_TO_LINK = "Sidebar doesn't have anything to be linked to";

/** `name`, in backticks. */
const ticked = (name: string): string => `\`${name}\``;

/** ` (also imported by 2 other pages, reported here only: a:3, b:5)`: the other imports of a module that fails them all. */
function othersImporting(others: readonly string[] | undefined): string {
  if (!others?.length) return '';
  const pages = new Set(others.map((at) => at.replace(/:\d+$/, ''))).size;
  const shown = others.slice(0, 5).join(', ');
  const count = pages === 1 ? '1 other page' : `${pages.toLocaleString('en')} other pages`;
  return ` (also imported by ${count}, reported here only: ${shown}${others.length > 5 ? ` and ${others.length - 5} more places` : ''})`;
}
/** `a`, `b`, `c`. */
const tickedList = (names: readonly string[]): string => names.map(ticked).join(', ');

/** What inline HTML in the config (the announcement bar, the footer's copyright) may hold. */
const INLINE_HTML_HINT =
  'Keep to text, links (`<a href>`, with `target="_blank"` if you like), `<b>`, `<strong>`, `<em>`, `<i>`, `<u>`, `<s>`, `<small>`, `<mark>`, `<code>`, `<kbd>`, `<span>` and `<br>`, each with a `class`, an `aria-label` or `data-` attributes if you need them.';
/** What a footer item written as HTML may hold: the same, and images. */
const FOOTER_ITEM_HINT =
  'Keep to text, links (`<a href>`, with `target="_blank"` if you like), images (`<img src alt width height>`, an http(s) address or a file of the static folder), `<b>`, `<strong>`, `<em>`, `<i>`, `<u>`, `<s>`, `<small>`, `<mark>`, `<code>`, `<kbd>`, `<span>` and `<br>`, each with a `class`, an `aria-label` or `data-` attributes if you need them.';

/**
 * `admonitions`: the site's admonition kinds (none when `markdown.admonitions` lists none and drops the built-in
 * ones); `planBadges`: the site configures `docs.planBadges`, so `:plan[…]` is a directive there.
 */
const USE_KNOWN_DIRECTIVES = (admonitions: readonly string[], planBadges: boolean): string =>
  `Use one of the supported directives: ${admonitions.length ? `admonitions (${admonitions.map((k) => ':::' + k).join(', ')}), ` : ''}:::details[…], ::::cards/:::card, ::::tabs/:::tab, :kbd[…]${planBadges ? ', :plan[…]' : ''}.`;

/** A plugin's syntax left in a page: see `markdown-syntax-unhandled`. */
type UnhandledSyntaxFacts = {
  /** `file`: an empty code block whose meta names the file its code was to be read from (`file=path`); `template`: a
   * preprocessor's directive in a code block's text (`{{ #include file.rs }}`), `syntax` its word. */
  variant: 'language' | 'meta' | 'scheme' | 'file' | 'template';
  syntax: string;
  /** The link as written (`scheme`), or the directive's line (`template`). */
  raw?: string;
  plugins: readonly string[];
  /** Where the plugins named come from: `markdown.missingPlugins`, the site's own lists, or the syntax itself (`twoslash`). */
  listed: 'missing' | 'running' | 'known';
  count: number;
};

type ConfigLoadFacts =
  /** The bundler refused it (syntax, an import it cannot resolve); `reason` is its first error text. */
  | { variant: 'unloadable'; reason: string }
  /** It bundled but imports a package that is not installed. */
  | { variant: 'missing-package'; pkg: string }
  /** It bundled but threw while it ran; `reason` is the error's message; `unlocated`: no line of the config is to blame. */
  | { variant: 'threw'; reason: string; unlocated?: true }
  | { variant: 'no-default-export' };

type ConfigInvalidFacts =
  /** `keys` are full key paths, such as `navbar.junk`. */
  | { variant: 'unknown-key'; keys: readonly string[]; suggestions?: readonly string[] }
  /** A search key the algolia provider needs: `key` is `appId`, `keyPath` is `search.appId`. */
  | { variant: 'missing-search-key'; key: string; keyPath: string }
  /** `reason` is the schema's own text, such as `expected an absolute URL such as https://docs.example.com`. */
  | { variant: 'wrong-value'; keyPath: string; reason: string }
  /** A key the config must write and does not; `expected` is the type the schema wants (`string`), when it says one. */
  | { variant: 'missing-key'; keyPath: string; expected?: string }
  /** A navbar link's `icon` names no built-in icon; `known` are the names, `suggestions` those a typo away. */
  | { variant: 'unknown-icon'; keyPath: string; name: string; known: readonly string[]; suggestions: readonly string[] }
  /** `code` is not a BCP 47 language tag (`Intl.getCanonicalLocales` rejects it). */
  | { variant: 'bad-locale'; keyPath: string; code: string }
  /** `i18n.defaultLocale` is not one of `i18n.locales`. */
  | { variant: 'default-locale-not-listed'; keyPath: string; locale: string; locales: readonly string[] }
  /** A brand colour (`theme.colors.primary`) that is not an opaque CSS colour. */
  | { variant: 'bad-colour'; keyPath: string; value: string }
  /** A font list (`theme.fonts.body`) holding characters that could end the style sheet's rule. */
  | { variant: 'bad-font'; keyPath: string; value: string }
  /** A `head` tag other than the ones docsgen adds. */
  | { variant: 'unknown-head-tag'; keyPath: string; name: string; known: readonly string[] }
  /** A `head` script without `src`, or any tag with `innerHTML`. */
  | { variant: 'head-inline-content'; keyPath: string; tag: string }
  /** An event handler attribute (`onload`) or a `javascript:`/`data:` address in a head tag. */
  | { variant: 'unsafe-head-attribute'; keyPath: string; tag: string; attribute: string; problem: 'event-handler' | 'script-url' }
  /** A file the config names (`customCss`) that cannot be read; `reason` is the file system's words. */
  | { variant: 'missing-file'; keyPath: string; file: string; reason: string }
  /** An id of `docsInstances` that is `default` (the `docs` key's) or that an earlier entry has. */
  | { variant: 'docs-instance-id'; keyPath: string; id: string; problem: 'default' | 'repeated' };

type NavbarIconFacts =
  /** `reason` is the file system's own words, such as `no such file`. */
  | { variant: 'unreadable'; file: string; reason: string }
  | { variant: 'outside-site'; file: string }
  | { variant: 'too-large'; file: string; bytes: number; limit: number }
  /** `reason` is the XML parser's first error; `line` is in the SVG file. */
  | { variant: 'not-svg'; file: string; reason: string; line?: number }
  /** `name`: the element (`script`), the event handler attribute (`onload`) or the outside address a reference leads to. */
  | { variant: 'unsafe'; file: string; part: 'element' | 'event-handler' | 'reference'; name: string; line?: number }
  | { variant: 'unsupported'; file: string; element: string; allowed: readonly string[]; line?: number };

const UNSAFE_PART = {
  element: (name: string) => `a \`<${name}>\` element`,
  'event-handler': (name: string) => `the event handler attribute ${ticked(name)}`,
  reference: (name: string) => `a reference to ${ticked(name.length > 60 ? `${name.slice(0, 57)}...` : name)}`,
};

/** HTML in a page that could run code, load something or send readers elsewhere; tag and attribute names in lower case. */
/**
 * A shape in a page's text that likely made its render cost too much (found by `markdown/costly-constructs.ts`):
 * `count` delimiters, rows, definitions or levels; the `process` function MDX code calls; a loop with no end.
 */
type CostlyShapeFacts =
  | { kind: 'emphasis-run' | 'table-rows' | 'link-definitions' | 'footnotes' | 'nesting'; count: number }
  | { kind: 'exit-call'; call: string }
  | { kind: 'endless-loop' };

/** A page whose render thread was ended: over the time (`limitMs`) or heap (`limitMb`) budget, or by an exit its code called. `shape`: null when no costly shape was found. */
type PageOverBudgetFacts =
  | { variant: 'time'; limitMs: number; shape: CostlyShapeFacts | null }
  | { variant: 'memory'; limitMb: number; shape: CostlyShapeFacts | null }
  | { variant: 'exit'; code: number; shape: CostlyShapeFacts | null };

/** What probably cost the time or memory, as the end of a sentence. */
const COSTLY_SHAPE_CAUSE = (shape: CostlyShapeFacts | null): string => {
  if (!shape) return 'the cause is somewhere in this page';
  switch (shape.kind) {
    case 'emphasis-run':
      return `the likely cause is this paragraph's ${shape.count.toLocaleString('en')} emphasis delimiters (\`*\`, \`_\`), which the Markdown parser pairs up in quadratic time`;
    case 'table-rows':
      return `the likely cause is this table of ${shape.count.toLocaleString('en')} rows`;
    case 'link-definitions':
      return `the likely cause is the page's ${shape.count.toLocaleString('en')} link reference definitions (\`[name]: url\`), the first here`;
    case 'footnotes':
      return `the likely cause is the page's ${shape.count.toLocaleString('en')} footnotes, the first defined here`;
    case 'nesting':
      return `the likely cause is this line's ${shape.count.toLocaleString('en')} levels of nesting`;
    case 'exit-call':
      return `its code calls ${ticked(`process.${shape.call}`)} here`;
    case 'endless-loop':
      return 'the likely cause is this loop, which has no end condition';
  }
};

/** How to fix what probably cost the time or memory. */
const COSTLY_SHAPE_FIX = (shape: CostlyShapeFacts | null): string => {
  switch (shape?.kind) {
    case 'emphasis-run':
      return 'Escape the characters that are not emphasis (`\\*`, `\\_`) or put the text in a code block.';
    case 'table-rows':
      return 'Split the table over several pages, or publish the data as a file of the static folder and link to it.';
    case 'link-definitions':
    case 'footnotes':
      return 'Split the page into several pages.';
    case 'nesting':
      return 'Flatten the structure.';
    case 'exit-call':
      return "Remove the call: a page's code runs while docsgen renders it and must not end docsgen.";
    case 'endless-loop':
      return 'Give the loop an end condition.';
    case undefined:
      return 'Split the page to find the part that costs the most.';
  }
};

/** What to do about a module esbuild could not bundle, from its words: a package not installed, a file not there, or else. */
function bundleFix(reason: string): string {
  // `@/x` or `~/x` is no package's name: a path alias (tsconfig's `paths`), which docsgen reads from markdown.pathAliases.
  const alias = /^Could not resolve "([@~#]\/)/.exec(reason)?.[1];
  if (alias)
    return `Declare the path alias: \`markdown: { pathAliases: { '${alias}': 'src/' } }\` in site.config.ts, with the folder it stands for (\`docsgen init\` reads it from tsconfig.json's \`paths\`)`;
  // `worker-loader!./worker.js`: a webpack loader written into the import, installed or not; docsgen reads two of them.
  const loader = /^Could not resolve "!*([\w@/.-]+)!/.exec(reason)?.[1];
  if (loader)
    return `Import the file without \`${loader}!\`: docsgen reads webpack's \`raw-loader!\` and \`yaml-loader!\` prefixes only; a script the browser loads by its address (a web worker) goes in the static folder, as \`new Worker('/worker.js')\``;
  if (/^Could not resolve "(?!\.{0,2}\/)/.test(reason)) return 'Install the package in the site folder (`npm install <package>`)';
  if (/^(Cannot read file|Could not resolve "\.{0,2}\/)/.test(reason)) {
    return "Create the file it names, or fix the import at the place shown (a file the site's own scripts generate must be there before `docsgen build`)";
  }
  return 'Fix the import at the place shown';
}

/** Problems of MDX pages (`.mdx`, or every page with `markdown.format: 'mdx'`). */
type MdxFacts =
  /** The MDX parser stopped; `reason` is its own words (`Unexpected character…`). */
  | { variant: 'syntax'; reason: string }
  /** An import names a module that is not there; `known` lists the theme's modules when `source` starts with `@theme/` or `@docusaurus/`. */
  /** `addedByPlugin`: the import is not in the page's text; a site's remark plugin put it in the tree. */
  /** `themes`: for a relative import, the presets and themes the config lists that docsgen does not run, which may provide the file. */
  | { variant: 'unknown-module'; source: string; known: readonly string[]; addedByPlugin?: boolean; themes?: readonly string[] }
  /** An import of a file outside the site's folder and its docs folder (`../../packages/x.ts?raw` in a monorepo). */
  | { variant: 'outside-site'; source: string }
  /**
   * A page, or a component of the site (`usedBy`: the page and line that import it), imports a Docusaurus module
   * (`@docusaurus/…`, `@theme/…`) that docsgen does not provide; `provided` lists those it does.
   */
  | { variant: 'not-provided'; source: string; provided: readonly string[]; usedBy?: string }
  /** A `<Head>` (`name`) holds a tag a docs page may not put in its head (`tag`: `script`, `link rel="stylesheet"`, `meta http-equiv`). */
  | { variant: 'head-refused'; name: string; tag: string }
  /** `<Head>` (`name`) holds `<script type="application/ld+json">` whose text is not JSON. */
  | { variant: 'head-json-invalid'; name: string }
  /** `import { name } from source`, but that module has no such export; `exports` are the names it has. */
  | { variant: 'unknown-export'; source: string; name: string; exports: readonly string[]; warned?: boolean }
  /** `import { name } from source`, a component of another tool (Starlight's `Icon`) that docsgen does not draw; `drawn` are those it does. */
  | { variant: 'not-drawn'; source: string; name: string; drawn: readonly string[]; shown?: true }
  /** `import Preview from './preview.astro'`: a component of another framework, shown as its content (a warning). */
  | { variant: 'foreign-component'; source: string }
  /** `<PackageManagers pkg="x" />`: a use, without content, of a component shown as its content: nothing is drawn there. */
  | { variant: 'shown-as-content-empty'; name: string; source: string }
  /** `<Name>` is used without being imported or defined. */
  /** `themes`: presets and themes the config lists that docsgen does not run (`markdown.missingPlugins`), which may register it. */
  | { variant: 'undefined-component'; name: string; globalsFailed?: true; globalsLoadFailure?: string; themes?: readonly string[] }
  /** `markdown.mdx: 'safe'` refuses this: `what` says what it is (`an import of ../x.js`, `the expression {a + b}`, `export const`). */
  | { variant: 'unsafe'; what: string }
  /** An expression or `export const` threw while the page was built. */
  | { variant: 'expression-failed'; reason: string }
  /** A component threw while the page was rendered. */
  /** `missingPluginData`: plugins whose data the page's components asked for and docsgen does not have. */
  | { variant: 'component-failed'; name: string; reason: string; missingPluginData?: readonly string[] }
  /** `within`: the component the page writes that renders it, when the page does not write it itself. */
  | { variant: 'component-warned'; name: string; reason: string; fix: string; within?: string }
  /**
   * `<HtmlWrap url="…" />`: a component that runs only at build time asked for an effect (`useEffect`) and drew
   * nothing: what the effect fills in the browser (as Docusaurus hydrates it) never shows, and the page ships it empty.
   */
  | { variant: 'component-effect-only'; name: string }
  /** A module of the site (`key`: its path without extension, or a package name) that esbuild could not bundle. */
  /** `others`: the other pages' imports of it (`file:line`), when more than one page imports it. */
  | { variant: 'bundle-failed'; key: string; reason: string; others?: string[]; page?: string }
  /** A client component (`'use client'`) got a prop that cannot be sent to the browser. */
  | { variant: 'island-props'; name: string; prop: string }
  /** A partial imports itself, directly or through others. */
  | { variant: 'partial-cycle'; chain: readonly string[] }
  /** A `.md` page read as plain Markdown holds MDX: a line that would show as text, or a component tag (`component`). */
  | { variant: 'mdx-in-md'; line: string; component?: boolean };

type HtmlUnsafeFacts =
  /** `kind`: the element runs code, embeds a plugin or a frame of its own, or acts on the whole page from its head. */
  | { variant: 'element'; element: string; kind: 'code' | 'embed' | 'head' }
  /**
   * A `<meta http-equiv="refresh">` in a page's body that does not forward to a path of the site: `to`, the address it
   * names (null when it names none); `route`, the page's path, which a `redirects` entry can forward instead.
   */
  | { variant: 'refresh'; to: string | null; route: string }
  /** An element named like one of docsgen's own (`docsgen-card`). */
  | { variant: 'reserved'; element: string }
  | { variant: 'event-handler'; element: string; attribute: string }
  /** `url` as written; `scheme` such as `javascript`. */
  | { variant: 'url'; element: string; attribute: string; url: string; scheme: string }
  | { variant: 'style-import' }
  | { variant: 'srcdoc' }
  /** A form (or a button's `formaction`) that sends to another site. */
  | { variant: 'form-off-site'; element: string; attribute: string; url: string }
  /** An SVG `<animate>` or `<set>` that changes a link's `href`. */
  | { variant: 'link-animation'; element: string }
  /**
   * An element whose content a browser may parse again as markup: `foreign` for MathML written by hand and SVG's
   * `<foreignObject>` (each switches the parser's rules), `raw-text` for `<noscript>`, `<template>`, `<xmp>` and the like,
   * `style-markup` for a `<style>` holding `<` or inside SVG or MathML.
   */
  | { variant: 'reparse'; element: string; kind: 'foreign' | 'raw-text' | 'style-markup' }
  /** `dangerouslySetInnerHTML` on an element written as JSX: HTML that no check reads. */
  | { variant: 'inner-html'; element: string };

/** `text`, cut to `max` characters. */
const cut = (text: string, max = 60): string => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

type FrontMatterInvalidFacts =
  /** `key` is a key path (`hero.actions[1].link`); `reason` is the schema's own words. */
  | { variant: 'invalid'; key: string; reason: string }
  /** `layout:` names no layout; `allowed` are the ones there are; `drawnAsDoc`: a warning, the page drawn as a doc page. */
  | { variant: 'unknown-layout'; value: string; allowed: readonly string[]; drawnAsDoc?: boolean }
  /** VitePress' `layout: false`: the page's content with no layout around it, drawn as a doc page. */
  | { variant: 'vitepress-no-layout' };

type DirectiveInvalidFacts =
  | { variant: 'details-without-summary' }
  /** Something other than a `:::card` in `::::cards`, or other than a `:::tab` in `::::tabs`. */
  /** `vitepress`: the block is a vitepress-plugin-tabs one (`::: tabs` with `== label` lines). */
  | { variant: 'foreign-child'; group: string; entry: string; vitepress?: true }
  /** A `:::card` or `:::tab` outside its `::::cards` or `::::tabs` block. */
  | { variant: 'outside-group'; entry: string; group: string }
  | { variant: 'card-without-target' }
  | { variant: 'tab-without-label' }
  /** `::::tabs{queryString}` with no parameter name and no `groupId` to take it from. */
  | { variant: 'tabs-query-without-key' }
  /**
   * `fence` is a line of colons left over after its directive was closed by an inner one's fence, or (`closedBy:
   * 'list-item'`) by the end of the list item it was opened in.
   */
  | { variant: 'stray-fence'; fence: string; closedBy?: 'list-item' }
  /** `planBadges`: `:plan[…]` badges are on (the config sets `docs.planBadges`). */
  | { variant: 'unknown-leaf'; name: string; admonitions: readonly string[]; planBadges: boolean }
  /** `vitepress`: the name is one of VitePress' containers, which `markdown.syntax: 'vitepress'` reads. */
  /** `missingPlugins`: container plugins the site names in `markdown.missingPlugins` (`markdown-it-container`). */
  | { variant: 'unknown-container'; name: string; admonitions: readonly string[]; planBadges: boolean; vitepress?: boolean; missingPlugins?: readonly string[] }
  /** `plan` is the badge's text ('' when empty); `plans` are the names the config accepts. */
  | { variant: 'unknown-plan'; plan: string; plans: readonly string[] }
  | { variant: 'unknown-text'; name: string; planBadges: boolean }
  /** Something other than a code block (a fence or a `<<<` snippet line) inside VitePress' `::: code-group`. */
  | { variant: 'code-group-child' }
  /** A `::: code-group` inside another (`line`: the outer one's): most often a closing `:::` written as an opening line. */
  | { variant: 'code-group-nested'; line: number }
  | { variant: 'code-group-empty' };

type VueNotRunFacts =
  | { variant: 'script' }
  /** `name`: the component's tag name; `empty`: its tag closes itself (`<SponsorList />`), so it has no content to show. */
  | { variant: 'component'; name: string; empty?: boolean }
  /** `text`: the `{{ … }}` as written (shortened). */
  | { variant: 'interpolation'; text: string }
  /** `directive`: the Vue directive on a `<template>` (`v-if`, `v-for`). */
  | { variant: 'template'; directive: string }
  /** `directives`: the Vue directives (`v-for`, `:href`, `@click`) written on an HTML element, `element` its tag name. */
  | { variant: 'directive'; element: string; directives: readonly string[] };

/** `path` is the snippet's path as written after `<<<`. */
type CodeSnippetFacts =
  /** It climbs out of the site's folder, or is neither `@/…` nor relative to the page. */
  | { variant: 'outside-site'; path: string }
  /** A hidden file or folder (`.env`, `.git/…`). */
  | { variant: 'hidden'; path: string }
  /** `sitePath`: where it was looked for, relative to the site's folder. */
  | { variant: 'missing'; path: string; sitePath: string }
  | { variant: 'too-large'; path: string; bytes: number; limit: number }
  | { variant: 'no-region'; path: string; region: string };

/** The problems of an `<!--@include-->` line: a snippet's, and a file that includes itself (`chain`: the files, the last one again or too deep). */
type MarkdownIncludeFacts = CodeSnippetFacts | { variant: 'loop'; path: string; chain: readonly string[] };

type CodeBlockMetaFacts =
  /** `range` is one item of a fence's `{…}` that is not a line number or `from-to` range. */
  | { variant: 'bad-range'; range: string }
  /** `line` is past the end of the block, which has `lines` lines. */
  | { variant: 'line-out-of-range'; line: number; lines: number }
  | { variant: 'unclosed-highlight' }
  | { variant: 'stray-highlight-end' }
  /** `expression` is a `/…/` text marker on the fence line that is no valid regular expression. */
  | { variant: 'bad-marker-expression'; expression: string }
  /** `expression` is a `/…/` text marker with a repetition inside a repeated group (`(a+)+`), which docsgen does not run. */
  | { variant: 'slow-marker-expression'; expression: string }
  /** `frame` is an Expressive Code `frame="…"` (Starlight) that names no frame. */
  | { variant: 'bad-frame'; frame: string }
  /** `label` is an Expressive Code range label (`ins={"A":5-7}`), which docsgen does not draw. */
  | { variant: 'range-label'; label: string };

type SearchIndexFacts =
  | { variant: 'no-search-config' }
  | { variant: 'no-app-id' }
  /** `variable` is the environment variable that should hold the admin key. */
  | { variant: 'no-admin-key'; variable: string }
  | { variant: 'push-failed'; reason: string };

/** Why a Docusaurus setting is left out of the migrated config (`docsgen init --from-docusaurus`). */
export type NotCarriedReason =
  | 'blog'
  | 'blog-folder-missing'
  | 'pages'
  | 'page-link'
  | 'plugin'
  | 'theme'
  | 'theme-classic'
  | 'search-plugin'
  | 'llms-plugin'
  | 'preset'
  | 'preset-wrapper'
  | 'markdown-options'
  | 'versions'
  | 'docs-instance'
  | 'edit-url'
  | 'edit-url-function'
  | 'create-redirects-function'
  | 'preprocessor-function'
  | 'sidebar-options'
  | 'navbar-item'
  | 'dropdown-empty'
  | 'search-item'
  | 'footer-style'
  | 'html-item'
  | 'head-tags'
  | 'client-modules'
  | 'deployment'
  | 'custom-fields'
  | 'prism'
  | 'mermaid-options'
  | 'translations'
  | 'analytics-legacy'
  | 'tag-manager'
  | 'extra-tracking-ids'
  | 'search-options'
  | 'search-incomplete'
  | 'static-dirs'
  | 'computed'
  | 'function'
  | 'webpack-unreadable'
  | 'other';

/** How a file read into a page is named in the problems of reading it (`<<<` snippets, `<!--@include-->` lines). */
interface FileIntoPage {
  noun: string;
  content: string;
  /** Where `./` and `../` start. */
  from: string;
  limitOf: string;
  tooLargeFix: string;
  /** The comments that mark a region of that name. */
  marks: (region: string) => string;
}

/** The problems of a file read into a page: outside the site, hidden, missing, too large, without the region named. */
function fileIntoPage(facts: CodeSnippetFacts, words: FileIntoPage): DiagnosticText {
  const named = `${words.noun} ${ticked(facts.path)}`;
  switch (facts.variant) {
    case 'outside-site':
      return {
        message: `${named} is not a file inside the site's folder, so it is not read.`,
        hint: "Start the path with `@/` (the pages' folder, VitePress' `srcDir`) or with `./` or `../` from the page, and keep it inside the site.",
      };
    case 'hidden':
      return {
        message: `${named} is a hidden file or sits in a hidden folder, which docsgen does not read into pages.`,
        hint: `Move ${words.content} into a file whose path has no part starting with \`.\`.`,
      };
    case 'missing':
      return {
        message: `${named} names a file that is not there (looked for \`${facts.sitePath}\` in the site's folder).`,
        hint: `Fix the path, or add the file: \`@/\` is the pages' folder (VitePress' \`srcDir\`, then the folder of site.config.ts), \`./\` and \`../\` start from ${words.from}.`,
      };
    case 'too-large':
      return {
        message: `${named} has ${facts.bytes} bytes, more than the ${facts.limit} ${words.limitOf} may have, so it is not read.`,
        hint: words.tooLargeFix,
      };
    case 'no-region':
      return {
        message: `${named} has no region ${ticked(facts.region)}.`,
        hint: `Mark the lines in the file with ${words.marks(facts.region)}, or fix the name after \`#\`.`,
      };
  }
}

/** What each reason says (`name` is the plugin, package, item type or link the reason is about) and its fix. */
const NOT_CARRIED: Record<NotCarriedReason, (name: string) => DiagnosticText> = {
  blog: () => ({
    message: 'docsgen builds docs only, so the blog is not built.',
    hint: 'Move the posts you want to keep into the docs folder, or keep the blog elsewhere.',
  }),
  'blog-folder-missing': (folder) => ({
    message: `the blog folder ${ticked(folder)} does not exist, so there is no blog to build (Docusaurus builds none either).`,
    hint: 'Nothing to do; once the folder holds posts, add `blog` to site.config.ts with these options.',
  }),
  pages: () => ({
    message: "docsgen builds the pages of src/pages, but not with this option of Docusaurus' pages plugin (or this second pages plugin).",
    hint: 'Check the pages once built: docsgen draws Markdown pages with its own page layout and builds the folder of `pages.path` only.',
  }),
  'page-link': (href) => ({
    message: `it links to ${ticked(href)}, which is not a page docsgen builds (a blog post, or a page of src/pages when the pages are off), so the link would be broken.`,
    hint: 'Link a doc instead, and add the link back in site.config.ts if the page comes back.',
  }),
  'webpack-unreadable': (name) => ({
    message: `the plugin's \`configureWebpack\` could not be read, so nothing of what it gives webpack is carried (${name}).`,
    hint: "Add what the site's modules need to `bundle` in site.config.ts by hand: `alias`, `fallback`, `define`, `extensions`, `text`.",
  }),
  plugin: (name) => ({
    message: `docsgen does not run Docusaurus plugins (${ticked(name)}).`,
    hint: 'Search, the sitemap and gtag analytics are built in; drop plugins for anything else, or look for an equivalent in docsgen\'s guide "Your own remark and rehype plugins".',
  }),
  theme: (name) => ({
    message: `docsgen draws pages with its own theme, so the Docusaurus theme ${ticked(name)} is not used.`,
    hint: 'Nothing to do; components swizzled into src/theme are not used either. `markdown.missingPlugins` names the theme, so a page that keeps Markdown syntax it handled (such as `live` code blocks) gets a warning at that line.',
  }),
  'theme-classic': (name) => ({
    message: `docsgen draws pages with its own theme, which takes the place of ${ticked(name)}.`,
    hint: 'Nothing to do: its `customCss` is carried (noted apart); components swizzled into src/theme are not used.',
  }),
  'llms-plugin': (name) => ({
    message: `docsgen writes \`llms.txt\`, \`llms-full.txt\` and each page's Markdown (\`<route>.md\`) itself, so ${ticked(name)} is not needed.`,
    hint: 'Nothing to do; `llms: false` turns them off. docsgen\'s guide "For agents: llms.txt" says what they hold.',
  }),
  'search-plugin': (name) => ({
    message: `docsgen has its own search (local by default), so ${ticked(name)} is not needed.`,
    hint: 'Nothing to do: search works offline out of the box.',
  }),
  preset: (name) => ({
    message: `${ticked(name)} is not the classic preset, the only preset whose options docsgen reads.`,
    hint: 'Copy the docs settings you need into site.config.ts by hand.',
  }),
  'preset-wrapper': (name) => ({
    message: `${ticked(name)} takes the classic preset's options (docs, blog, pages, theme), so they are read as the classic preset's; whatever else the preset adds (plugins, components, defaults of its own) does not run.`,
    hint: 'Check what the preset adds and copy the settings you need into site.config.ts by hand.',
  }),
  'markdown-options': () => ({
    message:
      'This Markdown option has no counterpart in docsgen, which reads Markdown and MDX 3 with its own settings (`markdown.format`, `markdown.html`, `markdown.mdx` and the plugin lists), so it is not read.',
    hint: 'Check the pages it was set for: what it changed (front matter a `parseFrontMatter` rewrote, say) may render differently, and the build does not always say so.',
  }),
  versions: () => ({
    message: 'docsgen builds every version of versions.json, and the current docs, always; this option is not read.',
    hint: 'List the versions to build in `docs.onlyIncludeVersions` instead.',
  }),
  'docs-instance': (id) => ({
    message: `the docs instance ${ticked(id)} is not built: it is a second docs plugin without an \`id\` of its own, or no docs plugin has that id.`,
    hint: 'Give each `@docusaurus/plugin-content-docs` entry an `id` of its own: each becomes an entry of `docsInstances` in site.config.ts.',
  }),
  'edit-url': () => ({
    message: 'docsgen builds "Edit this page" links from `docs.editUrl` alone (the file each page comes from), so this option is not read.',
    hint: 'Nothing to do; `custom_edit_url` front matter still overrides one page.',
  }),
  'preprocessor-function': () => ({
    message: 'it is a function that site.config.ts cannot import: one written in the config itself, or in a file that needs a package not installed.',
    hint: 'Copy the function into `markdown.preprocessor` in site.config.ts by hand, or export it from a file of the site (with its packages installed) and run `docsgen init` again, which then imports it: docsgen calls it with `{ filePath, fileContent }` for every page, partial and blog post.',
  }),
  'create-redirects-function': () => ({
    message: 'it is a function, which cannot be written into site.config.ts as data.',
    hint: "Copy the function into `createRedirects` in site.config.ts by hand: docsgen calls it with each page's path, as Docusaurus does.",
  }),
  'edit-url-function': () => ({
    message: 'it is a function, which cannot be written into site.config.ts as data.',
    hint: 'Copy the function into `docs.editUrl` in site.config.ts by hand: docsgen calls it with `{ docPath, docId }`.',
  }),
  'sidebar-options': () => ({
    message: 'docsgen does not run a function that rewrites the items of generated sidebars.',
    hint: 'Write the items it makes into the sidebars file, or shape the generated ones with `_category_.json` files and `sidebar_position`, `sidebar_label` and `sidebar_class_name` front matter.',
  }),
  'navbar-item': (type) => ({
    message: `docsgen's navbar has no ${ticked(type)} items.`,
    hint: "Add a link item (`{ type: 'link', label, href }`) in site.config.ts if you need one.",
  }),
  'dropdown-empty': () => ({
    message: 'the dropdown has no label, or none of its entries can be carried (each is noted).',
    hint: "Give it a `label` and `items` of links (`{ label, href }`), docs (`{ type: 'doc', docId }`) or sidebars in site.config.ts if you need it.",
  }),
  'search-item': () => ({ message: 'docsgen places its search button in the navbar itself.', hint: 'Nothing to do.' }),
  'footer-style': () => ({ message: "docsgen's footer has one style, which follows the colour mode.", hint: 'Nothing to do.' }),
  'html-item': () => ({ message: 'docsgen takes text links here, not HTML.', hint: 'Write it as a link with `label` and `href` in site.config.ts.' }),
  'head-tags': () => ({
    message:
      "docsgen adds head tags from their attributes only (`meta`, `link`, and `script` with a `src`), so the site's Content-Security-Policy can allow them; inline code is not added.",
    hint: "Move the code into a file of the static folder and add it as `{ tagName: 'script', attributes: { src: '/js/file.js' } }` in `head`.",
  }),
  'client-modules': () => ({ message: 'docsgen loads no client modules.', hint: 'Nothing to do.' }),
  deployment: () => ({
    message: 'docsgen does not deploy: the build folder goes to any static host.',
    hint: 'docsgen\'s guide "Deploy" says how to deploy to GitHub Pages, nginx or another static host.',
  }),
  'custom-fields': () => ({
    message: 'a custom field that is code (a function, or an object of a class) cannot be written into site.config.ts as data; the others are carried.',
    hint: "If a component reads it, give it a value of plain data (text, numbers, lists, objects), or move it into the component's own module.",
  }),
  prism: () => ({
    message: 'docsgen highlights code at build time in its own colours, for many languages; Prism themes and languages are not used.',
    hint: 'Nothing to do.',
  }),
  'mermaid-options': () => ({
    message: "docsgen draws ```mermaid diagrams itself, with Mermaid's `default` theme in light mode and `dark` in dark mode, so these options are not read.",
    hint: "Nothing to do; the diagrams follow the reader's colour mode.",
  }),
  translations: () => ({
    message: 'docsgen reads each locale from i18n/<locale>/ and has no setting to move that folder or pick a calendar.',
    hint: 'Move the translations to i18n/<locale>/ if they live elsewhere.',
  }),
  'analytics-legacy': () => ({
    message: 'Universal Analytics no longer exists; docsgen supports gtag.js only.',
    hint: 'Set `analytics.trackingId` to a Google Analytics 4 id.',
  }),
  'tag-manager': () => ({
    message: 'docsgen has no Google Tag Manager support; it loads gtag.js when `analytics.trackingId` is set.',
    hint: 'Set `analytics.trackingId` if you use Google Analytics.',
  }),
  'extra-tracking-ids': (id) => ({
    message: `docsgen sends page views to one tracking id, ${ticked(id)}; the others are not used.`,
    hint: 'Nothing to do, unless another id should be the one.',
  }),
  'search-options': () => ({
    message: "docsgen's Algolia search has no such option.",
    hint: "Nothing to do; docsgen's configuration reference lists the search settings (`search.*`).",
  }),
  'search-incomplete': () => ({
    message: 'it has no `apiKey` or no `indexName` (one read from an unset environment variable, perhaps), so the site uses local search.',
    hint: "Set `search: { provider: 'algolia', appId, apiKey, indexName }` in site.config.ts to keep Algolia.",
  }),
  'static-dirs': (first) => ({
    message: `docsgen reads one static folder, ${ticked(first)}; the others are not copied.`,
    hint: 'Move their files into that folder.',
  }),
  computed: (name) =>
    name.startsWith('@docusaurus/')
      ? {
          message: `its value comes from ${ticked(name)}, a package of Docusaurus itself, which the migration does not run, so it could not be read.`,
          hint: 'Write the value into site.config.ts by hand.',
        }
      : {
          message: `its value comes from ${ticked(name)}, which is not installed in the site (or failed to load), so it could not be read.`,
          hint: "Install the site's dependencies (`npm install`) and migrate again, or write the value into site.config.ts by hand.",
        },
  function: () => ({
    message: 'it is a function, which a config file cannot carry over.',
    hint: 'Write the value into site.config.ts by hand if docsgen has a setting for it.',
  }),
  other: () => ({ message: 'docsgen has no setting for it.', hint: "Nothing to do, unless docsgen's configuration reference lists an equivalent." }),
};

/** Every reason, in the order above (tests word each one). */
export const NOT_CARRIED_REASONS = Object.keys(NOT_CARRIED) as NotCarriedReason[];

/** A Docusaurus setting carried over with a change. */
type MigrateChangedFacts =
  /** HTML turned into its text (`text`), as docsgen shows this value as text. */
  /** Docusaurus' `log` policy, written as `warn`. */
  | { variant: 'log-policy'; keyPath: string }
  /** A navbar item with no label got `label`. */
  | { variant: 'label-missing'; keyPath: string; label: string }
  /** Algolia settings with no `appId`, as Docusaurus 2 allowed: its default app id is written. */
  | { variant: 'legacy-app-id'; keyPath: string; appId: string }
  /** The classic theme's custom CSS, carried as `customCss`: Infima's classes and `--ifm-*` variables do not style docsgen's theme. */
  | { variant: 'custom-css-infima'; keyPath: string }
  /** The site's own `llms.txt` (or `llms-full.txt`) in its static folder: `llms: false` is written so that docsgen writes none over it. */
  | { variant: 'llms-static'; keyPath: string; file: string }
  /** A Docusaurus 2 site, whose pages MDX 1 read: written as `format: 'mdx'`, which docsgen reads as MDX 3. */
  | { variant: 'mdx1'; keyPath: string }
  /** `trailingSlash: true`, carried for the pages' relative addresses, while docsgen serves pages without the `/`. */
  | { variant: 'trailing-slash'; keyPath: string }
  /** Custom CSS in a language docsgen does not compile (`.less`, `.styl`), left out of `customCss`. */
  | { variant: 'custom-css-preprocessed'; keyPath: string; files: readonly string[] }
  /**
   * Custom CSS files that exist neither in the site nor in an installed package (`require.resolve('pkg/x.css')` of a
   * package that is not installed is left as written), left out of `customCss`.
   */
  | { variant: 'custom-css-missing'; keyPath: string; files: readonly string[] }
  /**
   * A blog's, pages' or other docs instance's plugin list (`keyPath`) that differs from the default docs' list
   * (`docsKeyPath`, null when the docs have none): merged into docsgen's `markdown.<list>`, which runs on every page;
   * `added` names the plugins it adds.
   */
  | { variant: 'plugins-merged'; keyPath: string; list: string; docsKeyPath: string | null; added: readonly string[] }
  /**
   * A string the config computed (`text`) holding `undefined`, `NaN` or `[object Object]`, which its source never
   * writes: made from a value the config could not get while docsgen read it (a network call, a variable).
   */
  | { variant: 'computed-gap'; keyPath: string; text: string }
  /**
   * A plugin docsgen does not run whose `configureWebpack` is carried into `bundle`: `carried` names each entry
   * (`alias \`react-native$\``), `left` what could not be, `otherMethods` its other lifecycle methods (not run).
   */
  | { variant: 'webpack-carried'; keyPath: string; plugin: string; carried: readonly string[]; left: readonly string[]; otherMethods: readonly string[] };

/**
 * An entry of a Docusaurus remark or rehype plugin list left out of the migrated config: `keyPath` is the list
 * (`presets[0][1].docs.remarkPlugins`), `index` the entry's place in it, `plugin` the plugin as the config names it
 * (a package, a file of the site, a function's name; empty for an unnamed function), `list` docsgen's list it would join.
 */
type MigratePluginFacts = { keyPath: string; index: number; plugin: string; list: string } &
  /** A function written in the Docusaurus config itself: no module to import it from. */
  (
    | { variant: 'inline' }
    /** `pkg`, the plugin's package or one its file requires, is not installed in the site. */
    | { variant: 'not-installed'; pkg: string }
    /** Its options hold what is not plain data: a function written in the config, a regular expression, a value computed with a package. */
    | { variant: 'options' }
    /** `markdown.<list>` already has the same plugin with other options, from the list at `other`. */
    | { variant: 'clash'; other: string }
    /**
     * `remark-math` or `rehype-katex` with `options` that docsgen's built-in math, which stands in for it, does not
     * take (it takes KaTeX's `macros`): option names, and `macros["\\RR"]` for a macro another list defines otherwise.
     */
    | { variant: 'built-in-options'; options: readonly string[] }
  );

type MigrateUnreadableFacts =
  | { variant: 'syntax'; reason: string }
  /** `missing`: packages the config required that are not installed where it could load them, which got stand-ins. */
  | { variant: 'threw'; reason: string; missing?: readonly string[] }
  /** `ms` is the time allowed. */
  | { variant: 'timeout'; ms: number }
  /** The separate process that runs the config ran out of memory, or ended (`process.exit`, a signal) before it answered. */
  | { variant: 'out-of-memory'; reason: string }
  | { variant: 'exited'; reason: string }
  | { variant: 'not-an-object' };

export const catalogue = {
  // ── Config ──────────────────────────────────────────────────────────────────────────────────────────────
  'config-missing': ({ root, fileName }: { root: string; fileName: string }): DiagnosticText => ({
    message: `No site config found in ${root}.`,
    hint: `Run \`npx docsgen init\` to write a starter site here, create ${fileName} exporting \`defineConfig({ title, url, ... })\`, or pass --config.`,
  }),

  'config-load': (facts: ConfigLoadFacts): DiagnosticText => {
    switch (facts.variant) {
      case 'unloadable':
        return {
          message: `The config file could not be loaded: ${facts.reason}`,
          hint: 'Fix the syntax or the failing import in the config file.',
        };
      case 'missing-package':
        return {
          message: `The config file imports the package ${ticked(facts.pkg)}, which is not installed.`,
          hint: `Install it in the site folder (\`npm install ${facts.pkg}\`), or remove the import.`,
        };
      case 'threw':
        return {
          message: `The config file failed while it ran: ${facts.reason}`,
          hint: facts.unlocated
            ? 'Fix what the message names (a module the config imports, or what it reads as it runs): the config runs each time docsgen starts, and must end by exporting the config.'
            : 'Fix the code at this line: the config runs each time docsgen starts, and must end by exporting the config.',
        };
      case 'no-default-export':
        return {
          message: 'The config file has no default export.',
          hint: 'End it with `export default defineConfig({ ... })`.',
        };
    }
  },

  'config-invalid': (facts: ConfigInvalidFacts): DiagnosticText => {
    switch (facts.variant) {
      case 'unknown-key':
        return {
          message: `Unknown config key ${tickedList(facts.keys)}.`,
          hint: facts.suggestions?.length
            ? `Did you mean ${tickedList(facts.suggestions)}? Otherwise remove it; docsgen's configuration reference lists every config key.`
            : "Remove it or check its spelling; docsgen's configuration reference lists every config key.",
        };
      case 'missing-search-key':
        return {
          message: `${ticked(facts.key)} is missing.`,
          hint: `Set ${ticked(facts.keyPath)} in the search config, or use search provider 'local'.`,
        };
      case 'wrong-value':
        return {
          message: `Invalid value at ${ticked(facts.keyPath)}: ${facts.reason}.`,
          hint: `Give ${ticked(facts.keyPath)} a value of the expected type.`,
        };
      case 'missing-key':
        return {
          message: `The config has no ${ticked(facts.keyPath)}${facts.expected ? ` (${facts.expected === 'string' ? 'a string' : `a value of type ${facts.expected}`})` : ''}, which docsgen needs.`,
          hint: `Add ${ticked(facts.keyPath)} to the config; docsgen's configuration reference says what it takes.`,
        };
      case 'unknown-icon':
        return {
          message: `Unknown navbar icon ${ticked(facts.name)} at ${ticked(facts.keyPath)}.`,
          hint: `${facts.suggestions.length ? `Did you mean ${tickedList(facts.suggestions)}? ` : ''}The built-in icons are ${tickedList(facts.known)}; for another, point to an SVG file with \`icon: { svg: './static/img/icon.svg' }\`.`,
        };
      case 'bad-locale':
        return {
          message: `${ticked(facts.code)} at ${ticked(facts.keyPath)} is not a BCP 47 language tag.`,
          hint: 'Write a language code such as `en`, `fr`, `pt-BR` or `zh-Hant`.',
        };
      case 'default-locale-not-listed':
        return {
          message: `The default locale ${ticked(facts.locale)} is not one of \`i18n.locales\` (${tickedList(facts.locales)}).`,
          hint: `Add ${ticked(facts.locale)} to \`i18n.locales\`, or set \`i18n.defaultLocale\` to one of them.`,
        };
      case 'bad-colour':
        return {
          message: `${ticked(facts.value)} at ${ticked(facts.keyPath)} is not a colour.`,
          hint: 'Write an opaque CSS colour such as `#2e8555`, `rgb(46 133 85)`, `hsl(146 49% 35%)` or `seagreen`.',
        };
      case 'bad-font':
        return {
          message: `The font list at ${ticked(facts.keyPath)} holds characters a font name cannot: ${ticked(facts.value)}.`,
          hint: "Write a CSS font-family list such as `'Inter', system-ui, sans-serif`, without `;`, `{`, `}`, `<`, `>` or backslashes.",
        };
      case 'unknown-head-tag':
        return {
          message: `\`<${facts.name}>\` at ${ticked(facts.keyPath)} is not a tag docsgen adds to the head.`,
          hint: `Use one of ${facts.known.map((t) => `\`<${t}>\``).join(', ')}; the theme writes the page's title, description and canonical link itself.`,
        };
      case 'head-inline-content':
        return {
          message:
            facts.tag === 'script' && !facts.keyPath.endsWith('innerHTML')
              ? `The \`<script>\` tag at ${ticked(facts.keyPath)} has no \`src\`: docsgen adds scripts only from a file, which the site's Content-Security-Policy can allow.`
              : `The \`<${facts.tag}>\` tag at ${ticked(facts.keyPath)} has inline content: docsgen writes head tags from their attributes only.`,
          hint: "Put the code in a file (for example in the static folder) and add `{ tagName: 'script', attributes: { src: '/js/file.js' } }`.",
        };
      case 'unsafe-head-attribute':
        return {
          message:
            facts.problem === 'event-handler'
              ? `The \`<${facts.tag}>\` tag at ${ticked(facts.keyPath)} has the event handler ${ticked(facts.attribute)}, which would run inline code.`
              : `The \`<${facts.tag}>\` tag at ${ticked(facts.keyPath)} has a \`javascript:\`, \`vbscript:\` or \`data:\` address in ${ticked(facts.attribute)}.`,
          hint: 'Load code from a file with a `script` tag and its `src`; the site policy blocks inline code.',
        };
      case 'missing-file':
        return {
          message: `${ticked(facts.file)} at ${ticked(facts.keyPath)} cannot be read: ${facts.reason}.`,
          hint: 'Give the path of a CSS file relative to the site folder, such as `./src/css/custom.css`.',
        };
      case 'docs-instance-id':
        return {
          message:
            facts.problem === 'default'
              ? `The docs instance at ${ticked(facts.keyPath)} is named \`default\`, which is the name of the \`docs\` key's folder.`
              : `Two docs instances are named ${ticked(facts.id)}; the second is at ${ticked(facts.keyPath)}.`,
          hint: 'Give each entry of `docsInstances` an id of its own, such as `community`: it names its versions files, translations and search tag.',
        };
    }
  },

  /** A translated page whose path the version's docs folder does not have: not built (Docusaurus ignores it too). */
  'translation-orphan': ({ sourcePath, versionFolder }: { sourcePath: string; versionFolder: string }): DiagnosticText => ({
    message: `This translation is not built: ${versionFolder}/ has no page ${ticked(sourcePath)} for it to translate.`,
    hint: `Give it the path of the page it translates (folders and number prefixes included), or add that page to ${versionFolder}/.`,
  }),

  /** `docsgen build --locale <code>` with a code the config does not list. */
  'locale-unknown': ({ locale, locales }: { locale: string; locales: readonly string[] }): DiagnosticText => ({
    message: `The locale ${ticked(locale)} asked for with \`--locale\` is not one of the site's locales.`,
    hint: `The site's locales are ${tickedList(locales)}. Pass one of them, or add ${ticked(locale)} to \`i18n.locales\` in the config.`,
  }),

  /** A site's `i18n/<locale>/code.json` that is not Docusaurus' shape; `file` relative to the site root. */
  'code-json-invalid': (
    facts: { variant: 'not-json'; file: string; reason: string } | { variant: 'not-object'; file: string } | { variant: 'bad-entry'; file: string; id: string },
  ): DiagnosticText => {
    switch (facts.variant) {
      case 'not-json':
        return {
          message: `${facts.file} is not valid JSON (${facts.reason}), so none of its interface strings are used.`,
          hint: 'Fix the JSON syntax; the file maps ids to `{ "message": "…" }` objects, as Docusaurus writes it.',
        };
      case 'not-object':
        return {
          message: `${facts.file} must hold one JSON object mapping ids to \`{ "message": "…" }\`, so none of its interface strings are used.`,
          hint: 'Write it as `{ "theme.docs.paginator.next": { "message": "Suivant" } }`.',
        };
      case 'bad-entry':
        return {
          message: `The entry ${ticked(facts.id)} in ${facts.file} has no text \`message\`, so it is not used.`,
          hint: `Write it as \`"${facts.id}": { "message": "…" }\` (a \`description\` beside it is optional).`,
        };
    }
  },

  /** Ids of a site's `code.json` the theme does not show; `suggestions` are known ids close to the first ones. */
  'code-json-unknown-id': ({ file, ids, suggestions }: { file: string; ids: readonly string[]; suggestions: readonly string[] }): DiagnosticText => {
    const several = ids.length > 1;
    const shown = ids.slice(0, 5);
    return {
      message: `${file} has ${several ? `${ids.length} ids` : 'an id'} the theme does not show, so ${several ? 'they are' : 'it is'} ignored: ${tickedList(shown)}${ids.length > shown.length ? ` and ${ids.length - shown.length} more` : ''}.`,
      hint: `${suggestions.length ? `Did you mean ${tickedList(suggestions)}? ` : ''}Use the ids docsgen shows (its guide "Versions and locales", Interface strings; all of them in docsgen's core/i18n/catalogue.ts), or remove ${several ? 'these entries' : 'the entry'}.`,
    };
  },

  /** Interface strings `locale` has no translation for (no built-in one and none in `file`); shown in English. */
  'interface-text-missing': ({ locale, file, ids }: { locale: string; file: string; ids: readonly string[] }): DiagnosticText => {
    const shown = ids.slice(0, 5);
    return {
      message: `${ids.length} interface string${ids.length === 1 ? ' has' : 's have'} no ${ticked(locale)} translation and ${ids.length === 1 ? 'is' : 'are'} shown in English: ${tickedList(shown)}${ids.length > shown.length ? ` and ${ids.length - shown.length} more` : ''}.`,
      hint: `Add ${ids.length === 1 ? 'it' : 'them'} to ${file} as \`"<id>": { "message": "…" }\` (this warning is reported only with \`--strict\`).`,
    };
  },

  /** A `customCss` file esbuild could not bundle; `reason` is esbuild's words, the location is in the CSS file. */
  /** `sass`: the file that failed is Sass (no compiler in the site, or a Sass error in it). */
  'custom-css-invalid': ({ reason, sass }: { reason: string; sass?: boolean }): DiagnosticText => ({
    message: `The site's custom CSS cannot be bundled: ${reason.replace(/\.$/, '')}.`,
    hint: sass
      ? 'Install a Sass compiler in the site folder if it has none (`npm install --save-dev sass`); otherwise fix the Sass at the place shown.'
      : 'Fix the `@import` or `url()` it points to: paths are relative to the CSS file, and `/img/…` names a file of the static folder.',
  }),
  /** A custom navbar icon (`icon: { svg }`); `file` is the SVG's path as written in the config. */
  'navbar-icon-invalid': (facts: NavbarIconFacts): DiagnosticText => {
    const where = (line?: number) => `The navbar icon ${facts.file}${line ? ` (line ${line})` : ''}`;
    switch (facts.variant) {
      case 'unreadable':
        return {
          message: `${where()} cannot be read: ${facts.reason}.`,
          hint: 'Give the path of an SVG file relative to the site folder, such as `./static/img/icon.svg`.',
        };
      case 'outside-site':
        return {
          message: `${where()} is outside the site folder; docsgen reads only files inside the site.`,
          hint: 'Copy the SVG into the site folder (for example into the static folder) and point to it there.',
        };
      case 'too-large':
        return {
          message: `${where()} is ${Math.ceil(facts.bytes / 1024)} KB, over the ${facts.limit / 1024} KB an icon may be: it is copied into every page.`,
          hint: 'Simplify the drawing or optimise the file (for example with SVGO).',
        };
      case 'not-svg':
        return {
          message: `${where(facts.line)} is not a well-formed SVG file: ${facts.reason}.`,
          hint: 'Export the icon again as plain SVG: one `<svg>` element holding the drawing.',
        };
      case 'unsafe':
        return {
          message: `${where(facts.line)} holds ${UNSAFE_PART[facts.part](facts.name)}, which a navbar icon may not: the icon is drawn inside every page.`,
          hint: 'Remove scripts, event handler attributes (`onload`, `onclick`…), `<foreignObject>` and links to other files or addresses; keep only the drawing.',
        };
      case 'unsupported':
        return {
          message: `${where(facts.line)} uses \`<${facts.element}>\`, which navbar icons do not support.`,
          hint: `Keep to the drawing elements: ${facts.allowed.map((e) => `\`<${e}>\``).join(', ')}.`,
        };
    }
  },

  'version-unknown': ({ name, known, instance }: { name: string; known: readonly string[]; instance?: string }): DiagnosticText => ({
    message: `The docs version ${ticked(name)} in the config does not exist${instance ? ` in the docs instance ${ticked(instance)}` : ''}.`,
    hint: `Known version names: ${tickedList(known)}. Fix the name in ${instance ? `the \`versions\` or \`lastVersion\` of that entry of \`docsInstances\`` : '`docs.versions` or `docs.lastVersion`'}.`,
  }),

  /** `includeCurrentVersion: false` with no released version to build instead. */
  'versions-none-included': ({ instance }: { instance?: string }): DiagnosticText => ({
    message: `${instance ? `The docs instance ${ticked(instance)} sets` : 'The config sets'} \`includeCurrentVersion: false\`, but its versions file lists no released version: there is no docs version to build.`,
    hint: 'Release a version with `docsgen version <name>` (it copies the docs folder), or take `includeCurrentVersion: false` out.',
  }),

  /** `docsgen version <name>` with a name that cannot be a folder and a route segment, or `current`. */
  'version-name-invalid': ({ name }: { name: string }): DiagnosticText => ({
    message: `${ticked(name)} cannot be the name of a docs version.`,
    hint: 'Use letters, digits, `.`, `_` and `-` (such as `1.0` or `2024-05`), not starting with a dot; `current` is the name of the docs being written.',
  }),

  /** `docsgen version <name>` with a name already in versions.json or already snapshotted. */
  'version-exists': ({ name }: { name: string }): DiagnosticText => ({
    message: `The docs version ${ticked(name)} exists already.`,
    hint: 'Pick a new name; to snapshot it again, delete its folder under `versioned_docs/`, its file under `versioned_sidebars/` and its entry in `versions.json` first.',
  }),

  /** versions.json is not a JSON list of names; `reason` is the parser's words or what is wrong with the value. */
  'versions-file-invalid': ({ reason }: { reason: string }): DiagnosticText => ({
    message: `versions.json cannot be read: ${reason}.`,
    hint: 'It must be a JSON list of version names, newest first, such as `["2.0", "1.0"]`.',
  }),

  // ── Content: files ──────────────────────────────────────────────────────────────────────────────────────
  /** `target` is where the link really leads (outside the site folder). */
  'content-symlink-outside': ({ target }: { target: string }): DiagnosticText => ({
    message: `This symlink leads outside the site folder, to ${target}; docsgen reads only files inside the site.`,
    hint: 'Copy the file into the site folder, or point the link at a file inside it.',
  }),

  'content-symlink-broken': ({ reason }: { reason: 'loop' | 'dangling' }): DiagnosticText =>
    reason === 'loop'
      ? {
          message: 'This symlink is part of a loop: following it comes back to where it started.',
          hint: 'Remove the link or point it at a real file or folder.',
        }
      : { message: 'This symlink points to nothing.', hint: 'Remove the link or point it at an existing file or folder.' },

  'content-encoding': (_facts: NoFacts): DiagnosticText => ({
    message: 'This file is not valid UTF-8 text (from here on, a byte sequence cannot be read).',
    hint: 'Save the file as UTF-8 in your editor (Latin-1 and Windows-1252 files turn accented letters into unreadable bytes).',
  }),

  /** `bytes` is the file's size, `limit` the documented limit. */
  'content-too-large': ({ bytes, limit }: { bytes: number; limit: number }): DiagnosticText => ({
    message: `This page is ${Math.round(bytes / 1024)} KB of Markdown, over the ${Math.round(limit / 1024)} KB a page should be: it makes a slow page and a large search index.`,
    hint: 'Split it into several pages.',
  }),

  /** `folder` is the docs folder relative to the site root. */
  'docs-folder-missing': ({ folder }: { folder: string }): DiagnosticText => ({
    message: `There is no docs folder at ${folder}, so there are no pages to build.`,
    hint: 'Create the folder with a Markdown page in it (`docs/index.md`), or point `docs.path` in the config at your docs folder.',
  }),

  'docs-folder-empty': ({ folder }: { folder: string }): DiagnosticText => ({
    message: `The docs folder ${folder} holds no pages: docsgen builds every \`.md\` and \`.mdx\` file in it, except files and folders whose name starts with "_".`,
    hint: 'Add a Markdown page such as `index.md`, or point `docs.path` in the config at the folder that holds your pages.',
  }),

  /** `format` is JSON or YAML; `reason` the parser's own words. */
  'category-file-syntax': ({ format, reason }: { format: 'JSON' | 'YAML'; reason: string }): DiagnosticText => ({
    message: `This category file is not valid ${format}: ${reason}`,
    hint:
      format === 'JSON'
        ? 'Check for a missing comma or quote, or a trailing comma (JSON allows none).'
        : 'Quote values that contain a colon, and indent consistently.',
  }),

  /** `key` is the dotted key path, such as `link.type`. */
  'category-file-invalid': ({ key, reason }: { key: string; reason: string }): DiagnosticText => ({
    message: `In this category file, ${ticked(key || '(the whole file)')} is not valid: ${reason}.`,
    hint: 'A category file may hold `label`, `position`, `collapsed`, `collapsible`, `className` and `link` (`{ type: doc, id }` or `{ type: generated-index }`).',
  }),

  'category-file-unknown-key': ({ key, suggestions }: { key: string; suggestions: readonly string[] }): DiagnosticText => ({
    message: `Unknown category key ${ticked(key)}: docsgen ignores it.`,
    hint: suggestions.length
      ? `Did you mean ${tickedList(suggestions)}?`
      : 'Remove it; a category file may hold `label`, `position`, `collapsed`, `collapsible`, `className` and `link`.',
  }),

  'category-file-duplicate': ({ firstFile }: { firstFile: string }): DiagnosticText => ({
    message: `This folder has two category files; ${firstFile} is used and this one is ignored.`,
    hint: 'Keep one `_category_` file per folder.',
  }),

  // ── Content: front matter and routes ────────────────────────────────────────────────────────────────────
  'front-matter-language': ({ language }: { language: string }): DiagnosticText => ({
    message: `The front matter is marked as ${ticked(language)}; only YAML front matter is read.`,
    hint: 'Open the front matter with a plain `---` line and write it as YAML (`key: value`).',
  }),

  'front-matter-syntax': ({ reason }: { reason: string }): DiagnosticText => ({
    message: `The front matter is not valid YAML: ${reason}.`,
    hint: 'Quote values that contain a colon or start with a special character, and indent lists consistently.',
  }),

  'front-matter-invalid': (facts: FrontMatterInvalidFacts): DiagnosticText => {
    switch (facts.variant) {
      case 'invalid':
        return {
          message: `The front matter key ${ticked(facts.key)} is invalid: ${facts.reason}.`,
          hint: `Give ${ticked(facts.key)} a value of the expected type.`,
        };
      case 'vitepress-no-layout':
        return {
          message:
            "`layout: false` is VitePress' page without any layout (its content alone, without the navbar, sidebar or footer), which docsgen does not draw: the page is drawn as a doc page.",
          hint: 'Leave `layout` out, or write `layout: page` for a page without its table of contents and previous and next links.',
        };
      case 'unknown-layout':
        return {
          message: facts.drawnAsDoc
            ? `The front matter asks for the layout ${ticked(facts.value)}, which docsgen does not have: the page is drawn as a doc page (a layout of the theme the page was written for, such as Jekyll's \`post\` or a VitePress theme's own, is not drawn; Docusaurus does not read \`layout\`).`
            : `The front matter asks for the layout ${ticked(facts.value)}, which docsgen does not have.`,
          hint: `Write \`layout:\` as one of ${tickedList(facts.allowed)}, or leave it out for an ordinary doc page.`,
        };
    }
  },

  /** `suggestions`: known keys a typo away from `key` (Docusaurus' doc front matter keys are all known). */
  /**
   * The output or cache folder is one a build must not replace or prune. `folder`: as the user would write it
   * (relative to the site, or absolute above it); `source`: the source folder it is, lies in or holds.
   */
  'folder-unsafe': ({
    which,
    folder,
    reason,
    source,
  }: {
    which: 'output' | 'cache';
    folder: string;
    reason: 'filesystem-root' | 'home' | 'site' | 'above-site' | 'source' | 'inside-source' | 'holds-source' | 'not-a-folder' | 'not-ours';
    source?: string;
  }): DiagnosticText => {
    const role = which === 'output' ? 'output folder' : 'cache folder';
    const flag = which === 'output' ? '`--out-dir` (or `outDir` in the config)' : '`--cache-dir`';
    const why = {
      'filesystem-root': 'it is the root of the file system',
      home: 'it is your home folder',
      site: 'it is the site folder itself, with the config and the sources',
      'above-site': 'it holds the site folder',
      source: `it is the source folder ${ticked(source ?? '')}`,
      'inside-source': `it lies inside the source folder ${ticked(source ?? '')}`,
      'holds-source': `it holds the source folder ${ticked(source ?? '')}`,
      'not-a-folder': 'it is a file, not a folder',
      'not-ours': `it is a folder with files in it that docsgen did not write (no \`${which === 'output' ? '.docsgen-output' : 'CACHEDIR.TAG'}\` in it)`,
    }[reason];
    return {
      message: `The ${role} ${ticked(folder)} cannot be used: ${why}. A build ${which === 'output' ? 'replaces its output folder whole' : 'prunes its cache folder'}, so nothing was built and nothing was touched.`,
      hint:
        reason === 'not-ours'
          ? `Name an empty or new folder with ${flag} (the default is \`${which === 'output' ? 'build' : '.docsgen/cache'}\`), or empty this one first if you are sure nothing in it is needed.`
          : `Name a folder of its own inside the site, such as \`${which === 'output' ? 'build' : '.docsgen/cache'}\`, with ${flag}.`,
    };
  },

  /** `where`: the YAML's place; `limit`: how many values the data may hold once aliases are expanded. */
  'yaml-aliases-too-large': ({ limit, where }: { limit: number; where: 'front matter' | 'category file' }): DiagnosticText => ({
    message: `The YAML of this ${where} uses aliases (\`*name\`) that expand to more than ${limit.toLocaleString('en-US')} values, so it is not read: data that large would stall or crash the build.`,
    hint: 'Write the values out, or use fewer aliases of aliases; front matter needs no more than a few hundred values.',
  }),

  'front-matter-format-refused': (_facts: NoFacts): DiagnosticText => ({
    message:
      "This page asks to be read as MDX, but the site reads every page as Markdown (`markdown: { format: 'md' }`): a page cannot raise itself above the site's setting. It is read as Markdown.",
    hint: "Remove `format: mdx` from the front matter, or, if the site's content is trusted, change the site's `markdown.format` to `'detect'` and rename the page `.mdx`.",
  }),

  /** `key`: `hero` or `features`, written on a page whose `layout` is not `landing`. */
  'front-matter-landing-only': ({ key }: { key: string }): DiagnosticText => ({
    message: `The front matter key ${ticked(key)} is read only on a landing page, and this page has no \`layout: landing\`, so it is ignored.`,
    hint: `Add \`layout: landing\` to the front matter to show the page with a hero and feature cards, or remove ${ticked(key)}.`,
  }),

  'front-matter-blog-only': ({ key }: { key: string }): DiagnosticText => ({
    message: `The front matter key ${ticked(key)} is read only on blog posts, and its value here is not one a post's could be, so this page ignores it.`,
    hint: `Remove it, or give it a blog post's shape (the guide "Blog" shows each key) if a component of the site reads it.`,
  }),

  /**
   * `from`: a key of VitePress' or Starlight's front matter that docsgen reads but has no drawing of (an action's
   * icon); `style`: it is a `<style>` tag of the page's `head`.
   */
  'front-matter-unknown-key': ({
    key,
    suggestions,
    from,
    style,
  }: {
    key: string;
    suggestions: readonly string[];
    from?: 'VitePress' | 'Starlight';
    style?: true;
  }): DiagnosticText =>
    from && style
      ? {
          message: `${from.endsWith('s') ? `${from}'` : `${from}'s`} front matter key ${ticked(key)} is a \`<style>\` tag, which docsgen does not add to a page: a page may not restyle the site. The page is built without it.`,
          hint: "Move its CSS into the site's `customCss` file (with a class on the page, `wrapperClassName`, to keep it to this page), and remove the entry.",
        }
      : from
        ? {
            message: `${from.endsWith('s') ? `${from}'` : `${from}'s`} front matter key ${ticked(key)} has no docsgen drawing: the page is built without it.`,
            hint: 'Remove the key to silence this warning, or draw what it gave with a component in the page body.',
          }
        : {
            message: `Unknown front matter key ${ticked(key)}: docsgen ignores it.`,
            hint: suggestions.length
              ? `Did you mean ${tickedList(suggestions)}? Otherwise remove it; docsgen's guide "Writing docs" lists every front matter key. If the site's own components or plugins read it, list it in \`markdown.frontMatterKeys\`.`
              : 'Remove it, or check the spelling against the front matter keys docsgen\'s guide "Writing docs" lists; if the site\'s own components or plugins read it, list it in `markdown.frontMatterKeys`.',
          },

  /**
   * `fromSlug`: the route came from the front matter's `slug` rather than the file's path. `from`: it came from a
   * tag's `permalink` or a category's generated-index `slug` instead (either one names the page a build writes).
   */
  'route-invalid': ({
    route,
    fromSlug,
    fromId,
    from,
  }: {
    route: string;
    fromSlug: boolean;
    /** The front matter's `id` made the route invalid (the path alone gives a valid one). */
    fromId?: true;
    from?: 'tag-permalink' | 'category-slug';
  }): DiagnosticText => ({
    message: `The route ${ticked(route)} is not a valid route: a route is made of letters, digits and \`. _ ~ @ + - $\`, in parts separated by "/", without spaces.`,
    hint:
      from === 'tag-permalink'
        ? "Change the tag's `permalink` in the front matter: a path such as `/my-tag`, without `..` or other punctuation."
        : from === 'category-slug'
          ? "Change the generated index's `link.slug`: a path such as `/category/guides`, without `..` or other punctuation."
          : fromSlug
            ? 'Change the `slug` in the front matter.'
            : fromId
              ? "Change the front matter's `id` (Docusaurus serves one with spaces at an address with `%20` in it), or set a `slug`; links to the page by its id change with it."
              : 'Rename the file without spaces or other punctuation, or set a `slug` in the front matter.',
  }),

  /** A file a build was about to write lies outside the output folder (a route or path that escaped every check before it). */
  'output-path-outside': ({ path }: { path: string }): DiagnosticText => ({
    message: `The build refused to write ${ticked(path)}: that path leads outside the output folder. Nothing was written there.`,
    hint: 'Look for a `slug`, tag `permalink` or category `link.slug` with `..` or an absolute path, and change it to a route inside the site.',
  }),

  /**
   * The file system refused to take the output: `reason` is its error code (`ENOSPC`, `EDQUOT`, `EROFS`, `EACCES`,
   * `EPERM`, or any other while putting right an interrupted build). `folder`: where it refused (the output folder, or
   * the cache folder a build links from), `output`: the output folder, both as the user would name them. `stage`:
   * `write` for this build's files, `recover` for finishing a change an earlier build was stopped in.
   */
  'output-write-failed': ({
    folder,
    output,
    reason,
    stage,
  }: {
    folder: string;
    output: string;
    reason: string;
    stage: 'write' | 'recover';
  }): DiagnosticText => {
    const reasons: Record<string, string> = {
      ENOSPC: 'the disk is full',
      EDQUOT: 'the disk quota is used up',
      EROFS: 'the file system is read-only',
      EACCES: 'permission was denied',
      EPERM: 'the operation was not permitted',
    };
    const why = reasons[reason] ?? 'the file system refused';
    const where = folder === output ? `the output folder ${ticked(output)}` : ticked(folder);
    const fix =
      reason === 'ENOSPC' || reason === 'EDQUOT'
        ? `Free some space on the disk that holds ${ticked(folder)}, or build to another disk with \`--out-dir\``
        : reason === 'EROFS'
          ? `Build to a folder on a writable disk with \`--out-dir\``
          : reason === 'EACCES' || reason === 'EPERM'
            ? `Give your user write access to ${ticked(folder)} and to the folder that holds it (a build writes a staging folder beside the output), or build elsewhere with \`--out-dir\``
            : `Check ${ticked(folder)} and the disk it is on`;
    return stage === 'recover'
      ? {
          message: `An earlier build was stopped while it replaced ${ticked(output)}, and putting that right failed: ${why} (${reason}). Nothing was built and nothing else was changed.`,
          hint: `${fix}, then run the build again: it finishes the interrupted change before anything else.`,
        }
      : {
          message: `The build could not write to ${where}: ${why} (${reason}). The unfinished new output was removed; ${ticked(output)} still holds the previous build, unchanged.`,
          hint: `${fix}, then build again.`,
        };
  },

  /** `firstRoute` differs from `route` only in case when the two clash on case-insensitive file systems. */
  'route-duplicate': ({
    route,
    firstRoute,
    firstFile,
    secondFile,
  }: {
    route: string;
    firstRoute: string;
    firstFile: string;
    secondFile: string;
  }): DiagnosticText => ({
    message:
      firstRoute === route
        ? `Two docs claim the route ${ticked(route)}: ${firstFile} and ${secondFile}.`
        : `The routes ${ticked(firstRoute)} (${firstFile}) and ${ticked(route)} (${secondFile}) differ only in case, so they would overwrite each other on macOS and Windows.`,
    hint: 'Give one of them a different `slug` in its front matter, or rename one file.',
  }),

  'doc-id-duplicate': ({ id, firstFile }: { id: string; firstFile: string }): DiagnosticText => ({
    message: `This doc has the id ${ticked(id)}, which ${firstFile} has already; sidebars could not tell them apart.`,
    hint: "Change the `id` in one file's front matter, or rename one file (number prefixes such as `01-` are not part of the id).",
  }),

  /** A page of the pages folder (`pageFile`) and a doc or generated page (`docFile`) have one route. */
  'page-route-clash': ({ route, pageFile, docFile }: { route: string; pageFile: string; docFile: string }): DiagnosticText => ({
    message: `The page ${pageFile} and ${docFile} both claim the route ${ticked(route)}; the page is not built.`,
    hint: 'Rename or move one of them; to make the page the home page when the docs sit at `/`, give the docs another `routeBasePath` (`/docs`) or a doc another `slug`.',
  }),

  /** A React page on a site whose MDX is `safe` (or whose content is untrusted): its code is not run. */
  'page-component-untrusted': ({ route }: { route: string }): DiagnosticText => ({
    message: `This React page (route ${ticked(route)}) is code, and this site runs none of its own code (\`markdown.trust: 'untrusted'\` or \`markdown.mdx: 'safe'\`); it is not built.`,
    hint: 'Write the page in Markdown (`layout: landing` gives a hero and feature cards without code), or build the site with trusted MDX.',
  }),

  /** `route` is one of the generator's own routes, such as `/search`. */
  'route-reserved': ({ route }: { route: string }): DiagnosticText => ({
    message: `The route ${ticked(route)} is reserved for the generator's own ${route.slice(1)} page.`,
    hint: 'Rename the file or give it another `slug`.',
  }),

  // ── Sidebars and the navbar ─────────────────────────────────────────────────────────────────────────────
  'sidebars-file-missing': ({ file }: { file: string }): DiagnosticText => ({
    message: `The sidebars file ${file} named by \`docs.sidebarPath\` does not exist.`,
    hint: 'Fix the path (relative to the site folder), or remove `sidebarPath` to use a sidebar generated from the docs folders.',
  }),

  /** `reason` is the loader's own words (a syntax error, a failing import). */
  'sidebars-file-unloadable': ({ reason }: { reason: string }): DiagnosticText => ({
    message: `The sidebars file could not be loaded: ${reason}`,
    hint: 'Fix the syntax or the failing import; a sidebars file exports an object whose keys are sidebar ids.',
  }),

  /** `where` is the item's path in the file, such as `main[2].items[0]`; `expected` says what fits there. */
  'sidebars-file-invalid': ({ where, expected }: { where: string; expected: string }): DiagnosticText => ({
    message: `The sidebar item at ${where} is not one docsgen can read.`,
    hint: `Expected ${expected}.`,
  }),

  'sidebar-item-unsupported': ({ where, type }: { where: string; type: string }): DiagnosticText => ({
    message: `The sidebar item at ${where} is of type ${ticked(type)}, which docsgen does not show; it is left out.`,
    hint: 'Replace it with a `link` or `doc` item, or remove it.',
  }),

  /** `where` is the item's key path, such as `docs.sidebars.docs[1].items[0]`; `suggestions` the closest ids. */
  /** `failedFile`: the file whose path gives that id, which failed to load (its own error is reported above). */
  'sidebar-unknown-doc': ({
    sidebar,
    where,
    id,
    suggestions,
    failedFile,
  }: {
    sidebar: string;
    where: string;
    id: string;
    suggestions: readonly string[];
    failedFile?: string;
  }): DiagnosticText =>
    failedFile !== undefined
      ? {
          message: `The sidebar ${ticked(sidebar)} (${where}) refers to the doc id ${ticked(id)}, whose file ${failedFile} has an error above, so it is not a page yet.`,
          hint: `Fix the error in ${failedFile} first; this sidebar item works once that page loads.`,
        }
      : {
          message: `The sidebar ${ticked(sidebar)} (${where}) refers to the doc id ${ticked(id)}, which does not exist.`,
          hint: `${suggestions.length ? `Did you mean ${tickedList(suggestions)}? ` : ''}A doc id is the file's path under the docs folder without number prefixes (\`01-\`) and \`.md\`, or its folder plus its \`id\` front matter.`,
        },

  'sidebar-autogenerated-empty': ({ sidebar, where, dirName }: { sidebar: string; where: string; dirName: string }): DiagnosticText => ({
    message: `The sidebar ${ticked(sidebar)} (${where}) lists the folder ${ticked(dirName)}, which holds no docs.`,
    hint: 'Check `dirName` (a folder under the docs folder), or remove the item.',
  }),

  'sidebar-empty-category': ({ sidebar, where, label }: { sidebar: string; where: string; label: string }): DiagnosticText => ({
    message: NOTHING_TO_LINK,
    hint: `The category "${label}" in sidebar ${ticked(sidebar)} (${where}) has no items and no category doc: add items, or a \`link: { type: 'doc', id }\`, or remove the category.`,
  }),

  'sidebar-duplicate-id': ({ sidebarId }: { sidebarId: string }): DiagnosticText => ({
    message: `The sidebar id ${ticked(sidebarId)} is declared twice: in \`docs.sidebars\` and in the sidebars file.`,
    hint: 'Rename one of them, or keep the sidebar in one place.',
  }),

  'category-link-unknown-doc': ({ id, suggestions }: { id: string; suggestions: readonly string[] }): DiagnosticText => ({
    message: `This category file links to the doc id ${ticked(id)}, which does not exist.`,
    hint: `${suggestions.length ? `Did you mean ${tickedList(suggestions)}? ` : ''}A doc id is the file's folder and name without number prefixes and extension, or its \`id\` front matter.`,
  }),

  'pagination-unknown-doc': ({ key, id, suggestions }: { key: string; id: string; suggestions: readonly string[] }): DiagnosticText => ({
    message: `The front matter's ${ticked(key)} names the doc id ${ticked(id)}, which does not exist.`,
    hint: `${suggestions.length ? `Did you mean ${tickedList(suggestions)}? ` : ''}Use a doc id, or \`null\` for no link.`,
  }),

  /** A doc's `displayed_sidebar` front matter, or a `docs.displayedSidebars` entry (its `glob`), naming a sidebar that is not declared. */
  'displayed-sidebar-unknown': ({ sidebarId, suggestions, glob }: { sidebarId: string; suggestions: readonly string[]; glob?: string }): DiagnosticText => ({
    message: `${glob === undefined ? "The front matter's `displayed_sidebar`" : `\`docs.displayedSidebars\` (for ${ticked(glob)})`} names the sidebar ${ticked(sidebarId)}, which does not exist.`,
    hint: `${suggestions.length ? `Did you mean ${tickedList(suggestions)}? ` : ''}Use a sidebar id (a key of \`docs.sidebars\` or of the sidebars file), or \`null\` for no sidebar on this page.`,
  }),

  /** A navbar item naming a sidebar that is not declared; `suggestions` are the closest sidebar ids. */
  'sidebar-unknown-id': ({ label, sidebarId, suggestions }: { label: string; sidebarId: string; suggestions: readonly string[] }): DiagnosticText => ({
    message: `The navbar item "${label}" refers to the sidebar id ${ticked(sidebarId)}, which does not exist.`,
    hint: suggestions.length
      ? `Did you mean ${tickedList(suggestions)}? Sidebar ids are the keys of \`docs.sidebars\`.`
      : 'Declare the sidebar under `docs.sidebars` first.',
  }),

  /** A navbar `doc` item naming a doc that does not exist; `label` is the item's label, or its doc id when it has none. */
  'navbar-unknown-doc': ({ label, docId, suggestions }: { label: string; docId: string; suggestions: readonly string[] }): DiagnosticText => ({
    message: `The navbar item "${label}" refers to the doc id ${ticked(docId)}, which does not exist.`,
    hint: `${suggestions.length ? `Did you mean ${tickedList(suggestions)}? ` : ''}A doc id is the file's path under the docs folder without number prefixes (\`01-\`) and \`.md\`, or its folder plus its \`id\` front matter.`,
  }),

  /** A navbar item's `docsPluginId` naming no docs instance; `known` are `default` and the ids of `docsInstances`. */
  'navbar-unknown-docs-instance': ({ label, id, known }: { label: string; id: string; known: readonly string[] }): DiagnosticText => ({
    message: `The navbar item "${label}" refers to the docs instance ${ticked(id)}, which does not exist.`,
    hint: `Known docs instances: ${tickedList(known)} (\`default\` is the \`docs\` key's folder, the others are ids of \`docsInstances\`).`,
  }),

  'sidebar-nothing-to-link': ({ label, sidebarId }: { label: string; sidebarId: string }): DiagnosticText => ({
    message: NOTHING_TO_LINK,
    hint: `The navbar item "${label}" points to the sidebar ${ticked(sidebarId)}, which holds no doc: add a doc to that sidebar or remove the navbar item.`,
  }),

  // ── Markdown ────────────────────────────────────────────────────────────────────────────────────────────
  /** `snippet` is the start of the HTML as written; reported when the site sets `markdown.html: 'reject'`. */
  'raw-html': ({ snippet }: { snippet: string }): DiagnosticText => ({
    message: `Raw HTML is turned off for this site: ${ticked(snippet)}.`,
    hint: "Use Markdown or a directive instead (tables, `:kbd[…]`, admonitions), escape the `<` as `\\<` if it is text, or allow HTML with `markdown: { html: 'allow' }` in site.config.ts.",
  }),

  /** Every MDX problem: the variant says which. */
  mdx: (facts: MdxFacts): DiagnosticText => {
    switch (facts.variant) {
      case 'syntax':
        return {
          message: `This MDX could not be parsed: ${facts.reason}`,
          hint: 'In MDX, `<` starts a component and `{` an expression: write `\\<` and `\\{` for the characters, close every tag (`<br />`), or read the file as plain Markdown (name it `.md`, or set `format: md` in its front matter).',
        };
      case 'unknown-module':
        if (facts.addedByPlugin)
          return {
            message: `Cannot import ${ticked(facts.source)}, which one of the site's Markdown plugins added to this page: there is no such module.`,
            hint: 'Check the path the plugin writes: relative paths start from the page, `@site/` from the folder of site.config.ts.',
          };
        if (facts.themes?.length)
          return {
            message: `Cannot import ${ticked(facts.source)}: there is no such file; ${tickedList(facts.themes)}, which the pages were written for (\`markdown.missingPlugins\`) and docsgen does not run, may provide it or stand in for it.`,
            hint: 'Add the file at that path (an empty partial, if the page reads as it should without it), or remove the import and the places that use it; relative paths start from the page.',
          };
        return {
          message: `Cannot import ${ticked(facts.source)}: there is no such module.`,
          hint: facts.known.length
            ? `docsgen provides ${tickedList(facts.known)}.`
            : 'Check the path: relative paths start from the page, `@site/` from the folder of site.config.ts, `@components/` from its `components` folder; partials end in `.md` or `.mdx`.',
        };
      case 'outside-site':
        return {
          message: `Cannot import ${ticked(facts.source)}: it leads outside the site's folder and its docs folder, and a page may import only from those.`,
          hint: 'Copy the file into the site folder (a folder beside the pages, or `src/`) and import it from there.',
        };
      case 'not-provided':
        return {
          message: `${ticked(facts.source)} is not provided by docsgen${facts.usedBy ? `: this component, which ${facts.usedBy} uses, imports it` : ''}.`,
          hint: `Provided are ${tickedList(facts.provided)}. Import one of them instead, or move what needs it out of the page${facts.usedBy ? '; the pages that use this component are built without it' : ''}.`,
        };
      case 'head-refused':
        return {
          message: `${ticked(`<${facts.name}>`)} cannot put ${ticked(`<${facts.tag}>`)} in the page's head: a docs page may give its head a title, meta tags and links that describe it, nothing that runs code, loads styles or acts on the whole page.`,
          hint: 'Remove it here; scripts, style sheets and other head tags for every page go in site.config.ts (`scripts`, `stylesheets`, `head`).',
        };
      case 'head-json-invalid':
        return {
          message: `This \`<script type="application/ld+json">\` in ${ticked(`<${facts.name}>`)} does not hold JSON, so it cannot go into the page's head: structured data is JSON, never code.`,
          hint: 'Write its content as an expression that makes the JSON: `{JSON.stringify({ "@context": "https://schema.org", … })}`.',
        };
      case 'unknown-export': {
        const exported = facts.exports.length ? `It exports ${tickedList(facts.exports)}.` : 'It has no named exports: import its default export instead.';
        return {
          message: `${ticked(facts.source)} has no export named ${ticked(facts.name)}${facts.warned ? ": the page builds without it, as webpack's does, and fails where it uses it" : ''}.`,
          hint: facts.warned ? `${exported} Import what it exports, or take the import out.` : exported,
        };
      }
      case 'not-drawn':
        if (facts.shown)
          return {
            message: `docsgen has no drawing of ${ticked(facts.name)} from ${ticked(facts.source)}: where the page uses it, its content is shown instead (nothing, for an element without content).`,
            hint: `It draws ${tickedList(facts.drawn)} from there: replace \`<${facts.name}>\` with one of those or with Markdown, and remove it from the import.`,
          };
        return {
          message: `docsgen has no drawing of ${ticked(facts.name)} from ${ticked(facts.source)}, so this page cannot use it.`,
          hint: `It draws ${tickedList(facts.drawn)} from there: replace \`<${facts.name}>\` with one of those or with Markdown, and remove it from the import.`,
        };
      case 'foreign-component':
        return {
          message: `${ticked(facts.source)} is a component of another framework, which docsgen cannot run: where the page uses it, its content (children) is shown instead.`,
          hint: 'Write it as a React component (`.jsx` or `.tsx`) and import that, or replace it with Markdown.',
        };
      case 'shown-as-content-empty':
        return {
          message: `\`<${facts.name}>\` (from ${ticked(facts.source)}) is drawn as its content, since docsgen cannot run it, and it has none here: nothing is shown in its place.`,
          hint: 'Write what it shows in Markdown in its place (a code block, a list), or give it content to show.',
        };
      case 'undefined-component':
        if (facts.globalsFailed)
          return {
            message: `The component ${ticked(`<${facts.name}>`)} is used but never imported, and the site's \`src/theme/MDXComponents\`, which may register it for every page, failed to bundle.`,
            hint: 'Fix the error reported at src/theme/MDXComponents first (often a package to install); if it does not register this component, import it at the top of the page.',
          };
        if (facts.globalsLoadFailure)
          return {
            message: `The component ${ticked(`<${facts.name}>`)} is used but never imported, and the site's components, \`src/theme/MDXComponents\` among them (which may register it for every page), failed as they loaded: ${facts.globalsLoadFailure}`,
            hint: 'One of them runs something docsgen lacks at its top level, outside any component: move that call into the component that needs it, or drop the import; if MDXComponents does not register this component, import it at the top of the page.',
          };
        if (facts.themes?.length)
          return {
            message: `The component ${ticked(`<${facts.name}>`)} is used but never imported; ${tickedList(facts.themes)}, which the pages were written for (\`markdown.missingPlugins\`) and docsgen does not run, may register it for every page, as a theme's MDXComponents does.`,
            hint: `Register it in the site's \`src/theme/MDXComponents\` (\`export default { ...MDXComponents, ${facts.name} }\`, importing it from the package that defines it), or import it at the top of the page.`,
          };
        return {
          message: `The component ${ticked(`<${facts.name}>`)} is used but never imported.`,
          hint: `Import it at the top of the page (\`import ${facts.name} from '@theme/${facts.name}'\` for a theme component, or a path to your own), or write the name in lowercase if it is an HTML element.`,
        };
      case 'unsafe':
        return {
          message: `MDX is limited on this site (\`markdown.mdx: 'safe'\` or \`markdown.trust: 'untrusted'\`): ${facts.what} is not allowed.`,
          hint: "Only imports of the theme's components (`@theme/…`) and of `.md`/`.mdx` partials, and props written as literals, are allowed. Ask a maintainer to build the page from trusted content if it needs more.",
        };
      case 'expression-failed':
        return {
          message: `This MDX expression failed while the page was built: ${facts.reason}`,
          hint: 'Fix the expression; every name it uses must be imported or exported on the page.',
        };
      case 'component-failed':
        if (facts.missingPluginData?.length)
          return {
            message: `The component ${ticked(`<${facts.name}>`)} failed while the page was rendered: ${facts.reason.replace(/\.$/, '')}. It asked for the global data of ${tickedList(facts.missingPluginData)} (\`usePluginData\`), a Docusaurus plugin docsgen does not run, whose data reads as an empty object.`,
            hint: 'Make the component work without that data (check for it before reading it), or give it the values another way.',
          };
        return {
          message: `The component ${ticked(`<${facts.name}>`)} failed while the page was rendered: ${facts.reason}`,
          hint: "Check the props given to it here; the component's own source is where the error comes from.",
        };
      case 'component-warned':
        // A hook (`useIsBrowser()`) is called by the component the page renders, not rendered by it.
        if (facts.name.endsWith('()'))
          return {
            message: `${ticked(facts.name)}${facts.within ? `, which ${ticked(`<${facts.within}>`)} calls,` : ''} gives otherwise than in Docusaurus here: ${facts.reason}.`,
            hint: facts.fix,
          };
        return {
          message: facts.within
            ? `The component ${ticked(`<${facts.name}>`)} that ${ticked(`<${facts.within}>`)} renders here is drawn otherwise than written: ${facts.reason}.`
            : `The component ${ticked(`<${facts.name}>`)} is drawn otherwise than written here: ${facts.reason}.`,
          hint: facts.fix,
        };
      case 'component-effect-only':
        return {
          message: `The component ${ticked(`<${facts.name}>`)} is empty here: it draws nothing while the site is built and fills itself in an effect (\`useEffect\`), which only the browser runs. Docusaurus runs every component in the browser, so there it shows its content; docsgen runs this one only at build time, so the page ships it empty.`,
          hint: `Start the file of ${ticked(`<${facts.name}>`)} with \`'use client'\` so that it runs in the browser, as in Docusaurus (its props must then be plain data, and what it fills in is not in the page's HTML nor found by search); or have it draw its content while the site is built: a file it fetches can be imported instead (\`bundle: { text: ['.html'] }\` in site.config.ts imports such a file as its text).`,
        };
      case 'bundle-failed':
        // A React page of the pages folder is its own module: no MDX page imports it.
        if (facts.page)
          return {
            message: `The React page ${ticked(facts.page)} could not be bundled: ${facts.reason}${othersImporting(facts.others)}`,
            hint: `${bundleFix(facts.reason)}. Until it bundles, the build fails, and \`docsgen dev\` shows the page without its content.`,
          };
        return {
          message: `The module ${ticked(facts.key)} that an MDX page imports could not be bundled: ${facts.reason}${othersImporting(facts.others)}`,
          hint: `${bundleFix(facts.reason)}. Until it bundles, the build fails, and \`docsgen dev\` shows the pages that use it without it, and without the components given what it exports.`,
        };
      case 'island-props':
        return {
          message: `The client component ${ticked(`<${facts.name}>`)} gets the prop ${ticked(facts.prop)}, which cannot be sent to the browser.`,
          hint: "A component marked `'use client'` is rendered again in the browser from its props: give it text, numbers, booleans, lists and objects of those (and Markdown children), not functions or elements in other props.",
        };
      case 'partial-cycle':
        return {
          message: `These partials import each other in a circle: ${facts.chain.join(' → ')}.`,
          hint: 'Break the circle: a partial may not include itself, directly or through another.',
        };
      case 'mdx-in-md':
        return {
          message: facts.component
            ? `This page is read as plain Markdown, so the component ${ticked(facts.line)} would be an unknown HTML element, not the component.`
            : `This page is read as plain Markdown, so the MDX line ${ticked(facts.line)} would show as text.`,
          hint: "Rename the file to `.mdx`, set `format: mdx` in its front matter, or set `markdown: { format: 'mdx' }` in site.config.ts to read every page as MDX (Docusaurus' default).",
        };
    }
  },

  'html-unsafe': (facts: HtmlUnsafeFacts): DiagnosticText => {
    const noCode = 'nothing in a docs page may run code';
    switch (facts.variant) {
      case 'element':
        return facts.kind === 'code'
          ? { message: `\`<${facts.element}>\` is not allowed in a docs page: ${noCode}.`, hint: 'Remove it; to show code, put it in a fenced code block.' }
          : facts.kind === 'embed'
            ? {
                message: `\`<${facts.element}>\` is not allowed in a docs page: it embeds a plugin or a frame set that may run code.`,
                hint: 'Use `<img>`, `<video>` or `<iframe src="https://…">` instead.',
              }
            : {
                message: `\`<${facts.element}>\` is not allowed in a docs page: it acts on the whole page (its address, redirects or style sheets).`,
                hint: "Remove it: docsgen writes the page's head, and styles belong in the theme's CSS.",
              };
      case 'refresh':
        return {
          message:
            facts.to === null
              ? '`<meta http-equiv="refresh">` is not allowed in a docs page unless it forwards readers to a path of the site, as `content="0; url=/docs/intro"`.'
              : `\`<meta http-equiv="refresh">\` would forward readers to ${ticked(cut(facts.to))}, outside this site; a page's own HTML may forward them only to a path of the site.`,
          hint: `To send readers of ${ticked(facts.route)} to another site, remove this page and list its path in \`redirects\` in the site config: \`{ from: '${facts.route}', to: 'https://…' }\`.`,
        };
      case 'reserved':
        return {
          message: `\`<${facts.element}>\` is a name docsgen keeps for its own directives.`,
          hint: 'Write the directive instead (such as `:::card{title="…"}`), or give your element another name.',
        };
      case 'event-handler':
        return {
          message: `The event handler attribute ${ticked(facts.attribute)} on \`<${facts.element}>\` is not allowed in a docs page: ${noCode}.`,
          hint: 'Remove the attribute; for an interactive example, embed a demo with `<iframe src="https://…">` or link to it.',
        };
      case 'url':
        return {
          message: `\`<${facts.element} ${facts.attribute}="${cut(facts.url)}">\` uses the \`${facts.scheme}:\` scheme, which docs pages do not allow.`,
          hint:
            facts.scheme === 'data'
              ? 'Put the file in the static folder and point to it (such as `/img/diagram.png`); only an `<img>` may use a `data:image/…` address.'
              : 'Point to a page, a file of the site or an http(s) address instead.',
        };
      case 'style-import':
        return {
          message: 'This `<style>` element loads another style sheet with `@import`.',
          hint: 'Write the rules in the `<style>` element itself: a docs page loads style sheets only from the theme.',
        };
      case 'srcdoc':
        return {
          message: '`<iframe srcdoc>` embeds a page written inline, which may run code.',
          hint: 'Embed a page by its address with `<iframe src="https://…">`, or write the content in the page itself.',
        };
      case 'form-off-site':
        return {
          message: `\`<${facts.element} ${facts.attribute}="${cut(facts.url)}">\` sends what readers type to another site.`,
          hint: "Link to the form instead: a docs page collects no input, and the site's Content-Security-Policy (`form-action 'self'`) blocks sending it elsewhere.",
        };
      case 'link-animation':
        return {
          message: `This SVG \`<${facts.element}>\` changes a link's \`href\`, which could turn it into a \`javascript:\` link.`,
          hint: 'Remove the animation, or animate another attribute.',
        };
      case 'reparse':
        return facts.kind === 'foreign'
          ? {
              message: `\`<${facts.element}>\` is not allowed in a docs page: it switches the HTML parser to other rules, so its content could be read again as markup that runs code.`,
              hint:
                facts.element === 'math'
                  ? 'Write math as `$…$` or `$$…$$`: it is rendered with KaTeX.'
                  : 'Draw the content with SVG elements, or put the HTML beside the drawing.',
            }
          : facts.kind === 'raw-text'
            ? {
                message: `\`<${facts.element}>\` is not allowed in a docs page: browsers read its content as text or as markup depending on context, so it could hide markup that runs code.`,
                hint: 'Remove the element and keep its content, or show it as code in a fenced block.',
              }
            : {
                message: 'This `<style>` element holds `<`, or sits inside SVG or MathML, where browsers read its content as markup that could run code.',
                hint: 'Keep `<style>` to CSS rules at the top level of the page (CSS needs no `<`); style drawings with attributes.',
              };
      case 'inner-html':
        return {
          message: `\`dangerouslySetInnerHTML\` on \`<${facts.element}>\` inserts HTML that no check reads, so it could run code.`,
          hint: 'Write the HTML in the page itself (it is checked and rendered), or use a component.',
        };
    }
  },

  /** An element of the author's HTML that is not on the allowlist: it is left out and its content kept. */
  'html-element-unknown': ({ element }: { element: string }): DiagnosticText => ({
    message: `\`<${cut(element, 40)}>\` is not an element docs pages may hold, so only its content is kept.`,
    hint: 'Use a common HTML element (such as `<div>`, `<span>` or `<figure>`) with a `class`, or a component in an MDX page.',
  }),

  /** Attributes of the author's HTML that the allowlist does not keep (or whose address uses a scheme it does not). */
  'html-attribute-dropped': ({ element, attributes }: { element: string; attributes: readonly string[] }): DiagnosticText => ({
    message: `\`<${cut(element, 40)}>\` keeps none of ${tickedList(attributes)}: docs pages do not allow ${attributes.length === 1 ? 'that attribute' : 'those attributes'} there (or the address's scheme), so ${attributes.length === 1 ? 'it is' : 'they are'} left out.`,
    hint: 'Remove the attribute, or use `class`, `id`, `style`, `title`, `data-*` or `aria-*`, which every element may carry; links may use http(s), mailto and tel addresses.',
  }),

  /** `element` is the tag name as the HTML parser read it, such as `a<b`. */
  'html-tag-invalid': ({ element }: { element: string }): DiagnosticText => ({
    message: `\`<${cut(element, 40)}>\` is not a tag name a page can render, so only its content is kept.`,
    hint: 'Fix the tag, or escape the `<` as `\\<` (or `&lt;`) if it is text.',
  }),

  /** `style` is the attribute's value as written. */
  'html-style-invalid': ({ element, style }: { element: string; style: string }): DiagnosticText => ({
    message: `The \`style\` attribute of \`<${element}>\` is not CSS that can be read (${ticked(cut(style))}), so it is left out.`,
    hint: 'Write it as `property: value` pairs separated by `;`, such as `style="text-align: center; color: gray"`.',
  }),

  /** Vue in a VitePress page (`markdown.syntax: 'vitepress'`), which docsgen does not run. */
  'vue-not-run': (facts: VueNotRunFacts): DiagnosticText => {
    switch (facts.variant) {
      case 'script':
        return {
          message: "This `<script>` block is Vue's, which docsgen does not run, so it is left out of the page.",
          hint: 'Remove it, with the components and `{{ … }}` expressions that use it, or show the code in a fenced code block.',
        };
      case 'component':
        return {
          message: facts.empty
            ? `The Vue component ${ticked(`<${facts.name} />`)} is not run by docsgen, and it has no content of its own, so nothing shows in its place.`
            : `The Vue component ${ticked(`<${facts.name}>`)} is not run by docsgen, so only its content is shown.`,
          hint: "Replace it with Markdown or HTML, or with docsgen's directives (`:::tip`, `::::tabs`); `<Badge>` is the one VitePress component docsgen draws.",
        };
      case 'interpolation':
        return {
          message: `Vue's ${ticked(facts.text)} is not evaluated by docsgen, so it shows as written.`,
          hint: 'Write the value itself, or wrap the text in `::: v-pre` … `:::` if it is meant to show as written.',
        };
      case 'directive':
        return {
          message: `\`<${cut(facts.element, 40)}>\` has Vue's ${tickedList(facts.directives)}, which docsgen does not run: the element shows once, as written, without ${facts.directives.length === 1 ? 'it' : 'them'}.`,
          hint: 'Write out what Vue would render (each item of a `v-for` list, the bound value of a `:attribute`), or show the code in a fenced code block.',
        };
      case 'template':
        return {
          message: `This \`<template ${facts.directive}>\` is Vue's, which docsgen does not run, so its content is always shown, once.`,
          hint: 'Write the content the page should show without Vue (a `v-if` and its `v-else` both show now), or show the code in a fenced code block.',
        };
    }
  },

  /** A `<Badge>` (VitePress' or Starlight's) with no text: left out rather than drawn empty. */
  'badge-empty': (_facts: NoFacts): DiagnosticText => ({
    message: 'This `<Badge>` has no text, so it is left out.',
    hint: 'Give it a `text` attribute (`<Badge type="tip" text="beta" />`) or content between its tags.',
  }),

  /** VitePress' `<<< @/file` code snippet line (`markdown.syntax: 'vitepress'`). */
  'code-snippet': (facts: CodeSnippetFacts): DiagnosticText =>
    fileIntoPage(facts, {
      noun: 'The code snippet',
      content: 'the code',
      from: 'the page',
      limitOf: 'a snippet',
      tooLargeFix: 'Show a `#region` of it, or link to the file instead.',
      marks: (region) => `\`#region ${region}\` and \`#endregion ${region}\` comments`,
    }),

  'markdown-include': (facts: MarkdownIncludeFacts): DiagnosticText =>
    facts.variant === 'loop'
      ? {
          message: `The include ${ticked(facts.path)} names a file that includes itself, or is included too deep (${facts.chain.map((file) => ticked(file)).join(' → ')}), so it is not read again.`,
          hint: 'Break the chain: a file must not include a file that includes it.',
        }
      : fileIntoPage(facts, {
          noun: 'The include',
          content: 'the text',
          from: 'the file that includes it',
          limitOf: 'an included file',
          tooLargeFix: 'Include a `#region` of it, or split it.',
          marks: (region) => `\`<!-- #region ${region} -->\` and \`<!-- #endregion ${region} -->\``,
        }),

  'code-block-meta': (facts: CodeBlockMetaFacts): DiagnosticText => {
    switch (facts.variant) {
      case 'bad-range':
        return {
          message: `The line range ${ticked(facts.range)} on this code fence is not a line number or a \`from-to\` range, so it highlights nothing.`,
          hint: 'After the language on the fence line, write line numbers and ranges counted from 1, such as `{1,3-5}`.',
        };
      case 'line-out-of-range':
        return {
          message: `This code fence highlights line ${facts.line}, but the block has ${facts.lines} line${facts.lines === 1 ? '' : 's'}.`,
          hint: 'Fix the `{…}` range on the fence line (magic comment lines do not count).',
        };
      case 'unclosed-highlight':
        return {
          message: 'This `highlight-start` comment has no `highlight-end`, so the code is highlighted to the end of the block.',
          hint: 'Add a `highlight-end` comment line where the highlighted lines stop.',
        };
      case 'stray-highlight-end':
        return {
          message: 'This `highlight-end` comment has no `highlight-start` before it.',
          hint: 'Add a `highlight-start` comment line above the lines to highlight, or remove this one.',
        };
      case 'slow-marker-expression':
        return {
          message: `The text marker ${ticked(`/${facts.expression}/`)} on this code fence repeats a group that repeats something itself, which can take a time that grows exponentially with a line's length, so docsgen does not run it and it marks nothing.`,
          hint: 'Write the expression without a repetition inside a repeated group (`/a+/` rather than `/(a+)+/`), or quote the text to mark instead: `"text"`.',
        };
      case 'bad-marker-expression':
        return {
          message: `The text marker ${ticked(`/${facts.expression}/`)} on this code fence is not a valid regular expression, so it marks nothing.`,
          hint: 'Fix the expression (a slash inside it is written `\\/`), or quote the text to mark instead: `"text"`.',
        };
      case 'bad-frame':
        return {
          message: `The frame ${ticked(facts.frame)} on this code fence is not one Expressive Code draws, so the block gets the frame its language gives it.`,
          hint: 'Write `frame="code"`, `frame="terminal"`, `frame="none"` or `frame="auto"`, or remove it.',
        };
      case 'range-label':
        return {
          message: `The label ${ticked(facts.label)} of a line range on this code fence is not drawn: docsgen marks the range's lines without it.`,
          hint: 'Remove the label (`ins={5-7}`), or say what it said in the text around the block.',
        };
    }
  },

  /** A ```` ```bash npm2yarn ```` fence on a site whose config leaves `markdown.npm2yarn` off. */
  'npm2yarn-off': (_facts: NoFacts): DiagnosticText => ({
    message:
      'This code fence asks for npm, Yarn, pnpm and Bun tabs (`npm2yarn` on its fence line), but `markdown.npm2yarn` is off, so it shows as one npm code block.',
    hint: "Enable `markdown.npm2yarn` in site.config.ts (`markdown: { npm2yarn: true }`, or `{ sync: true }` to share the reader's choice across pages), or remove `npm2yarn` from the fence line.",
  }),

  /** `limit` is the documented nesting limit. */
  'markdown-too-deep': ({ limit }: { limit: number }): DiagnosticText => ({
    message: `Blocks are nested more than ${limit} levels deep here (quotes and lists inside each other).`,
    hint: `Flatten the structure: docsgen reads at most ${limit} levels of nested quotes and lists.`,
  }),

  /**
   * Syntax a Markdown plugin was meant to handle, still in the page after the site's plugins ran: a code block's
   * `language` or `meta` word, or a link's `scheme` (`raw` is the first such link). `plugins` are the plugins that
   * could have handled it: those `markdown.missingPlugins` names (`listed: 'missing'`), or the site's own, by their
   * place (`listed: 'running'`). `count` is how many times the page has it.
   */
  'markdown-syntax-unhandled': (facts: UnhandledSyntaxFacts): DiagnosticText => {
    const shown =
      facts.plugins.length > 3 ? [...facts.plugins.slice(0, 3).map(ticked), `${facts.plugins.length - 3} more`].join(', ') : tickedList(facts.plugins);
    const others = facts.count - 1;
    const more = others > 0 ? `, as ${others === 1 ? 'does 1 more' : `do ${others} more`} on this page` : '';
    const shortRaw = (fallback: string) => ticked(facts.raw && facts.raw.length > 60 ? `${facts.raw.slice(0, 57)}...` : (facts.raw ?? fallback));
    const what =
      facts.variant === 'file'
        ? `This code block is empty, and its meta word \`file=\` names the file its code was to be read from; no plugin read it in, so the block ships empty${more}.`
        : facts.variant === 'scheme'
          ? `The link ${shortRaw(`${facts.syntax}:`)} uses the \`${facts.syntax}:\` scheme, which no browser opens, and no plugin rewrote it, so it ships as written${more}.`
          : facts.variant === 'template'
            ? `This code block's text ${shortRaw(`{{ #${facts.syntax} }}`)} is a plugin's \`#${facts.syntax}\` directive, and no plugin replaced it, so the block shows the directive instead of the code it names${more}.`
            : `This code block's ${facts.variant === 'language' ? 'language' : 'meta word'} ${ticked(facts.syntax)} is ${facts.variant === 'language' ? 'no language a highlighter knows but ' : ''}a plugin's syntax, and no plugin handled it, so the block shows as plain code${more}.`;
    const instead =
      facts.variant === 'file'
        ? 'or paste the code into the block'
        : facts.variant === 'scheme'
          ? 'or link a page or an http(s) address instead'
          : facts.variant === 'template'
            ? 'or write the code itself in the block'
            : `or write the block without it${facts.variant === 'language' ? ' (with a language such as `tsx` or `text`)' : ''}`;
    if (facts.listed === 'known')
      return {
        message: `${what} It is the syntax of ${shown}${facts.variant === 'file' ? ' and plugins like it' : ''}, which this site does not run.`,
        hint: `If the site can run it as a remark or rehype plugin, install it, import it in site.config.ts and add it to its \`markdown\` plugin list; otherwise, ${instead.replace(/^or /, '')}.`,
      };
    return facts.listed === 'missing'
      ? {
          message: `${what} \`markdown.missingPlugins\` names ${shown}: the pages were written for ${facts.plugins.length === 1 ? 'it' : 'them'}, and this site does not run ${facts.plugins.length === 1 ? 'it' : 'them'}.`,
          hint: `If a remark or rehype plugin handles it, install it, import it in site.config.ts and add it to its \`markdown\` plugin list (then take it out of \`markdown.missingPlugins\`); otherwise, ${instead.replace(/^or /, '')}.`,
        }
      : {
          message: `${what} The site's Markdown plugins (${shown}) left it as it is.`,
          hint: `Add the plugin that handles it to the \`markdown\` plugin lists in site.config.ts, ${instead}.`,
        };
  },

  /** The rest of the site is built; this page is an error until it fits the budget. */
  'page-over-budget': (facts: PageOverBudgetFacts): DiagnosticText => {
    const cause = COSTLY_SHAPE_CAUSE(facts.shape);
    const fix =
      facts.shape || facts.variant !== 'exit'
        ? COSTLY_SHAPE_FIX(facts.shape)
        : 'Find the code this page runs (its expressions and components) that ends the process, such as a call of `process.exit`, and remove it.';
    switch (facts.variant) {
      case 'time':
        return {
          message: `This page took more than ${facts.limitMs / 1000} s to render, so docsgen stopped it: ${cause}.`,
          hint: `${fix} Each page gets ${facts.limitMs / 1000} s to render (\`--page-timeout <seconds>\` changes it); the other pages were rendered.`,
        };
      case 'memory':
        return {
          message: `Rendering this page needed more than ${facts.limitMb.toLocaleString('en')} MB of memory, so docsgen stopped it: ${cause}.`,
          hint: `${fix} Each page gets ${facts.limitMb.toLocaleString('en')} MB of JavaScript heap to render; the other pages were rendered.`,
        };
      case 'exit':
        return {
          message: `Rendering this page ended its render thread with exit code ${facts.code}: ${cause}.`,
          hint: `${fix} The other pages were rendered.`,
        };
    }
  },

  /** `dropped`: the elements and attributes the announcement bar's inline allowlist left out (`<img>`, `onclick on <a>`). */
  /**
   * A `redirects` entry whose `from` is a page of the site (`page`), or another entry's `from` (`earlierTo`: where that
   * one leads; `earlierFrom`: its `from` as written, when it differs from this one's but is the same address, `/a` for `/a/index`).
   */
  'redirect-ignored': ({
    from,
    to,
    page,
    earlierTo,
    earlierFrom,
  }: {
    from: string;
    to: string;
    page?: string;
    earlierTo?: string;
    earlierFrom?: string;
  }): DiagnosticText =>
    page !== undefined
      ? {
          message: `The redirect from ${ticked(from)} to ${ticked(to)} is left out: ${ticked(page)} is a page of the site, which it would replace.`,
          hint: 'Remove the redirect, or move the page away from that path if the redirect should win.',
        }
      : earlierFrom !== undefined
        ? {
            message: `The redirect from ${ticked(from)} to ${ticked(to)} is left out: docsgen serves ${ticked(from)} and ${ticked(earlierFrom)} as one address, and an earlier one leads from ${ticked(earlierFrom)} to ${ticked(earlierTo ?? '')}.`,
            hint: 'Keep one redirect per address: a page can forward to one place only. Remove one of the two, or make both lead to the same place.',
          }
        : {
            message: `The redirect from ${ticked(from)} to ${ticked(to)} is left out: an earlier one already leads from there to ${ticked(earlierTo ?? '')}.`,
            hint: 'Keep one redirect per `from` path: a page can forward to one place only.',
          },

  'announcement-html-dropped': ({ dropped }: { dropped: readonly string[] }): DiagnosticText => ({
    message: `The announcement bar's content holds HTML the bar does not show: ${tickedList(dropped)}. Its text is kept.`,
    hint: INLINE_HTML_HINT,
  }),

  /** `keyPath`: `footer.copyright`, or a footer item written as HTML (`footer.columns[1].items[2]`). */
  'footer-html-dropped': ({ keyPath, dropped }: { keyPath: string; dropped: readonly string[] }): DiagnosticText => ({
    message: `${ticked(keyPath)} holds HTML the footer does not show: ${tickedList(dropped)}. Its text is kept.`,
    hint: keyPath === 'footer.copyright' ? INLINE_HTML_HINT : FOOTER_ITEM_HINT,
  }),

  /** `scheme` is the link's scheme, such as `javascript` or `data`. */
  'link-unsafe': ({ raw, scheme }: { raw: string; scheme: string }): DiagnosticText => ({
    message: `The link ${ticked(raw.length > 60 ? `${raw.slice(0, 57)}...` : raw)} uses the \`${scheme}:\` scheme, which docs pages do not allow.`,
    hint: 'Link a page, a file of the site or an http(s) address instead; put data in a file of the static folder.',
  }),

  /**
   * A local image or linked file that is not there. `path` is where it was looked for, relative to the site root;
   * `staticDir` is set when the address starts with `/` (a file of the static folder).
   */
  /** `inConfig`: the config names the file (the favicon, the social card, a logo), always in the static folder. */
  'file-missing': ({
    raw,
    what,
    path,
    staticDir,
    inConfig,
    pagesPath,
  }: {
    raw: string;
    what: 'image' | 'file';
    path: string;
    staticDir: string | null;
    inConfig?: boolean;
    /** On a site read as VitePress': the file of the pages' folder an absolute address was also looked for as. */
    pagesPath?: string;
  }): DiagnosticText => ({
    message: `The ${what} ${ticked(raw)} does not exist: there is no file ${ticked(path)}${pagesPath ? ` nor ${ticked(pagesPath)}` : ''}.`,
    hint: inConfig
      ? `The config's images are files of the static folder (${ticked((staticDir ?? 'static') + '/')}): add the file there, or write an absolute URL (\`https://…\`).`
      : pagesPath && staticDir !== null
        ? `An address starting with \`/\` names a file of the static folder (${ticked(staticDir + '/')}), else, as VitePress reads it, of the pages' folder: add the file to either, or write a path relative to the page (\`./name.png\`).`
        : staticDir !== null
          ? `An address starting with \`/\` names a file of the static folder (${ticked(staticDir + '/')}): add the file there, or write a path relative to the page (\`./name.png\`).`
          : `A relative address starts from the page's own folder: add the file there, or fix the path.`,
  }),

  /** `path`: the file the address names, relative to the site root; `docsDir`: the docs folder when it is beside the site (`../docs`). */
  'file-above-site': ({ raw, what, path, docsDir }: { raw: string; what: 'image' | 'file'; path: string; docsDir: string | null }): DiagnosticText => ({
    message: `The ${what} ${ticked(raw)} is \`${path}\`, outside the site folder${docsDir ? ` and the docs folder (${ticked(docsDir + '/')})` : ''}: docsgen neither reads nor publishes files there, so ${what === 'file' ? 'the link is left as written, and leads nowhere on the built site' : 'the image is left out'}.`,
    hint:
      what === 'file'
        ? 'Link the file where readers can open it (its address in the repository, `https://…`), or copy it into the docs folder and link the copy.'
        : 'Copy the image into the docs folder (or the static folder) and point the address at the copy.',
  }),

  /** `path`: the file the address names, relative to the site root, whose links lead outside the site folder. */
  'file-outside-site': ({ raw, what, path }: { raw: string; what: 'image' | 'file'; path: string }): DiagnosticText => ({
    message: `The ${what} ${ticked(raw)} is \`${path}\`, a symlink that leads outside the site folder: docsgen reads and publishes only files inside the site.`,
    hint: 'Copy the file into the site folder, or point the link at a file inside it.',
  }),

  /** `element`: `heading` for a `{#id}`, else the HTML element that carries the id. */
  'id-reserved': ({ id, element }: { id: string; element: string }): DiagnosticText => ({
    message: `The id ${ticked(id)} ${element === 'heading' ? 'of this heading' : `on \`<${element}>\``} is one docsgen keeps for its own page parts (ids starting with \`__docsgen\` or \`docsgen-\`), so it is left out.`,
    hint: 'Choose another id (links to it must change with it).',
  }),

  /** `page`: the page a partial's heading is part of (the partial's file is the place). */
  'heading-id-duplicate': ({ id, page }: { id: string; page?: string }): DiagnosticText => ({
    message: page
      ? `This heading has the id ${ticked(id)}, which another heading of the page ${page} has too (a partial's headings are the page's).`
      : `Two headings on this page have the id ${ticked(id)}.`,
    hint: 'Give one heading an explicit id with `{#another-id}` at the end of its text.',
  }),

  'directive-invalid': (facts: DirectiveInvalidFacts): DiagnosticText => {
    switch (facts.variant) {
      case 'details-without-summary':
        return {
          message: 'A details block needs a summary.',
          hint: 'Write it as `:::details[What the reader clicks]`.',
        };
      case 'foreign-child':
        if (facts.vitepress)
          return {
            message: 'A `::: tabs` block holds content that no `== label` line starts, so it is in no tab.',
            hint: "Start the block with a `== Label` line (the tab's name, on a line of its own), or move this content out of it.",
          };
        return {
          message: `A \`::::${facts.group}\` block may only hold \`:::${facts.entry}\` entries.`,
          hint: `Wrap this content in \`:::${facts.entry}{…}\` … \`:::\`, or move it out of the \`::::${facts.group}\` block.`,
        };
      case 'outside-group':
        return {
          message: `\`:::${facts.entry}\` must sit inside a \`::::${facts.group}\` block.`,
          hint: `Wrap it in \`::::${facts.group}\` … \`::::\` (four colons).`,
        };
      case 'card-without-target':
        return {
          message: 'A card needs a `title` and an `href`.',
          hint: 'Write it as `:::card{title="Quickstart" href="/introduction/quickstart"}`.',
        };
      case 'tab-without-label':
        return {
          message: 'A tab needs a `label`.',
          hint: 'Write it as `:::tab{label="macOS"}`.',
        };
      case 'stray-fence':
        if (facts.closedBy === 'list-item')
          return {
            message: `This \`${facts.fence}\` closes no directive: the one above it was opened inside a list item, and ended with that item, before the text that is not indented under it.`,
            hint: "Indent the lines between the directive and this fence as far as the list item's text, so they stay in the item; or start the directive on a line of its own, outside the list.",
          };
        return {
          message: `This \`${facts.fence}\` closes no directive: the fence of a directive inside had already closed the one it was meant for.`,
          hint: 'Give each directive one colon more than the directives inside it, for example `:::::tabs` › `::::tab{label="macOS"}` › `:::note` … `:::`, then `::::` and `:::::`.',
        };
      case 'tabs-query-without-key':
        return {
          message: 'A `::::tabs` block with `queryString` needs a name for the URL parameter.',
          hint: 'Write `::::tabs{groupId="os" queryString}` (the parameter takes the groupId) or `::::tabs{queryString="os"}`.',
        };
      case 'unknown-leaf':
        return { message: `Unknown directive \`::${facts.name}\`.`, hint: USE_KNOWN_DIRECTIVES(facts.admonitions, facts.planBadges) };
      case 'unknown-container':
        if (facts.missingPlugins?.length)
          return {
            message: `\`:::${facts.name}\` is no directive of docsgen's: it is a container of ${tickedList(facts.missingPlugins)}, which the pages were written for and this site does not run (\`markdown.missingPlugins\`).`,
            hint: `Add \`${facts.name}\` to \`markdown.admonitions.keywords\` to draw it as an admonition box, or rewrite it with docsgen's directives.`,
          };
        return facts.vitepress
          ? {
              message: `\`::: ${facts.name}\` is VitePress' syntax, which this site does not read.`,
              hint: "Set `markdown: { syntax: 'vitepress' }` in site.config.ts to read VitePress' Markdown, or rewrite the block with docsgen's directives.",
            }
          : { message: `Unknown directive \`:::${facts.name}\`.`, hint: USE_KNOWN_DIRECTIVES(facts.admonitions, facts.planBadges) };
      case 'code-group-child':
        return {
          message: 'A `::: code-group` block may only hold code blocks, so this is shown after its tabs.',
          hint: 'Move it out of the code group, or make it a fenced code block (its tab is named by `[label]` after the language: ```` ```js [config.js] ````).',
        };
      case 'code-group-nested':
        return {
          message: `This \`::: code-group\` line opens a group inside the code group of line ${facts.line}, which is not closed before it; a code group cannot hold another, so what follows is shown after the tabs.`,
          hint: 'If this line was meant to close the group, write `:::`; otherwise close the first group with `:::` before it.',
        };
      case 'code-group-empty':
        return {
          message: 'This `::: code-group` block holds no code block, so it has no tabs to show.',
          hint: 'Put fenced code blocks (or `<<< @/file` snippet lines) inside it, or remove the container.',
        };
      case 'unknown-plan':
        return {
          message: `Unknown plan ${ticked(facts.plan || '(empty)')} in a plan badge.`,
          hint: `Write one of ${tickedList(facts.plans.map((p) => `:plan[${p}]`))}.`,
        };
      case 'unknown-text':
        return {
          message: `Unknown directive \`:${facts.name}\`.`,
          hint:
            facts.name === 'plan' && !facts.planBadges
              ? 'Plan badges are off: set `docs.planBadges: { href, plans }` in the config to use `:plan[…]`. To write a colon before a word, put a space after it or escape it as `\\:`.'
              : `Use \`:kbd[…]\`${facts.planBadges ? ' or `:plan[…]`' : ''}; to write a colon before a word, put a space after it or escape it as \`\\:\`.`,
        };
    }
  },

  /** `tex` is the formula as written (shortened by the caller); `reason` is KaTeX's own words for the problem. */
  'math-invalid': ({ tex, reason, display }: { tex: string; reason: string; display: boolean }): DiagnosticText => ({
    message: `The ${display ? 'math block' : 'inline math'} ${ticked(tex)} is not valid TeX for KaTeX: ${reason}`,
    hint: 'Fix the formula (KaTeX supports the commands listed at https://katex.org/docs/supported). To write a dollar sign as text, escape it as `\\$`.',
  }),

  /**
   * The site's own code (a Markdown plugin, a component) failed outside any page: an error event nobody listened to,
   * a promise nobody awaited. `program`: the program it started that is not installed (`spawn flow ENOENT`).
   */
  /** `elements`: the lowercase keys of the site's `src/theme/MDXComponents` default export (`a`, `h2`, `wrapper`). */
  'mdx-components-element': ({ elements }: { elements: readonly string[] }): DiagnosticText => ({
    message: `\`src/theme/MDXComponents\` replaces ${elements.length === 1 ? 'the element' : 'the elements'} ${tickedList(elements)}, which docsgen does not use: pages draw ${elements.length === 1 ? 'it' : 'them'} with docsgen's theme.`,
    hint: 'Restyle elements with CSS or `theme-overrides/`; what the replacement changed in the pages themselves (a link it sent to another site, say) must be written into them. Its entries named with a capital letter are used, as components every page has.',
  }),

  /** `keepsServing`: in `docsgen dev`, which goes on serving. */
  'site-code-failed': ({
    reason,
    program,
    installFile,
    keepsServing,
  }: {
    reason: string;
    program?: string;
    installFile?: string;
    keepsServing?: boolean;
  }): DiagnosticText => ({
    message: installFile
      ? `docsgen's own file ${ticked(installFile)} cannot be read, so ${keepsServing ? 'a page could not be built' : 'the build stopped'}: ${reason}`
      : keepsServing
        ? `Code the site ran failed outside any page: ${reason.replace(/\.$/, '')}. docsgen dev keeps serving; a page that waited on that code may be out of date until you save it again.`
        : `Code the build ran failed outside any page, so the build stopped: ${reason}`,
    hint: installFile
      ? "docsgen's installation is incomplete (no fault of the site): install it again (`npm ci`, or `npm install docsgen`); a copy of docsgen needs every folder its package.json lists under `files`."
      : program
        ? `A Markdown plugin or component of the site starts the program ${ticked(program)}, which is not installed here (or not on PATH): install it where docsgen builds the site, or take that plugin out of the config.`
        : 'A Markdown plugin or component of the site started work it does not wait for: find it by the reason above, and make it report its failure (a promise it returns, an error handler) or take it out of the config.',
  }),

  /** `plugin` names it and its place in the config (`markdown.remarkPlugins[0] (remarkFoo)`); `reason` is its own words. */
  /** `asynchronous`: the plugin failed by working asynchronously where docsgen could not wait for it. */
  'markdown-plugin-failed': ({ plugin, reason, asynchronous }: { plugin: string; reason: string; asynchronous?: true }): DiagnosticText =>
    plugin === 'markdown.preprocessor'
      ? {
          message: `The site's \`markdown.preprocessor\` failed on this page: ${reason}`,
          hint: 'Fix the preprocessor in the config: it is given `{ filePath, fileContent }` and must return the text to parse, a string, without waiting for anything.',
        }
      : {
          message: `The site's Markdown plugin ${plugin} failed on this page: ${reason}`,
          hint: asynchronous
            ? 'Import this Markdown file in the page itself, where its plugins are awaited, or make the plugin synchronous.'
            : 'Fix what the plugin reports in this page, or its options in the config, or take it out of the list.',
        },

  /** `install`: the npm line that adds the renderer (`util/optional-packages.ts`). */
  'renderer-not-installed': ({ feature, install }: { feature: 'math' | 'mermaid'; install: string }): DiagnosticText =>
    feature === 'math'
      ? {
          message: 'This page has math (`$…$`, `$$…$$` or a ```math block), but the math renderer is not installed, so it would show as plain text.',
          hint: `Install it in the site's folder: \`${install}\`. If the dollar signs are text, write each as \`\\$\`.`,
        }
      : {
          message: 'This page has a ```mermaid diagram, but Mermaid is not installed, so it cannot be drawn.',
          hint: `Install it in the site's folder: \`${install}\`, or change the fence's language from \`mermaid\` to \`text\` to show the source as code.`,
        },

  /** `keyword` is the diagram's first word (empty for an empty diagram); `known` are Mermaid's diagram types. */
  'mermaid-unknown-diagram': ({ keyword, known }: { keyword: string; known: readonly string[] }): DiagnosticText => ({
    message: keyword ? `The Mermaid diagram starts with ${ticked(keyword)}, which is not a Mermaid diagram type.` : 'The Mermaid diagram is empty.',
    hint: `Start the diagram with its type, one of ${tickedList(known)} (such as \`flowchart LR\` or \`sequenceDiagram\`).`,
  }),

  // ── Links ───────────────────────────────────────────────────────────────────────────────────────────────
  /** `raw` is the link as the author wrote it. */
  'broken-markdown-link': ({ raw }: { raw: string }): DiagnosticText => ({
    message: `The Markdown file link ${ticked(raw)} does not point to a doc.`,
    hint: "Fix the relative path to the .md file (it is resolved from this file's folder), or link the route instead.",
  }),

  /** `route` is where the link leads (null only for an unresolved Markdown file link); `suggestions` the closest routes. */
  /** `target`: the Markdown file the link leads to, which failed to load (its own error is reported above). */
  'link-to-failed-page': ({ raw, target }: { raw: string; target: string }): DiagnosticText => ({
    message: `The link ${ticked(raw)} links to ${target}, which has an error above, so it is not a page yet.`,
    hint: `Fix the error in ${target} first; this link works once that page loads.`,
  }),

  /** `locale`: the page's locale when it is not the default one (a translated or untranslated copy of the file). */
  'broken-link': ({
    raw,
    route,
    suggestions,
    locale,
  }: {
    raw: string;
    route: string | null;
    suggestions: readonly string[];
    locale?: string;
  }): DiagnosticText => ({
    message: `The link ${ticked(raw)} points to ${ticked(String(route))}, which is not a page of this site${locale ? `, on the page's ${ticked(locale)} locale` : ''}.`,
    hint: /\.mdx?\/(?=[#?]|$)/.test(raw)
      ? `The \`/\` after the Markdown file's name makes the link an address rather than the file: write ${ticked(raw.replace(/(\.mdx?)\/(?=[#?]|$)/, '$1'))}.`
      : `Link an existing route${suggestions.length ? `, such as ${tickedList(suggestions)}` : ''}; if something else serves that path beside docsgen (an app, another tool's pages), list it in \`servedElsewhere\`.`,
  }),

  /** `route`: the page the link names in another case, whose own route the link is written with. */
  'link-case-differs': ({ raw, route }: { raw: string; route: string }): DiagnosticText => ({
    message: `The link ${ticked(raw)} names the page ${ticked(route)} in another case; it is written as the page's route, which a host that serves files by their name needs.`,
    hint: `Write the link as ${ticked(route)}.`,
  }),

  /** `onSamePage`: the link points into the page it is on; `suggestions` are the closest heading ids there. */
  'broken-anchor': ({
    raw,
    anchor,
    route,
    onSamePage,
    suggestions,
    locale,
    untranslated,
  }: {
    raw: string;
    anchor: string;
    route: string;
    onSamePage: boolean;
    suggestions: readonly string[];
    locale?: string;
    /** The page has no translation in `locale`: its default-locale text links that locale's page, whose headings are translated. */
    untranslated?: boolean;
  }): DiagnosticText => ({
    message: `The link ${ticked(raw)} points to the anchor ${ticked('#' + anchor)}, which is not a heading on ${onSamePage ? 'this page' : ticked(route)}${locale ? `, on the page's ${ticked(locale)} locale` : ''}.`,
    hint:
      untranslated && !onSamePage
        ? `This page has no ${ticked(String(locale))} translation, so its text is shown there and its link leads to ${ticked(route)}, whose headings are translated${suggestions.length ? ` (${tickedList(suggestions.map((s) => '#' + s))})` : ''}: give the heading meant there the id the link names (\`## Heading {#${anchor}}\`), or translate this page.`
        : suggestions.length
          ? `Use one of the page's heading ids, such as ${tickedList(suggestions.map((s) => '#' + s))}, or add a heading with that id.`
          : 'The target page has no headings to link to; link the page without an anchor.',
  }),

  // ── Search ──────────────────────────────────────────────────────────────────────────────────────────────
  'search-no-records': (_facts: NoFacts): DiagnosticText => ({
    message: 'This page gives search no text to find: it has no paragraph, list item or table (its title and headings alone are found, as headings).',
    hint: 'Add body text, or take the page out of the site if it has nothing to say.',
  }),

  'search-empty': (_facts: NoFacts): DiagnosticText => ({
    message: 'The search index is empty: no page gave any text to search.',
    hint: 'Add docs with body text.',
  }),

  'search-index': (facts: SearchIndexFacts): DiagnosticText => {
    switch (facts.variant) {
      case 'no-search-config':
        return {
          message: 'The site has no search config, so there are no records to index.',
          hint: 'Add `search: { indexName: … }` to the site config.',
        };
      case 'no-app-id':
        return {
          message: '`appId` is missing.',
          hint: 'Set `search.appId` in the site config to push records to Algolia.',
        };
      case 'no-admin-key':
        return {
          message: `${ticked(facts.variable)} is not set.`,
          hint: `Export an Algolia admin API key as ${facts.variable} (it must never be in the site config).`,
        };
      case 'push-failed':
        return {
          message: `Pushing the records to Algolia failed: ${facts.reason}`,
          hint: 'Check the app id, the admin key and the network, then run `docsgen index --push` again.',
        };
    }
  },

  // ── Files for agents ────────────────────────────────────────────────────────────────────────────────────
  /**
   * `path` is the output path claimed twice (`llms.txt`, `guide.md`); `markdownOf` is the route whose Markdown copy
   * that path is, or null for `llms.txt` and `llms-full.txt`; `by` is what else claims it.
   */
  /** `path`: where the static file would be served (relative to the output), which a generated file takes. */
  'static-file-clash': ({ path }: { path: string }): DiagnosticText => ({
    message: `This static file would be served at ${ticked('/' + path)}, where docsgen writes a file of its own (a page, a script, the search index…); it would replace that file, so it is not copied.`,
    hint: 'Rename or move the static file; to change a page, edit its Markdown, and to add headers, write them in `static/_headers`, which docsgen merges with its own.',
  }),

  /** `headers`: the security headers a static `_headers` file sets, which docsgen also sets. */
  'static-headers-weaken': ({ headers }: { headers: readonly string[] }): DiagnosticText => ({
    message: `This \`_headers\` file sets ${tickedList(headers)}, which docsgen also sets for every page. Its rules are kept, before docsgen's: hosts that read the file send both values (a browser enforces both policies), and \`docsgen serve\` sends docsgen's.`,
    hint: "Remove those lines to keep docsgen's headers alone; to allow another script or style host, add it in the site config (`headTags`, `search`, `analytics`) so the policy includes it.",
  }),

  'agent-file-clash': ({ path, markdownOf, by }: { path: string; markdownOf: string | null; by: 'static' | 'page' }): DiagnosticText => {
    const generated =
      markdownOf === null
        ? `the ${ticked(path)} docsgen writes for agents`
        : `the Markdown copy of the page ${ticked(markdownOf)} that docsgen writes for agents`;
    const off = 'or set `llms: false` in the site config to write no files for agents';
    return by === 'static'
      ? {
          message: `This static file would be served at ${ticked('/' + path)}, which is the address of ${generated}.`,
          hint: `Rename or remove the static file, ${off}.`,
        }
      : { message: `The route ${ticked('/' + path)} is also the address of ${generated}.`, hint: `Give this page another \`slug\`, ${off}.` };
  },

  // ── docsgen init ────────────────────────────────────────────────────────────────────────────────────────
  /**
   * `folder` is the target folder relative to the current one (`.` for the current folder itself; absolute when
   * outside it); `files` are the paths in it that already exist; `scripts` are package.json scripts it already
   * defines with other commands.
   */
  'init-files-in-the-way': ({ folder, files, scripts }: { folder: string; files: readonly string[]; scripts: readonly string[] }): DiagnosticText => {
    const where = folder === '.' ? 'the current folder' : ticked(folder);
    const parts = [
      ...(files.length ? [`${files.length === 1 ? 'a file' : 'files'} that already exist${files.length === 1 ? 's' : ''} (${tickedList(files)})`] : []),
      ...(scripts.length ? [`the package.json script${scripts.length === 1 ? '' : 's'} ${tickedList(scripts)}`] : []),
    ];
    const steps = [
      ...(files.length ? [`move ${files.length === 1 ? 'that file' : 'those files'} away`] : []),
      ...(scripts.length ? [`rename ${scripts.length === 1 ? 'that script' : 'those scripts'} in package.json`] : []),
    ];
    return {
      message: `\`docsgen init\` would overwrite ${parts.join(' and ')} in ${where}, so it wrote nothing.`,
      hint: `Run it in a new folder (\`docsgen init my-docs\`), or ${steps.join(' and ')} first.`,
    };
  },

  // ── docsgen init --from-docusaurus ──────────────────────────────────────────────────────────────────────
  /** `folder` as the user named it; `names` the config file names looked for. */
  'migrate-source-missing': ({ folder, names }: { folder: string; names: readonly string[] }): DiagnosticText => ({
    message: `There is no Docusaurus config in ${folder} to migrate from.`,
    hint: `Run \`docsgen init --from-docusaurus <dir>\` with the folder that holds ${names.join(', ')}.`,
  }),

  'migrate-source-unreadable': (facts: MigrateUnreadableFacts): DiagnosticText => {
    switch (facts.variant) {
      case 'syntax':
        return {
          message: `The Docusaurus config could not be parsed: ${facts.reason}`,
          hint: 'Fix the syntax error; `docusaurus build` would fail on it too.',
        };
      case 'threw':
        return {
          message: `The Docusaurus config failed while it ran: ${facts.reason}`,
          hint: facts.missing?.length
            ? `It requires ${tickedList(facts.missing)}, which docsgen could not load (not installed where the config is, or failing to load), so it ran with empty stand-ins: install the site's dependencies (\`npm install\` in the site folder, or at the root of its workspace) and run \`docsgen init --from-docusaurus\` again.`
            : "docsgen runs the config with Docusaurus' own packages replaced by empty stand-ins (it loads the others from the site's node_modules); compute this value without them, or write site.config.ts by hand.",
        };
      case 'timeout':
        return { message: `The Docusaurus config did not finish within ${facts.ms} ms.`, hint: 'Check it for a loop, or for a request that never answers.' };
      case 'out-of-memory':
        return {
          message: `The Docusaurus config could not be read: ${facts.reason}.`,
          hint: 'Check it for data that grows without end; a config needs far less memory than this.',
        };
      case 'exited':
        return {
          message: `The Docusaurus config could not be read: ${facts.reason}.`,
          hint: 'Remove the `process.exit` (or the code that ends the process) from the config, or write site.config.ts by hand.',
        };
      case 'not-an-object':
        return {
          message: 'The Docusaurus config exports no config object.',
          hint: 'It must export the config (or a function that returns it) as `module.exports` or `export default`.',
        };
    }
  },

  /** `file` is the docsgen config already there, relative to the site folder. */
  'migrate-target-exists': ({ file }: { file: string }): DiagnosticText => ({
    message: `The site already has a docsgen config, ${file}, so \`docsgen init --from-docusaurus\` wrote nothing.`,
    hint: 'Move it away (or delete it) and run `docsgen init --from-docusaurus` again.',
  }),

  /** `keyPath` is where the setting sits in the Docusaurus config, such as `presets[0][1].blog`. */
  'migrate-not-carried': ({ keyPath, reason, name = '' }: { keyPath: string; reason: NotCarriedReason; name?: string }): DiagnosticText => {
    const { message, hint } = NOT_CARRIED[reason](name);
    return { message: `${ticked(keyPath)} is not carried over: ${message}`, hint };
  },

  'migrate-changed': (facts: MigrateChangedFacts): DiagnosticText => {
    switch (facts.variant) {
      case 'log-policy':
        return {
          message: `${ticked(facts.keyPath)} is 'log', which docsgen does not have; it is written as 'warn'.`,
          hint: "'warn' prints the problem and fails the build only with --strict; use 'ignore' to hide it.",
        };
      case 'label-missing':
        return {
          message: `${ticked(facts.keyPath)} has no label, which docsgen needs; it is written with the label ${JSON.stringify(facts.label)}.`,
          hint: 'Change the label in site.config.ts if another one fits better.',
        };
      case 'legacy-app-id':
        return {
          message: `${ticked(facts.keyPath)} has no \`appId\`; the one Docusaurus 2 used when none was given, ${ticked(facts.appId)}, is written.`,
          hint: 'Check the app id in your Algolia dashboard.',
        };
      case 'mdx1':
        return {
          message: `${ticked(facts.keyPath)} is written as 'mdx': this is a Docusaurus 2 site, whose MDX 1 let through what MDX 3 (Docusaurus 3's, and docsgen's) refuses, such as \`{\` in text and HTML that never closes.`,
          hint: "Fix the pages the build names as Docusaurus' upgrade guide to version 3 says; or write `format: 'detect'` to read `.md` pages as Markdown (their imports and components then show as text).",
        };
      case 'custom-css-preprocessed':
        return {
          message: `${ticked(facts.keyPath)} names ${tickedList(facts.files)}, which docsgen cannot read (it bundles CSS and Sass, and Docusaurus needed a Less or Stylus plugin for ${facts.files.length === 1 ? 'it' : 'them'}), so ${facts.files.length === 1 ? 'it is' : 'they are'} left out of \`customCss\`.`,
          hint: 'Compile each to CSS (such as `npx lessc src/css/custom.less src/css/custom.css`) and add the .css file to `customCss` in site.config.ts.',
        };
      case 'custom-css-missing': {
        const one = facts.files.length === 1;
        return {
          message: `${ticked(facts.keyPath)} names ${tickedList(facts.files)}, which ${one ? 'is' : 'are'} neither a file of the site nor of a package installed in it, so ${one ? 'it is' : 'they are'} left out of \`customCss\`.`,
          hint: "For a package's file, install the site's dependencies (`npm install`), delete site.config.ts and migrate again; otherwise fix the path and add the file to `customCss` in site.config.ts.",
        };
      }
      case 'webpack-carried': {
        const methods = facts.otherMethods.map((m) => `\`${m}\``).join(', ');
        const doNotRun = `${facts.otherMethods.length === 1 ? 'does' : 'do'} not run`;
        // Nothing of it is carried: say what the plugin did, that docsgen leaves it out, and why.
        if (!facts.carried.length) {
          const settings = facts.left.length
            ? `webpack options (\`configureWebpack\`), which docsgen does not use (it bundles with esbuild), so they are left out: ${facts.left.join('; ')}`
            : 'webpack options (`configureWebpack`), none of which the site needs with docsgen (it bundles with esbuild), so they are left out';
          return {
            message: facts.otherMethods.length
              ? `${ticked(facts.keyPath)} (${ticked(facts.plugin)}) is a plugin docsgen does not run: its ${methods} ${doNotRun}, and it sets ${settings}.`
              : `${ticked(facts.keyPath)} (${ticked(facts.plugin)}) only sets ${settings}.`,
            hint: facts.left.length
              ? 'Check the pages whose components need what was left out; `bundle` in site.config.ts takes aliases, fallbacks, definitions and extensions by hand.'
              : "Nothing to do: the site's modules bundle as webpack bundled them.",
          };
        }
        const carried = `what its \`configureWebpack\` gives webpack is carried into \`bundle\` (${facts.carried.join(', ')})`;
        const left = facts.left.length ? `; left out: ${facts.left.join('; ')}` : '';
        const others = facts.otherMethods.length ? `; its ${methods} ${doNotRun}` : '';
        return {
          message: `${ticked(facts.keyPath)} (${ticked(facts.plugin)}) is a plugin docsgen does not run, but ${carried}${left}${others}.`,
          hint:
            facts.left.length || facts.otherMethods.length
              ? 'Check the pages whose components need what was left out; `bundle` in site.config.ts takes aliases, fallbacks, definitions and extensions by hand.'
              : "Nothing to do: the site's modules bundle as webpack bundled them.",
        };
      }
      case 'computed-gap':
        return {
          message: `${ticked(facts.keyPath)} reads ${JSON.stringify(facts.text)}: the config computed it from a value it could not get while docsgen read it (a network call, an environment variable, a file).`,
          hint: 'Check the value in site.config.ts and write what it should say.',
        };
      case 'llms-static':
        return {
          message: `${ticked(facts.file)} is the site's own file for agents, so \`llms: false\` is written: docsgen writes no \`llms.txt\`, \`llms-full.txt\` or page Markdown over it.`,
          hint: 'To have docsgen write them from the pages instead, remove the static file and `llms: false`.',
        };
      case 'trailing-slash':
        return {
          message: `${ticked(facts.keyPath)} is carried: each docs page's and blog post's relative addresses (\`../setup\`) start from its address with a \`/\`, as the pages were written for, and are written absolute; docsgen serves the pages without it, at \`/x\`.`,
          hint: '`docsgen serve` redirects `/x/` to `/x`; set your host to do the same.',
        };
      case 'custom-css-infima':
        return {
          message: `${ticked(facts.keyPath)} is carried as \`customCss\`, bundled after docsgen's theme; its Infima classes and \`--ifm-*\` variables do not style docsgen's theme.`,
          hint: "Set your brand colour as `theme: { colors: { primary: '#…' } }` (your `--ifm-color-primary`); docsgen's guide \"The theme\", Make it yours: styles, lists the theme's custom properties.",
        };
      case 'plugins-merged': {
        const docs = facts.docsKeyPath ? `the docs' list, ${ticked(facts.docsKeyPath)}` : "the docs' list (they have none)";
        const added = facts.added.length
          ? `${tickedList(facts.added)} ${facts.added.length === 1 ? 'joins' : 'join'} it, after the docs' plugins, and ${facts.added.length === 1 ? 'runs' : 'run'} on every page`
          : "the docs' plugins run on every page";
        return {
          message: `${ticked(facts.keyPath)} differs from ${docs}: docsgen runs one \`markdown.${facts.list}\` on every page, so ${added}.`,
          hint: 'Check that the merged list in site.config.ts suits every page, and drop what the docs should not run.',
        };
      }
    }
  },

  'migrate-plugin-not-carried': (facts: MigratePluginFacts): DiagnosticText => {
    const entry = `${ticked(facts.keyPath)} is carried without its entry [${facts.index}]`;
    const named = facts.plugin ? ticked(facts.plugin) : 'an unnamed function';
    const list = `\`markdown.${facts.list}\``;
    /** What the build does meanwhile: the plugin is listed in `markdown.missingPlugins`. */
    const meanwhile =
      ' Until then `markdown.missingPlugins` names it, and the build warns where a page keeps syntax it would have handled (an error under --strict).';
    switch (facts.variant) {
      case 'inline':
        return {
          message: `${entry}, ${facts.plugin ? `the function ${named}` : named} written in the Docusaurus config itself: site.config.ts has no module to import it from.`,
          hint: `Move the function into a file of the site (such as src/remark/${facts.plugin || 'plugin'}.js) and export it; then import it in site.config.ts and add it to ${list}.${meanwhile}`,
        };
      case 'not-installed':
        return {
          message: `${entry}, ${named}: ${facts.pkg === facts.plugin ? 'the package is' : `it needs the package ${ticked(facts.pkg)}, which is`} not installed in the site, so site.config.ts could not import it.`,
          hint: `Install the site's dependencies (\`npm install\`), delete site.config.ts and run \`docsgen init --from-docusaurus\` again; or install the package, import the plugin in site.config.ts and add it to ${list}.${meanwhile}`,
        };
      case 'options':
        return {
          message: `${entry}, ${named}: its options hold what is not plain data (a function written in the config, a regular expression, a value computed with a package), which site.config.ts cannot write out.`,
          hint: `Import the plugin in site.config.ts and add it to ${list}, with its options written out there.${meanwhile}`,
        };
      case 'clash':
        return {
          message: `${entry}, ${named}: docsgen runs one ${list} on every page, and it already has this plugin, with other options, from ${ticked(facts.other)}.`,
          hint: 'Check which options the pages need, and change them in site.config.ts.',
        };
      case 'built-in-options':
        return {
          message: `${entry}, ${named}: docsgen renders math itself on every page (remark-math and KaTeX, built in), and of the plugin's options it takes KaTeX's \`macros\` alone (as \`markdown.math.macros\`), so ${tickedList(facts.options)} ${facts.options.length === 1 ? 'is' : 'are'} not read.`,
          hint: facts.options.some((option) => option.startsWith('macros['))
            ? 'A macro is defined twice with different TeX: `markdown.math.macros` keeps the first definition; check the pages that use it.'
            : "Check that the pages' math renders as it should.",
        };
    }
  },

  /** A component the Docusaurus site swizzled into `src/theme/`; `counterpart` is docsgen's component that plays its part. */
  /** `wrapsPages`: a component Docusaurus wraps every page in (`Root`, `Layout/Provider`), whose providers are lost. */
  'migrate-swizzled-not-used': ({ name, counterpart, wrapsPages }: { name: string; counterpart?: string; wrapsPages?: boolean }): DiagnosticText =>
    wrapsPages
      ? {
          message: `The swizzled component ${ticked(`src/theme/${name}`)} is not carried: Docusaurus wraps every page in it, docsgen wraps its pages in nothing of the site's, so the contexts it provides (and whatever else it renders around pages) are not there.`,
          hint: 'A component that reads one of its contexts gets the default value the context was made with, or throws where the page renders it: give that context a default that works, or provide it inside the component that needs it.',
        }
      : {
          message: `The swizzled component ${ticked(`src/theme/${name}`)} is not used: it is written for Docusaurus' theme (its props, hooks and classes), which docsgen does not run.`,
          hint: counterpart
            ? `docsgen's own ${ticked(counterpart)} plays its part: to change it, write \`theme-overrides/${counterpart}.tsx\` (\`docsgen swizzle ${counterpart} --wrap\` starts one), with what the swizzled one added.`
            : `docsgen's theme has no component of that name, so it is used only where a page or component imports ${ticked(`@theme/${name}`)} (as your own component, which is how Docusaurus resolves it). If it replaced one of Docusaurus' own, see whether a setting does what it did (docsgen's guide "The theme"), else drop it; \`docsgen swizzle\` lists the components that can be replaced.`,
        },

  /** `file`: the site's Babel config; `entries`: the presets and plugins it adds to Docusaurus' own preset. */
  'migrate-babel-not-run': ({ file, entries }: { file: string; entries: readonly string[] }): DiagnosticText => ({
    message: `${ticked(file)} is not read: docsgen compiles the site's components with esbuild, so what it adds to Docusaurus' preset (${entries.map((e) => ticked(e)).join(', ')}) does not run.`,
    hint: "Components that need it (a Babel plugin that rewrites code at build time, such as StyleX's) fail or render differently: check the pages that use them, and compile those components ahead of the build if they must keep it.",
  }),

  /** `file`: a file of the site the config requires that is not there (as the config names it). */
  'migrate-file-not-there': ({ file }: { file: string }): DiagnosticText => ({
    message: `The config requires ${ticked(file)}, which is not there: a build step of the site writes it (a compiled plugin, generated data). The config was read without it, and what it takes from that file is written as imports of it.`,
    hint: "Run the site's step that writes it (a `prebuild` script, a compiler) before `docsgen build`, as before `docusaurus build`.",
  }),

  /** `reason` is the evaluation's error; `file` the sidebars file relative to the site. */
  'migrate-sidebars-unreadable': ({ file, reason }: { file: string; reason: string }): DiagnosticText => ({
    message: `The sidebars file ${file} could not be read: ${reason}`,
    hint: 'docsgen loads it when it builds, with the packages of the site installed; fix it if the build fails on it too.',
  }),

  // ── Dev server ──────────────────────────────────────────────────────────────────────────────────────────
  /** `files` are the changed paths relative to the site root; `reason` is the error's message. */
  'theme-override-unknown': ({ name, suggestions }: { name: string; suggestions: readonly string[] }): DiagnosticText => ({
    message: `This file in theme-overrides/ overrides no theme component: the theme has no component named ${ticked(name)}.`,
    hint: suggestions.length
      ? `Rename it to ${tickedList(suggestions)} if that is the component you meant (run \`docsgen swizzle\` to list them all).`
      : "Name it after a theme component (run `docsgen swizzle` to list them), or move helpers into a component's folder (theme-overrides/Footer/…).",
  }),
  'theme-override-failed': ({ reason }: { reason: string }): DiagnosticText => ({
    message: `A theme component override does not compile: ${reason}`,
    hint: "Fix the override at this line; `@theme-original/<Name>` imports the theme's own component, `@theme/<Name>` the site's.",
  }),
  'theme-override-threw': ({ reason, route }: { reason: string; route: string }): DiagnosticText => ({
    message: `A theme component override threw while rendering ${route}: ${reason}`,
    hint: 'Fix the override at this line so it renders for every page (its props are those of the component it replaces: see `docsgen swizzle <Name>`).',
  }),
  'swizzle-unknown-component': ({ name, names, suggestions }: { name: string; names: readonly string[]; suggestions: readonly string[] }): DiagnosticText => ({
    message: `The theme has no component named ${ticked(name)}.`,
    hint: `${suggestions.length ? `Did you mean ${tickedList(suggestions)}? ` : ''}The components a site can swizzle are: ${tickedList(names)}.`,
  }),
  'swizzle-file-exists': ({ file }: { file: string }): DiagnosticText => ({
    message: `${file} already exists; docsgen swizzle never overwrites a file.`,
    hint: 'Edit that file, or delete it first to swizzle the component afresh.',
  }),
  'blog-folder-missing': ({ folder }: { folder: string }): DiagnosticText => ({
    message: `The config's \`blog\` key asks for a blog, but there is no blog folder at ${folder}.`,
    hint: 'Create the folder with a post in it (`blog/2024-05-01-welcome.md`), point `blog.path` at your blog folder, or set `blog: false`.',
  }),
  /** `map`: which of the blog's files (`authors.yml`, `tags.yml`); `reason`: what is wrong with it. */
  'blog-map-invalid': ({ map, reason }: { map: 'authors' | 'tags'; reason: string }): DiagnosticText => ({
    message: `The blog's ${map} file cannot be read: ${reason}`,
    hint:
      map === 'authors'
        ? 'Write it as a YAML map of author keys, each with a `name` and optionally `title`, `url`, `image_url`, `email`, `page`.'
        : 'Write it as a YAML map of tag keys, each optionally with `label`, `permalink` and `description`.',
  }),
  'blog-author-unknown': ({ key, suggestions }: { key: string; suggestions: readonly string[] }): DiagnosticText => ({
    message: `This post names the author ${ticked(key)}, which the blog's authors file does not have.`,
    hint: suggestions.length
      ? `Did you mean ${tickedList(suggestions)}? Otherwise add ${ticked(key)} to the authors file.`
      : `Add ${ticked(key)} to the authors file (\`blog/authors.yml\`).`,
  }),
  'blog-author-social': ({ name, platform, platforms }: { name: string; platform: string; platforms: readonly string[] }): DiagnosticText => ({
    message: `The author ${ticked(name)}'s ${ticked(`socials.${platform}`)} is neither a handle of a platform docsgen knows nor an address, so it is not shown.`,
    hint: `Write the profile's address (\`https://…\`); a handle alone is read for ${tickedList(platforms)}.`,
  }),
  'blog-author-inline': ({ name }: { name: string }): DiagnosticText => ({
    message: `This post writes its author ${ticked(name)} out in its front matter instead of naming a key of the authors file.`,
    hint: 'Add the author to `blog/authors.yml` and name its key in `authors`, or set `blog.onInlineAuthors` to `ignore`.',
  }),
  'blog-tag-inline': ({ label, known }: { label: string; known: readonly string[] }): DiagnosticText => ({
    message: `This post's tag ${ticked(label)} is not in the blog's tags file.`,
    hint: `${known.length ? `Use one of ${tickedList(known)}, or add it` : 'Add it'} to the tags file (\`blog/tags.yml\`), or set \`blog.onInlineTags\` to \`ignore\`.`,
  }),
  'blog-post-untruncated': (_: NoFacts): DiagnosticText => ({
    message: 'This post has no truncate marker, so the blog list shows it whole.',
    hint: 'Add `<!-- truncate -->` (or `{/* truncate */}` in MDX), or what `blog.truncateMarker` matches when the config sets it, where the list excerpt should end, or set `blog.onUntruncatedBlogPosts` to `ignore`.',
  }),
  'blog-post-excerpt-invalid': ({ key }: { key: string }): DiagnosticText => ({
    message: `This post's ${ticked(key)} is not text, so the blog list does not show it as the post's excerpt.`,
    hint: `Write ${ticked(key)} as one string of Markdown (quote it if it holds a colon), or remove it.`,
  }),
  'blog-post-date-invalid': ({ value }: { value: string }): DiagnosticText => ({
    message: `This post's date ${ticked(value)} is not a date.`,
    hint: 'Write it as `YYYY-MM-DD` (or a date and time such as `2024-05-01T10:00:00Z`).',
  }),
  'blog-post-no-date': (_: NoFacts): DiagnosticText => ({
    message: "This post has no date in its front matter nor in its file or folder name, so it is dated by the file's last change.",
    hint: 'Name the file `YYYY-MM-DD-slug.md` (or the folder `YYYY-MM-DD-slug/`), or set `date` in its front matter.',
  }),
  'dev-update-failed': ({ files, reason }: { files: readonly string[]; reason: string }): DiagnosticText => ({
    message: `Updating after ${files.join(', ')} failed: ${reason}`,
    hint: 'Fix the file; the last good version is served meanwhile.',
  }),
} as const satisfies Record<string, (facts: never) => DiagnosticText>;

export type DiagnosticCode = keyof typeof catalogue;

/** The facts a code's wording needs. */
export type FactsOf<C extends DiagnosticCode> = Parameters<(typeof catalogue)[C]>[0];

/** One diagnostic, worded by the catalogue: `diagnostic('broken-link', 'error', { raw, route, suggestions }, at)`. */
export function diagnostic<C extends DiagnosticCode>(code: C, severity: Severity, facts: FactsOf<C>, at: DiagnosticLocation = {}): Diagnostic {
  const word = catalogue[code] as (facts: FactsOf<C>) => DiagnosticText;
  const { message, hint } = word(facts);
  return { severity, code, message, hint, ...at };
}
