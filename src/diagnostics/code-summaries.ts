/**
 * What each diagnostic code means and how it is usually fixed, in general terms: the catalogue words each
 * occurrence from its facts, this says what the code is about, for the diagnostics reference of docsgen's
 * website. Typed by the catalogue's codes, so a code added there without a summary here fails the type check
 * (and the website's build). Data only: no wording of an occurrence, no severities.
 */
import type { DiagnosticCode } from './catalogue.js';

export interface CodeSummary {
  /** What the code reports, in one sentence. */
  means: string;
  /** How to put it right, in one or two sentences. */
  fix: string;
}

export const CODE_SUMMARIES: Readonly<Record<DiagnosticCode, CodeSummary>> = {
  'page-route-clash': {
    means: 'A page of `src/pages` and a doc have the same route, so only one of them can be built there: the doc is kept.',
    fix: 'Rename or move one of the two files, give the doc another `slug`, or move the docs under another `routeBasePath`.',
  },
  'page-component-untrusted': {
    means: "A React page of `src/pages` is the site's own code, and this site runs none (`markdown.trust: 'untrusted'` or `markdown.mdx: 'safe'`).",
    fix: 'Write the page in Markdown (a landing page needs no code), or build the site with trusted MDX.',
  },
  'blog-folder-missing': {
    means: "The config's `blog` key asks for a blog, and its folder (`blog.path`, `blog` by default) does not exist.",
    fix: 'Create the folder with a post in it, point `blog.path` at the blog folder, or set `blog: false`.',
  },
  'blog-map-invalid': {
    means: "The blog's authors file (`authors.yml`) or tags file (`tags.yml`) is not a YAML map of the shape Docusaurus reads.",
    fix: 'Write a map of keys, each an author (`name`, `title`, `url`, `image_url`, `page`) or a tag (`label`, `permalink`, `description`).',
  },
  'blog-author-unknown': {
    means: "A post's `authors` names a key the blog's authors file does not have: the post cannot say who wrote it.",
    fix: 'Fix the key (the message suggests close ones) or add the author to the authors file.',
  },
  'blog-author-social': {
    means:
      "A blog author's `socials` entry is a handle of a platform docsgen (as Docusaurus) has no profile address for, or not a handle at all: that link is left out.",
    fix: "Write the profile's full address (`https://…`), or use a platform whose handle is read (`github`, `x`, `linkedin`…).",
  },
  'blog-author-inline': {
    means: 'A post writes its author out in front matter instead of naming a key of the authors file (`blog.onInlineAuthors`).',
    fix: 'Add the author to the authors file and name the key, or set `blog.onInlineAuthors: ignore`.',
  },
  'blog-tag-inline': {
    means: "A post's tag is not in the blog's tags file (`blog.onInlineTags`), so its label and route are guessed from its name.",
    fix: 'Add the tag to the tags file, use one it has, or set `blog.onInlineTags: ignore`.',
  },
  'blog-post-untruncated': {
    means: 'A post has no truncate marker, so the blog list shows it whole (`blog.onUntruncatedBlogPosts`).',
    fix: 'Add `<!-- truncate -->` (`{/* truncate */}` in MDX) where the excerpt should end, or set the option to `ignore`.',
  },
  'blog-post-excerpt-invalid': {
    means: "A post's excerpt key (`blog.excerptFrontMatter`) holds something other than text; the list shows the post as if it had none.",
    fix: 'Write the excerpt as one string of Markdown.',
  },
  'blog-post-date-invalid': {
    means: "A post's `date` front matter is not a date.",
    fix: 'Write it as `YYYY-MM-DD`, or as a date and time such as `2024-05-01T10:00:00Z`.',
  },
  'blog-post-no-date': {
    means: "A post has no date in its front matter nor in its file or folder name, so it is dated by the file's last change.",
    fix: 'Name the file `YYYY-MM-DD-slug.md` (or its folder `YYYY-MM-DD-slug/`), or set `date` in its front matter.',
  },
  'config-missing': {
    means: 'No site config (`site.config.ts`, or the file `--config` names) was found in the folder the command ran in.',
    fix: 'Run `docsgen init` to write a starter site, write a config that exports `defineConfig({ … })`, or pass `--config`.',
  },
  'config-load': {
    means: 'The config file could not be bundled or run: a syntax error, a package that is not installed, code that threw, or no default export.',
    fix: 'Fix the file at the line given; install the package it imports; end it with `export default defineConfig({ … })`.',
  },
  'config-invalid': {
    means: 'A key of the config is unknown, missing or has a value of the wrong type; the key path is named.',
    fix: 'Correct the key (the closest known key is suggested) or its value; the configuration reference lists every key.',
  },
  'translation-orphan': {
    means: 'A translated page under `i18n/` has no page of the same path in the docs it translates, so it is not built.',
    fix: 'Give it the path of the page it translates (folders and number prefixes included), or add that page.',
  },
  'locale-unknown': {
    means: '`build --locale` named a locale the config does not list.',
    fix: 'Pass one of `i18n.locales`, or add the locale to the config.',
  },
  'code-json-invalid': {
    means: 'A locale\'s `code.json` is not JSON, or not an object of `{ "message": … }` entries, so none of its strings are used.',
    fix: "Fix the file; it has Docusaurus' format.",
  },
  'code-json-unknown-id': {
    means: "A `code.json` entry has an id the theme does not show, one a typo away from one of the theme's ids.",
    fix: 'Use the id suggested, or remove the entry.',
  },
  'interface-text-missing': {
    means: 'Under `--strict`: some interface strings have no translation in a locale without built-in strings, and show in English.',
    fix: "Add the ids listed to the locale's `code.json`.",
  },
  'custom-css-invalid': {
    means: 'A custom CSS file cannot be bundled: a missing file, or an `@import` or `url()` that leads nowhere.',
    fix: 'Fix the path: imports are relative to the CSS file, and `/img/…` names a file of the static folder.',
  },
  'navbar-icon-invalid': {
    means: "A navbar link's SVG icon cannot be used: it is missing, outside the site, too large, not SVG, or holds scripts, references or other elements.",
    fix: 'Give an SVG file of the site that holds drawing elements only, or use a built-in icon name.',
  },
  'version-unknown': {
    means: 'The config names a docs version (in `versions`, `lastVersion` or `onlyIncludeVersions`) that is neither `current` nor in `versions.json`.',
    fix: 'Use one of the known version names listed.',
  },
  'versions-none-included': {
    means: 'The docs folder is left out (`includeCurrentVersion: false`) and `versions.json` lists no released version, so no docs version is left to build.',
    fix: 'Release a version with `docsgen version <name>`, or build the docs folder again.',
  },
  'version-name-invalid': {
    means: '`docsgen version` was given a name that cannot name a version folder.',
    fix: 'Use letters, digits, `.`, `_` and `-`, such as `1.0`; `current` is taken.',
  },
  'version-exists': {
    means: '`docsgen version` was given the name of a version that exists already.',
    fix: 'Pick a new name, or delete that version’s snapshot first.',
  },
  'versions-file-invalid': {
    means: '`versions.json` cannot be read as a list of version names.',
    fix: 'Make it a JSON list of names, newest first, such as `["2.0", "1.0"]`.',
  },
  'content-symlink-outside': {
    means: 'A symlink in the docs or static folder (or the folder itself) leads outside the site folder; nothing is read through it.',
    fix: 'Copy the file into the site, or point the link at a file inside it.',
  },
  'content-symlink-broken': {
    means: 'A symlink in the content points to nothing, or is part of a loop.',
    fix: 'Remove the link or point it at a real file or folder.',
  },
  'content-encoding': {
    means: 'A file is not valid UTF-8; the location is the first byte that cannot be read.',
    fix: 'Save the file as UTF-8.',
  },
  'content-too-large': {
    means: 'A page holds more than 512 KB of Markdown, which makes a slow page and a large search index.',
    fix: 'Split it into several pages.',
  },
  'docs-folder-missing': {
    means: 'The docs folder (`docs.path`) does not exist.',
    fix: 'Create it with a page in it, or point `docs.path` at the folder of your pages.',
  },
  'docs-folder-empty': {
    means: 'The docs folder holds no `.md` or `.mdx` page.',
    fix: 'Add a page, or point `docs.path` at the folder that holds your pages.',
  },
  'category-file-syntax': {
    means: 'A `_category_.json` or `.yml` file cannot be parsed.',
    fix: 'Fix its JSON or YAML at the line given.',
  },
  'category-file-invalid': {
    means: 'A key of a `_category_` file has a value of the wrong type.',
    fix: 'Use `label`, `position`, `collapsed`, `collapsible`, `className` and `link` with the values Docusaurus takes.',
  },
  'category-file-unknown-key': {
    means: 'A `_category_` file has a key docsgen does not know, which is ignored.',
    fix: 'Remove it or correct its spelling (the closest key is suggested).',
  },
  'category-file-duplicate': {
    means: 'A folder has two `_category_` files; the first is used.',
    fix: 'Keep one.',
  },
  'front-matter-language': {
    means: 'Front matter opened with a language other than YAML (`---js`), which is never evaluated.',
    fix: 'Open it with a plain `---` line and write YAML.',
  },
  'front-matter-syntax': {
    means: 'The front matter is not valid YAML.',
    fix: 'Quote values that hold a colon or start with a special character, and indent lists consistently.',
  },
  'front-matter-invalid': {
    means: 'A front matter key has a value of the wrong type, or a layout docsgen does not have.',
    fix: 'Give the key a value of the expected type.',
  },
  'folder-unsafe': {
    means:
      'An output or cache folder is one a build must not replace or prune: the site folder or above it, the home folder, a source folder, or a non-empty folder docsgen did not make.',
    fix: 'Choose a folder of its own, such as `build` or `.docsgen/cache`.',
  },
  'yaml-aliases-too-large': {
    means: 'YAML aliases in front matter or a `_category_` file expand to more than 100,000 values, so the file is not read.',
    fix: 'Write the values out, or use fewer aliases of aliases.',
  },
  'front-matter-format-refused': {
    means: 'A page asks to be read as MDX on a site whose `markdown.format` is `md`; it is read as Markdown.',
    fix: 'Remove `format: mdx` from the page, or change `markdown.format` if the content is trusted.',
  },
  'front-matter-landing-only': {
    means: '`hero` or `features` front matter on a page without `layout: landing`, where they are ignored.',
    fix: 'Add `layout: landing`, or remove the keys.',
  },
  'front-matter-blog-only': {
    means: "A blog post's front matter key (`date`, `authors`, `author`…) on a page that is no post, with a value a post could not have; the page ignores it.",
    fix: 'Remove the key, or give it the shape a blog post reads.',
  },
  'front-matter-unknown-key': {
    means: 'A front matter key docsgen does not know, which is ignored.',
    fix: 'Correct its spelling (the closest key is suggested) or remove it.',
  },
  'route-invalid': {
    means: 'A `slug`, tag permalink or generated-index slug makes no valid route.',
    fix: 'Use letters, digits and `. _ ~ @ + - $` in parts separated by `/`, without spaces or `..`.',
  },
  'output-path-outside': {
    means: 'A file the build was about to write leads outside the output folder; nothing was written.',
    fix: 'Look for a slug, permalink or category slug with `..` or an absolute path, and change it.',
  },
  'output-write-failed': {
    means:
      'The build could not write its output (a full disk, a quota, a read-only file system, no permission), or could not finish an interrupted one; the previous output is kept.',
    fix: 'Free space or fix the permission named, then build again.',
  },
  'route-duplicate': {
    means: 'Two pages have the same route.',
    fix: 'Give one of them another `slug`, or rename one file.',
  },
  'doc-id-duplicate': {
    means: 'Two docs have the same id, so sidebars could not tell them apart.',
    fix: 'Change the `id` in one front matter, or rename one file.',
  },
  'route-reserved': {
    means: "A page's route is one docsgen keeps for its own pages (such as `/search`).",
    fix: 'Rename the file or give it another `slug`.',
  },
  'sidebars-file-missing': {
    means: 'The sidebars file `docs.sidebarPath` names does not exist.',
    fix: 'Fix the path, or remove `sidebarPath` to use a generated sidebar.',
  },
  'sidebars-file-unloadable': {
    means: 'The sidebars file cannot be bundled or run.',
    fix: 'Fix its syntax or the failing import; it exports an object of sidebars by id.',
  },
  'sidebars-file-invalid': {
    means: 'An item of a sidebar is not of a shape docsgen reads.',
    fix: 'Write it as one of the item shapes expected, which the message lists.',
  },
  'sidebar-item-unsupported': {
    means: 'A sidebar item of a type docsgen does not show (such as `html`) is left out.',
    fix: 'Replace it with a `link` or `doc` item, or remove it.',
  },
  'sidebar-unknown-doc': {
    means: 'A sidebar names a doc id that does not exist.',
    fix: "Use an existing id (the closest are suggested): a doc id is the file's path under the docs folder without its extension.",
  },
  'sidebar-autogenerated-empty': {
    means: 'An `autogenerated` sidebar item lists a folder that holds no docs.',
    fix: 'Fix `dirName`, or remove the item.',
  },
  'sidebar-empty-category': {
    means: 'A sidebar category has no items and no page of its own.',
    fix: 'Add items, or a `link` to a doc or a generated index.',
  },
  'sidebar-duplicate-id': {
    means: 'A sidebar id is declared both in `docs.sidebars` and in the sidebars file.',
    fix: 'Rename one, or keep the sidebar in one place.',
  },
  'category-link-unknown-doc': {
    means: "A `_category_` file's `link` names a doc id that does not exist.",
    fix: 'Use an existing doc id (the closest are suggested).',
  },
  'pagination-unknown-doc': {
    means: '`pagination_prev` or `pagination_next` front matter names a doc id that does not exist.',
    fix: 'Use a doc id, or `null` for no link.',
  },
  'displayed-sidebar-unknown': {
    means: "A doc's `displayed_sidebar` front matter, or an entry of `docs.displayedSidebars`, names a sidebar that does not exist.",
    fix: 'Use one of the sidebar ids suggested, or `null` for no sidebar on that page.',
  },
  'sidebar-unknown-id': {
    means: 'A `docSidebar` navbar item names a sidebar that does not exist.',
    fix: 'Use one of the sidebar ids listed.',
  },
  'navbar-unknown-doc': {
    means: 'A `doc` navbar item names a doc id that does not exist.',
    fix: 'Use an existing doc id (the closest are suggested).',
  },
  'navbar-unknown-docs-instance': {
    means: "A navbar item's `docsPluginId` names no docs instance.",
    fix: 'Use `default` or an id of `docsInstances`.',
  },
  'sidebar-nothing-to-link': {
    means: 'A navbar item points to a sidebar, or a sidebar category to its items, where there is no doc to link to.',
    fix: 'Add a doc to that sidebar or category, or link something else.',
  },
  'raw-html': {
    means: "HTML in a page of a site that rejects it (`markdown.html: 'reject'`).",
    fix: "Write Markdown or a directive instead, escape the `<` as `\\<` if it is text, or set `markdown.html: 'allow'`.",
  },
  mdx: {
    means:
      'An MDX page cannot be compiled or rendered: a syntax error, a module that is not there or not provided, a missing export or component, an expression or component that threw, or what a safe MDX policy forbids.',
    fix: 'Fix the page at the line given; in MDX write `\\<` and `\\{` for the characters, and close every tag.',
  },
  'html-unsafe': {
    means:
      "HTML that could run code, load something behind the reader's back or be read again as other markup (scripts, event handlers, `<iframe srcdoc>`, `<object>`, MathML written by hand…).",
    fix: 'Remove it; to show code, put it in a fenced code block.',
  },
  'html-element-unknown': {
    means: 'An HTML element that is not on the allowlist of docs pages; its content is kept.',
    fix: 'Use a common element with a `class`, or a component in an MDX page.',
  },
  'html-attribute-dropped': {
    means: 'HTML attributes that are not on the allowlist of their element are left out.',
    fix: 'Remove them, or use `class`, `id`, `style`, `title`, `data-*` or `aria-*`.',
  },
  'html-tag-invalid': {
    means: 'Something written like a tag is not a tag name a page can render; its content is kept.',
    fix: 'Fix the tag, or escape the `<` if it is text.',
  },
  'html-style-invalid': {
    means: 'A `style` attribute is not CSS that can be read, so it is left out.',
    fix: 'Write `property: value` pairs separated by `;`.',
  },
  'vue-not-run': {
    means: 'A VitePress page holds Vue (a `<script>` block, a component, a `{{ … }}` expression, a directive such as `v-for`), which docsgen does not run.',
    fix: 'Remove it, or show the code in a fenced code block.',
  },
  'badge-empty': {
    means: 'A VitePress `<Badge>` has no text, so it is left out.',
    fix: 'Give it a `text` attribute or content.',
  },
  'code-snippet': {
    means: 'A VitePress `<<<` snippet names a file or region that is missing, outside the site, hidden, or too large.',
    fix: 'Name a file inside the site (`@/`, `./` or `../`), and a region its comments mark.',
  },
  'markdown-include': {
    means:
      "A VitePress `<!--@include: …-->` line names a file docsgen cannot read into the page: outside the site's folder, hidden, missing, too large, without the region named, or including itself.",
    fix: 'Fix the path or the region name, or break the chain of includes.',
  },
  'code-block-meta': {
    means:
      'A code fence highlights lines that are not there, with a range that cannot be read or a range label docsgen does not draw, or with unpaired highlight comments.',
    fix: 'Write line numbers and ranges counted from 1, such as `{1,3-5}`, and pair every `highlight-start` with a `highlight-end`.',
  },
  'npm2yarn-off': {
    means: 'A code fence asks for npm2yarn tabs while `markdown.npm2yarn` is off, so it shows as one npm code block.',
    fix: 'Turn on `markdown.npm2yarn`, or remove the word `npm2yarn` from the fence.',
  },
  'markdown-too-deep': {
    means: 'Quotes and lists are nested more than 100 levels deep.',
    fix: 'Flatten the structure.',
  },
  'markdown-syntax-unhandled': {
    means:
      "A page keeps syntax that a Markdown plugin the site does not run would have handled (a code language or meta word, a directive in a code block's text, a link scheme, an empty code block naming the file to read its code from).",
    fix: 'Install the plugin and add it to its list (then take it out of `markdown.missingPlugins`), or rewrite the syntax.',
  },
  'page-over-budget': {
    means:
      'A page took longer than the page timeout or more memory than its budget to render, or its code ended its thread, so it was stopped; the likely cause is named.',
    fix: 'Change what the cause names; `--page-timeout <seconds>` gives pages more time.',
  },
  'link-unsafe': {
    means: 'A link uses a scheme docs pages do not allow (`javascript:`, `vbscript:`, `data:`).',
    fix: 'Link a page, a file of the site or an http(s) address instead.',
  },
  'file-missing': {
    means: 'An image or file a page links to does not exist.',
    fix: 'Fix the path, relative to the page, or starting with `/` for the static folder.',
  },
  'file-above-site': {
    means:
      'An image or file a page links to is above the site folder and the docs folder (a source file of the repository around the site): docsgen does not read or publish it. A link to it warns and stays as written; an image is an error.',
    fix: "Link the file's address in the repository (`https://…`), or copy it into the docs folder.",
  },
  'file-outside-site': {
    means: 'An image or file a page links to is reached through a symlink that leads outside the site folder.',
    fix: 'Copy the file into the site, or point the link at a file inside it.',
  },
  'id-reserved': {
    means: 'An id on a heading or an HTML element starts with `__docsgen` or `docsgen-`, which the theme keeps for itself.',
    fix: 'Choose another id.',
  },
  'heading-id-duplicate': {
    means: 'Two headings of a page have the same id.',
    fix: 'Give one an explicit id with `{#another-id}`.',
  },
  'directive-invalid': {
    means:
      'A directive is unknown or written wrongly: a details block without a summary, a tab or card outside its group, a line of colons left over by a wrong count.',
    fix: 'Use a supported directive (admonitions, details, cards, tabs, `:kbd`), with as many colons as the message says.',
  },
  'math-invalid': {
    means: 'TeX that KaTeX cannot read.',
    fix: 'Fix the formula; write a dollar sign meant as text as `\\$`.',
  },
  'mdx-components-element': {
    means:
      "A Docusaurus site's `src/theme/MDXComponents` replaces HTML elements (`a`, `h2`…), which docsgen draws with its own theme: the replacement is not used.",
    fix: 'Restyle elements with CSS or `theme-overrides/`, and write into the pages what the replacement changed in them.',
  },
  'site-code-failed': {
    means:
      "The site's own code (a Markdown plugin, a component) failed outside any page: an error nobody handled, such as a program it starts that is not installed. The build stops, saying so; `docsgen dev` says it once and keeps serving. When the file that could not be read is one of docsgen's own (a copy of docsgen without its `templates/` folder), the message says so instead.",
    fix: "Install the program it needs where the site is built, or make the code report its failure, or take it out of the config; for a file of docsgen's own, install docsgen again.",
  },
  'markdown-plugin-failed': {
    means: "One of the site's own remark or rehype plugins threw on a page, or its promise rejected; the plugin and its place in the config are named.",
    fix: 'Fix what the plugin reports in the page, or its options, or take it out of its list.',
  },
  'renderer-not-installed': {
    means: 'A page has math or a Mermaid diagram, and its renderer (KaTeX or Mermaid) is not installed in the site.',
    fix: 'Install it in the site folder with the command given; write a dollar sign meant as text as `\\$`.',
  },
  'mermaid-unknown-diagram': {
    means: 'A ```` ```mermaid ```` fence does not start with a diagram type Mermaid knows.',
    fix: 'Start it with its type, such as `flowchart LR` or `sequenceDiagram`.',
  },
  'broken-markdown-link': {
    means: 'A link to a `.md` or `.mdx` file leads to no doc.',
    fix: "Fix the relative path (resolved from the page's folder, then the docs folder's root), or link the route.",
  },
  'link-to-failed-page': {
    means: 'A link leads to a page that has an error of its own, reported above it.',
    fix: 'Fix that page first; the link works once it loads.',
  },
  'broken-link': {
    means: 'A link (in a page or in the config) leads to a route that is not a page of the site.',
    fix: 'Link an existing route; the closest are suggested.',
  },
  'link-case-differs': {
    means:
      "A link names a page in another case (`/docs/intro` for `/docs/Intro`): Docusaurus' router matches it, a static host does not. It is written with the page's route.",
    fix: "Write the link in the page's case.",
  },
  'broken-anchor': {
    means: 'A link leads to a `#fragment` that is no heading or id of the page it names.',
    fix: 'Link an existing heading; the closest are suggested.',
  },
  'redirect-ignored': {
    means:
      'A `redirects` entry names a `from` path that is already a page of the site, or that an earlier entry redirects elsewhere (`/a/index` and `/a.html` are the address `/a`), so no page is written for it.',
    fix: 'Remove the redirect, or move the page if the redirect should win.',
  },
  'announcement-html-dropped': {
    means: "The announcement bar's content holds HTML outside its inline allowlist (an image, a script, an event handler), which is left out.",
    fix: 'Keep to text, links and inline emphasis.',
  },
  'footer-html-dropped': {
    means:
      "The footer's `copyright`, or a footer item written as `{ html }`, holds HTML outside its inline allowlist (the announcement bar's, and images in an item): a script, an event handler or an iframe is left out.",
    fix: 'Keep to text, links, inline emphasis and, in an item, images.',
  },
  'search-no-records': {
    means: 'Under `--strict`: a page gives search no text to find (headings without paragraphs, lists or tables).',
    fix: 'Add body text, or take the page out of the site.',
  },
  'search-empty': {
    means: 'No page gave search any text, so the index is empty.',
    fix: 'Add docs with body text.',
  },
  'search-index': {
    means: '`docsgen index` cannot write or push records: search is off, or the Algolia settings or admin key are missing, or the push failed.',
    fix: 'Set the `search` keys named, and `ALGOLIA_ADMIN_API_KEY` for `--push`.',
  },
  'static-file-clash': {
    means: 'A static file would replace a file the build generates (a page, a script, the search index, the sitemap).',
    fix: 'Rename or move the static file.',
  },
  'static-headers-weaken': {
    means: 'A static `_headers` file sets security headers that docsgen also sets; both reach the hosts that read the file.',
    fix: "Remove those lines, and allow other hosts through the config's `head`, `scripts` and `stylesheets` instead.",
  },
  'agent-file-clash': {
    means: 'A static file or a route takes an address of the files for agents (`llms.txt`, `llms-full.txt`, a page’s `.md`).',
    fix: 'Rename it, or set `llms: false`.',
  },
  'init-files-in-the-way': {
    means: '`docsgen init` would overwrite files or package.json scripts, so it wrote nothing.',
    fix: 'Run it in a new folder, or move the files named out of the way.',
  },
  'migrate-source-missing': {
    means: '`init --from-docusaurus` found no Docusaurus config in the folder.',
    fix: 'Run it with the folder that holds `docusaurus.config.js` (or `.ts`, `.mjs`…).',
  },
  'migrate-source-unreadable': {
    means: 'The Docusaurus config could not be parsed, threw, or did not finish within its time or memory limits.',
    fix: 'Fix the config (Docusaurus would fail on it too), install its packages, or give it more time with `--config-timeout`.',
  },
  'migrate-target-exists': {
    means: 'The folder already has a docsgen config, so the migration wrote nothing.',
    fix: 'Move that file away and run the migration again.',
  },
  'migrate-not-carried': {
    means: 'A setting of the Docusaurus config has no counterpart in docsgen and is left out; the reason is given.',
    fix: 'Do what the hint says, by hand, if the site needs it.',
  },
  'migrate-changed': {
    means:
      'A setting was carried with a change (HTML written as text, `log` written as `warn`, a missing label filled in, a CSS file left out or that will not style the theme).',
    fix: 'Check the written value in site.config.ts.',
  },
  'migrate-plugin-not-carried': {
    means:
      'A remark or rehype plugin of the Docusaurus config cannot be carried: a function written in the config, a package not installed, options that are not data.',
    fix: 'Move the function into a file of the site, install the package, or set the plugin up by hand.',
  },
  'migrate-swizzled-not-used': {
    means: "The Docusaurus site swizzled a theme component into `src/theme/`; docsgen does not run Docusaurus' theme, so the component is not used.",
    fix: 'Write what it added into the named `theme-overrides/` component, use a setting, or drop it.',
  },
  'migrate-babel-not-run': {
    means: "The Docusaurus site's Babel config adds presets or plugins to Docusaurus' own; docsgen compiles components with esbuild, so they do not run.",
    fix: 'Check the pages whose components need them; compile such components ahead of the build.',
  },
  'migrate-file-not-there': {
    means: 'The Docusaurus config requires a file of the site that a build step writes (a compiled plugin), and it is not there yet.',
    fix: "Run the site's step that writes it before `docsgen build`; site.config.ts imports from it as the Docusaurus config did.",
  },
  'migrate-sidebars-unreadable': {
    means: 'The migration could not read the sidebars file.',
    fix: 'Nothing, if the build loads it; else fix the file.',
  },
  'theme-override-unknown': {
    means: 'A file in `theme-overrides/` is named after no theme component.',
    fix: 'Rename it after a component (`docsgen swizzle` lists them), or move helpers into a component folder.',
  },
  'theme-override-failed': {
    means: 'A theme override does not compile.',
    fix: 'Fix it at the line given.',
  },
  'theme-override-threw': {
    means: 'A theme override threw while a page rendered.',
    fix: 'Make it render for every page; its props are those of the component it replaces.',
  },
  'swizzle-unknown-component': {
    means: '`docsgen swizzle` was given a name that is no theme component.',
    fix: 'Use one of the names listed (the closest is suggested).',
  },
  'swizzle-file-exists': {
    means: 'The file `docsgen swizzle` would write exists already; it never overwrites.',
    fix: 'Edit that file, or delete it first.',
  },
  'dev-update-failed': {
    means: '`docsgen dev` could not apply a change; the last good version is served meanwhile.',
    fix: 'Fix the file named.',
  },
};
