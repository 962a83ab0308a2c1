/**
 * One sentence per key path of the site config, for the configuration reference that `reference.ts` builds from
 * the schema (docsgen's website shows it). Every key path of `schema.ts` must have an entry here, or the website's
 * build fails naming the key; an entry whose key is gone fails it too. `*` stands for any name in a record. An entry
 * may also name the type, where the schema holds a function or a plugin it cannot describe. Data only.
 */
/** A key's description, or the description with the type to show where the schema cannot say it (a function). */
export type KeyDescription = string | { description: string; type: string };

const PLUGIN_LIST = '(plugin | [plugin, options])[]';

export const KEY_DESCRIPTIONS: Readonly<Record<string, KeyDescription>> = {
  title: 'The site title: shown in the navbar, after each page title in the browser tab, and in `llms.txt`.',
  tagline: 'A line about the site, used by landing pages and as the quote under the title in `llms.txt`.',
  titleDelimiter: "What stands between a page's title and the site's in the tab title (`Cycles | Keel`), as Docusaurus' key of that name.",
  url: 'The absolute address the site is published at, without its path; the sitemap, canonical links and `llms.txt` use it.',
  baseUrl: 'The path the site is served from (`/`, or `/docs/` for `https://example.com/docs/`), added to every link, asset and search request.',
  trailingSlash:
    "Where the pages' relative addresses start; pages are `/x`, and `/x/` redirects there, whatever it says. `false`: a folder's own page (`guide/index.md`, at `/guide`) resolves relative addresses such as `./setup` from `/guide`, as Docusaurus does with `trailingSlash: false`; left out, from `/guide/`, as Docusaurus by default and VitePress, which serve that page there; `true`: every docs page and blog post resolves them from its address with a `/` (`../setup` from `/guide/intro/`), as Docusaurus does with `trailingSlash: true`, and the links are written absolute.",
  favicon: 'The favicon, a path in the static folder or an absolute URL, given the base URL.',
  image:
    "The social card image (`og:image`, `twitter:image`) of every page whose front matter gives none, as Docusaurus' `themeConfig.image`: a path in the static folder or an absolute URL. Link previews need a PNG, JPEG or WebP, not an SVG.",
  logo: 'The navbar logo beside the site title.',
  'logo.alt': "The logo's alternative text, empty by default since the site title stands beside it.",
  'logo.src':
    'The logo image: a path in the static folder, a file of the site folder (`./src/assets/logo.svg`, copied under its content hash), or an absolute URL.',
  'logo.srcDark': 'The logo shown in dark mode instead of `src`, switched by CSS without a script.',
  'logo.href': 'Where the logo links to (default: the home page).',
  'logo.width': 'The logo width in pixels (default 28).',
  'logo.height': 'The logo height in pixels (default 28).',
  customCss: 'CSS files relative to the site folder, bundled after the theme’s style sheet so that their rules win.',
  theme: "Brand colours and fonts, written as the theme's CSS custom properties for both colour modes.",
  'theme.colors': 'The brand colours from which the accent and link colours of each mode are made.',
  'theme.colors.primary': 'The brand colour in light mode: any opaque CSS colour.',
  'theme.colors.primaryDark': 'The brand colour in dark mode (default: `primary` lightened until it reads on dark backgrounds).',
  'theme.fonts': 'The font families of the text and of code.',
  'theme.fonts.body': 'A CSS font-family list for text, written as `--font-body`.',
  'theme.fonts.mono': 'A CSS font-family list for code, written as `--font-mono`.',
  head: "Tags added to every page's head in Docusaurus' `headTags` shape: `meta`, `link`, or `script` with a `src`.",
  scripts: 'Script URLs (or `{ src, … }` attributes) added to every page, as Docusaurus’ `scripts`.',
  stylesheets: 'Style sheet URLs (or `{ href, … }` attributes) added to every page, as Docusaurus’ `stylesheets`.',
  outDir: 'The folder the build writes the site into, relative to the site folder.',
  staticDir: 'The folder whose files are copied to the output root as they are; a missing folder is fine.',
  i18n: 'The locales the site is built in, as Docusaurus writes them.',
  'i18n.defaultLocale': 'The locale served at the site root; the others are under `/<code>`.',
  'i18n.locales': 'Every locale to build, as BCP 47 codes (default: the default locale alone).',
  'i18n.localeConfigs': 'Options per locale code.',
  blog: "The blog (Docusaurus' blog plugin options): absent, a blog when the site has a `blog/` folder; `false`, none; an object, a blog from its `path`, which must exist.",
  'blog.path': 'The folder of posts, relative to the site folder.',
  'blog.routeBasePath': 'Where the blog sits in the site (`blog` is `/blog`; `/` puts it at the root).',
  'blog.tagsBasePath': "The route segment of the blog's tag pages, under the blog's route.",
  'blog.authorsBasePath': "The route segment of the blog's author pages, under the blog's route.",
  'blog.pageBasePath': 'The route segment of the list pages after the first (`/blog/page/2`).',
  'blog.archiveBasePath': 'The route segment of the archive page; `null` for no archive.',
  'blog.include': 'Globs, relative to the blog folder, of the files that are posts.',
  'blog.exclude': 'Globs of files that are no posts: by default partials (`_` names) and tests.',
  'blog.postsPerPage': 'Posts on each list page, or `ALL` for one page.',
  'blog.blogTitle': "The blog list's title.",
  'blog.blogDescription': "The blog list's meta description.",
  'blog.blogSidebarCount': 'Posts the blog sidebar lists: `0` for no sidebar, `ALL` for every post.',
  'blog.blogSidebarTitle': "The blog sidebar's heading.",
  'blog.sidebarGroupByYear':
    "The blog sidebar's posts under a heading per year, as Docusaurus 3.5 draws them (its `themeConfig.blog.sidebar.groupByYear`); `false` lists them in one run.",
  'blog.showReadingTime': 'Whether posts show their reading time (200 words a minute).',
  'blog.sortPosts': 'The order of the lists: newest first (`descending`) or oldest first.',
  'blog.editUrl': "The base of a post's edit link: the post's path from the site folder is appended.",
  'blog.feedOptions': "The blog's feeds.",
  'blog.feedOptions.type': 'Which feeds to write: `rss`, `atom`, `json`, a list of them, `all`, or `null` for none.',
  'blog.feedOptions.title': "The feeds' title (default: the site's title).",
  'blog.feedOptions.description': 'The feeds\' description (default: the site\'s title and "Blog").',
  'blog.feedOptions.copyright': "The feeds' copyright line.",
  'blog.feedOptions.language': "The feeds' language (default: the default locale).",
  'blog.feedOptions.limit': 'The newest posts a feed carries; `false` or `null` for every post.',
  'blog.authorsMapPath': 'The authors file, relative to the blog folder (a missing file is fine unless posts name keys).',
  'blog.tags': 'The tags file, relative to the blog folder; `false` or `null` for none.',
  'blog.onInlineTags': 'What a tag missing from the tags file is: `throw` (an error), `warn` or `ignore`.',
  'blog.onInlineAuthors': 'What an author written out in front matter, not named from the authors file, is.',
  'blog.truncateMarker': {
    description:
      "Where a post's excerpt in the blog lists ends: the text above the first match of this regular expression. The default matches `<!-- truncate -->` and `{/* truncate */}`; `docsgen init` sets it for starlight-blog's `<!-- excerpt -->`.",
    type: 'RegExp',
  },
  'blog.excerptFrontMatter':
    "A front matter key whose text, when a post gives it, is the post's excerpt in the blog lists, compiled as Markdown, instead of the text above the truncate marker: starlight-blog's `excerpt`, which `docsgen init` sets. `null` (the default, as Docusaurus) reads no such key.",
  'blog.onUntruncatedBlogPosts': 'What a listed post without a truncate marker is.',
  customFields:
    "Values of the site's own that its components read as `useDocusaurusContext().siteConfig.customFields` when a page is built (Docusaurus' key); a client component gets `{}`.",
  pages: "Pages outside the docs, from a folder of Markdown, MDX and React files (Docusaurus' pages plugin); `false` builds none.",
  'pages.path': 'The folder of pages, relative to the site folder; a site without it has no pages.',
  'pages.routeBasePath': 'Where the pages sit in the site: `/` or a path such as `/pages`.',
  'pages.include': 'Globs, relative to the pages folder, of the files that are pages (`.md`, `.mdx`, `.js`, `.jsx`, `.ts`, `.tsx`).',
  'pages.exclude': 'Globs of files that are not pages: by default those whose name or folder starts with `_`, and tests.',
  'i18n.localesPath':
    "With `layout: 'folders'`, the folder holding the locale folders when it is not the docs folder (VitePress' default locale moved to `en/` beside `fr/`).",
  'i18n.prefixDefaultLocale':
    "The default locale's routes start with its code too (`/en/guide`), as Starlight serves them when it has no `root` locale; off, they have none (`/guide`).",
  'i18n.layout':
    "Where the other locales' pages are: `docusaurus`, under `i18n/<code>/docusaurus-plugin-content-docs/`; `folders`, in a folder of the docs folder named after the code (Starlight's and VitePress' layout).",
  'i18n.localeConfigs.*.label': "The locale's name in the locale dropdown (default: the language's own name, such as `Français`).",
  'i18n.localeConfigs.*.direction': 'The writing direction (default: `rtl` for right-to-left scripts, else `ltr`).',
  'i18n.localeConfigs.*.htmlLang': 'The `<html lang>` value of the locale’s pages (default: the locale code).',
  'i18n.localeConfigs.*.path':
    "The folder of the locale's translations when it is not named after the code, as Docusaurus' key: `i18n/<path>/` (Docusaurus' layout), or `<path>/` in the docs folder (`folders`). A relative path inside the site.",
  navbar: 'The bar at the top of every page.',
  'navbar.title':
    "The text beside the navbar's logo: the site's `title` unless set; `false` shows the logo alone (Docusaurus shows no text when `themeConfig.navbar.title` is unset, and `docsgen init` writes `false` then).",
  'navbar.hideOnScroll': 'Hide the navbar while the reader scrolls down and show it again on the way up.',
  'navbar.items':
    'Links, sidebar and doc links, menus of them (`dropdown`, with `items`), and the locale and version dropdowns, each on the left or the right; a locale or version dropdown with a single entry is left out (locales) or drawn as a link (versions) unless it has `forceDropdown: true` or links of its own (`dropdownItemsBefore`, `dropdownItemsAfter`). The `className` of a link, doc or sidebar item goes on its link, for the CSS of the site.',
  footer: 'The footer of every page.',
  'footer.columns': "Columns of links (`{ label, href }`, or `{ html }` as Docusaurus' HTML items: inline HTML and images), each with a title.",
  'footer.copyright':
    "The line under the columns: text, or inline HTML (links, emphasis, images; a `<p>` or `<div>` is a line of its own) as Docusaurus' `copyright`.",
  'footer.logo': "A logo above the copyright, as Docusaurus' `themeConfig.footer.logo`.",
  'footer.logo.alt': "The footer logo's alternative text; when it is empty and the logo links, the link is named by the site title.",
  'footer.logo.src': 'The footer logo image: a path in the static folder, a file of the site folder (copied under its content hash), or an absolute URL.',
  'footer.logo.srcDark': 'The footer logo shown in dark mode instead of `src`, switched by CSS without a script.',
  'footer.logo.href': 'Where the footer logo links to (default: nowhere, it is an image alone).',
  'footer.logo.width': 'The footer logo width in pixels (default: its own, at most 10rem).',
  'footer.logo.height': 'The footer logo height in pixels (default: its own).',
  sidebar: "How the docs sidebar behaves for the reader, as Docusaurus' `themeConfig.docs.sidebar`.",
  'sidebar.hideable': 'A button at the foot of the sidebar hides it, giving the page its width; a narrow bar then shows it again.',
  'sidebar.autoCollapseCategories': 'Opening a category closes the other open categories of its level.',
  tableOfContents:
    "The heading levels every page's table of contents lists, as Docusaurus' `themeConfig.tableOfContents`; a page's `toc_min_heading_level` and `toc_max_heading_level` front matter win.",
  'tableOfContents.minHeadingLevel': 'The highest heading level listed, from 2 to 6 (default 2).',
  'tableOfContents.maxHeadingLevel': 'The lowest heading level listed, from 2 to 6 (default 3).',
  announcementBar: 'A bar above the navbar that readers may close.',
  'announcementBar.id': 'The name under which a closed bar is remembered; a new id shows the bar again.',
  'announcementBar.content':
    "The bar's text, which may hold inline HTML as Docusaurus' does: links (`<a href>`, site paths or URLs), `<b>`, `<strong>`, `<em>`, `<i>`, `<code>`, `<br>` and the like; other HTML is left out, with a warning.",
  'announcementBar.backgroundColor': "The bar's background colour.",
  'announcementBar.textColor': "The bar's text colour.",
  'announcementBar.isCloseable': 'Whether the bar has a close button.',
  colorMode: 'The light and dark colour modes.',
  'colorMode.defaultMode': 'The mode a first-time reader gets.',
  'colorMode.disableSwitch': 'Hide the colour-mode toggle.',
  'colorMode.respectPrefersColorScheme': "Follow the reader's system setting, with a toggle that cycles light, dark and system.",
  docs: 'The docs folder and how its pages, sidebars and versions are built (Docusaurus’ docs options).',
  'docs.path': 'The folder of Markdown pages, relative to the site folder; a missing or empty one fails the build.',
  'docs.routeBasePath': 'Where the docs sit in the site: `/`, or a path such as `/docs`.',
  'docs.sidebars': 'Sidebars written in the config, by sidebar id: doc ids, links, categories and autogenerated items.',
  'docs.sidebarPath': 'A Docusaurus sidebars file (`.js`, `.ts`, `.json`); `false` for none and no generated sidebar.',
  'docs.sidebarCollapsible':
    'Whether sidebar categories can collapse unless they say otherwise (their `collapsible`); `false` keeps them all open, as Docusaurus’ docs option.',
  'docs.sidebarCollapsed':
    'Whether sidebar categories start collapsed unless they say otherwise (their `collapsed`); default: collapsed, except the top level of sidebars written in the config.',
  'docs.displayedSidebars':
    'The sidebar (by id, or `false` for none) a page shows by its route, listed in a sidebar or not, as VitePress picks a sidebar by path prefix: globs of routes (`{ "/guide/**": "guide" }`; the first glob that matches decides; a page no glob matches keeps the sidebar that lists it). A page’s `displayed_sidebar` front matter comes first.',
  'docs.locales':
    'A translated locale’s own sidebars, by locale code (`{ zh: { sidebars, displayedSidebars } }`), for translations whose sidebars differ from the default locale’s in more than labels (VitePress’ per-locale sidebars): on that locale’s pages they replace `sidebars`, the sidebars file and `displayedSidebars`. Items name pages by the default locale’s ids.',
  'docs.locales.*.sidebars': 'The locale’s sidebars, by sidebar id, written as `docs.sidebars` is.',
  'docs.locales.*.displayedSidebars':
    'The locale’s `displayedSidebars` (none unless given): globs of its routes (`/zh/guide/**`) → a sidebar id of its own, or `false`.',
  'docs.lastVersion': 'The version served at the docs’ root (default: the first of `versions.json`, else `current`).',
  'docs.includeCurrentVersion':
    'Whether the docs folder is built as the version `current` (default: `true`); `false` builds only the versions of `versions.json`.',
  'docs.onlyIncludeVersions': 'The versions to build, by name, `current` being the docs folder (default: all).',
  'docs.versions': 'Options per version name.',
  'docs.versions.*.label': 'The version’s name in the dropdown and badge (default: the name; `Next` for `current`).',
  'docs.versions.*.path': "The version's path under the docs' route (default: the name; `next` for `current`; none for the last version).",
  'docs.versions.*.banner': 'The banner on its pages (default: `unreleased` or `unmaintained` as the version stands to the last one).',
  'docs.versions.*.badge': 'Whether its pages show a version badge (default: when there are several versions).',
  'docs.planBadges': 'Turns on `:plan[…]` badges.',
  'docs.planBadges.href': 'Where every plan badge links to.',
  'docs.planBadges.plans': 'The plan names a badge may give; any other fails the build.',
  'docs.editUrl': {
    description: 'An "Edit this page" link: a base URL that the file\'s path from the site folder is appended to, or a function that returns the URL.',
    type: 'string | (({ docPath, docId }) => string | undefined)',
  },
  'docs.slugifyPaths':
    "Routes made from file paths are slugs of them (lowercase, spaces to `-`, number prefixes kept), as Starlight's are, a page's `slug` counts from the docs folder, and a translation pairs with its page by that path whatever their extensions (`fr/guide.md` with `guide.mdx`); `docsgen init` sets it for Starlight.",
  'docs.folderPages':
    "Which file is a folder's own page: `docusaurus` (`index.md`, `README.md` or a file named like its folder) or `index` alone, as VitePress and Starlight have it; `docsgen init` sets `index` for them.",
  'docs.numberPrefixParser':
    "Unset, a file's or folder's number prefix (`01-intro.md`) is its sidebar position, left out of its route and id, as Docusaurus reads it; `false` (Docusaurus' value) keeps the digits as written, as VitePress does (`6.x/cli.md` is `/6.x/cli`); `docsgen init` sets `false` for VitePress.",
  'docs.showLastUpdateTime': 'Show when each page last changed, read from git.',
  'docs.showLastUpdateAuthor': 'Show who last changed each page, read from git.',
  'docs.editLocalizedFiles':
    "\"Edit this page\" of a translated page links the translation's file (`true`) instead of the default locale's (`false`, the default), as Docusaurus' option of that name.",
  'docs.include': 'Globs, relative to the docs folder, of the files that are pages.',
  'docs.exclude': 'Globs of the files that are not pages, whatever `include` matches (partials and tests by default).',
  docsInstances: {
    description: "More docs folders, each built as the docs are (Docusaurus' docs plugin instances), with an `id`, a `path` and any key of `docs`.",
    type: '{ id, path, routeBasePath?, …any key of docs }[]',
  },
  markdown: 'How pages are read: HTML, MDX, trust, plugins and extra syntax.',
  'markdown.html': 'Whether HTML in Markdown is rendered (`allow`) or an error (`reject`); unsafe HTML is an error either way.',
  'markdown.format': 'Which files are MDX: `.mdx` files (`detect`), every file (`mdx`), or none (`md`).',
  'markdown.mdx': 'What MDX may run: anything (`trusted`), or only the theme’s components, partials and literal props (`safe`).',
  'markdown.trust': 'The one switch for content from anyone: with `untrusted`, no page evaluates anything.',
  'markdown.beforeDefaultRemarkPlugins': {
    description: 'Remark plugins that run on the Markdown tree as parsed, before docsgen’s own stages.',
    type: PLUGIN_LIST,
  },
  'markdown.preprocessor': {
    description:
      "Rewrites the Markdown text of every page, partial and blog post before it is parsed, as Docusaurus' option of that name; given the file's absolute path and its text after the front matter, it returns the text to parse.",
    type: '({ filePath, fileContent }) => string',
  },
  'markdown.remarkPlugins': { description: 'Remark plugins that run after docsgen’s remark stages (admonitions, headings, links).', type: PLUGIN_LIST },
  'markdown.beforeDefaultRehypePlugins': { description: 'Rehype plugins that run on the HTML tree as remark-rehype made it.', type: PLUGIN_LIST },
  'markdown.rehypePlugins': {
    description: 'Rehype plugins that run once the HTML is checked and its images placed, before search reads the page.',
    type: PLUGIN_LIST,
  },
  'markdown.npm2yarn': 'Turn `npm2yarn` code fences into tabs of the npm command and its Yarn, pnpm or Bun forms.',
  'markdown.npm2yarn.sync': 'Share the reader’s choice of package manager across the site (the group `npm2yarn`).',
  'markdown.npm2yarn.converters': 'The tabs after npm, in order.',
  'markdown.admonitions': "The admonition kinds, as Docusaurus' docs option of that name.",
  'markdown.admonitions.keywords': 'Admonition kinds the site adds (`:::release`), drawn like a note with their own class and title.',
  'markdown.admonitions.extendDefaults': 'Keep the built-in kinds beside the added ones; `false` keeps only the added ones.',
  'markdown.math': {
    description:
      'Options of math rendering (`$…$` and `$$…$$` with KaTeX); `false` reads no math, so `$` is text, as on a Docusaurus site without remark-math.',
    type: 'false | { macros? }',
  },
  'markdown.math.macros': "TeX macros every formula may use, by name (KaTeX's `macros` option), copied for each page.",
  'markdown.defaultCodeLanguage':
    "The language of a code block that names none (`'bash'`), as Docusaurus' `themeConfig.prism.defaultLanguage`: such blocks are highlighted as it. Unset: plain text.",
  'markdown.indentedCode':
    'Read a block indented by four spaces as code in MDX pages too, as MDX 1 (Docusaurus 2) did; MDX 3 reads it as a paragraph. Markdown pages always read it as code.',
  'markdown.missingPlugins': 'Plugins the pages were written for that the site does not run; syntax they would have handled warns.',
  'markdown.anchors': "How ids are made from headings' text, as Docusaurus' `markdown.anchors`.",
  'markdown.anchors.maintainCase':
    "Keep the heading's case in its id (`## Create Jira issue` is `#Create-Jira-issue`), as a VitePress project's own slugify may; default `false`: lower case, as GitHub, Docusaurus and VitePress make them.",
  'markdown.anchors.trimHyphens':
    "Take the hyphens off the ends of ids VitePress' way makes (`## Using get()` is `#using-get`); `false` keeps them (`#Using-get-`), as a VitePress project's own slugify may (Vue Test Utils'). Default `true`; github-slugger's ids (other sites) are not changed by it.",
  'markdown.frontMatterKeys':
    "Front matter keys of the site's own, which its components or tools read (VueUse's `category`): kept for MDX pages, as every key docsgen does not read is, and not warned of.",
  'markdown.pathAliases':
    "Address prefixes of images, linked files and MDX imports, each naming a folder of the site (`{ '~/': 'src/' }`), as a tsconfig `paths` entry does for Astro. A `bundle.alias` key naming a folder of the site adds one (these first).",
  'markdown.syntax':
    "`vitepress` also reads VitePress' own Markdown (containers, code groups, snippets, badges); `starlight` reads Expressive Code's frames (file-name comments as titles, `frame=`, terminal blocks).",
  bundle:
    "What the bundler of the site's own modules (components, pages, theme modules) does besides docsgen's defaults, as a Docusaurus plugin's `configureWebpack` says it; `docsgen init` carries it.",
  'bundle.alias':
    "Imports replaced by a package, a path inside the site (`./src/shim`) or an empty module (`false`), with webpack's conventions: `'react-native$': 'react-native-web'` matches that import alone, a key without `$` its subpaths too. One that names a folder of the site (`'@components': './src/components'`) is read in pages too, as a `markdown.pathAliases` entry.",
  'bundle.fallback':
    'As `alias`, but used only when the import resolves to nothing otherwise, such as a Node built-in imported by code that runs in the browser.',
  'bundle.define':
    "Global names replaced in the site's modules by a JSON value or another name (`{ __DEV__: 'false', 'process.env': '{}' }`), as webpack's DefinePlugin.",
  'bundle.extensions': "Extensions tried before docsgen's own for an import written without one (`.web.js`), in order.",
  'bundle.text': "Extensions of files that import as their text (`.txt`), as webpack's `asset/source` and `raw-loader` give them.",
  sitemap: 'The `sitemap.xml` the build writes.',
  'sitemap.changefreq': 'The change frequency given for every page.',
  'sitemap.priority': 'The priority given for every page, from 0 to 1.',
  'sitemap.ignorePatterns': 'Route globs left out of the sitemap.',
  llms: 'Write `llms.txt`, `llms-full.txt` and every page’s Markdown at `<route>.md`, for agents.',
  createRedirects:
    "A function given each page's path (`/guide/cycles`) that returns the paths forwarding there (a path, a list, or nothing), as Docusaurus' `createRedirects`; they join `redirects`.",
  redirects:
    "Pages that forward readers from old paths, as Docusaurus' client-redirects plugin: `[{ from: '/old' | ['/a', '/b'], to: '/new' }]`; `to` is a path of the site (checked as a link) or another site's address. A link to a `from` path works; its fragment is checked on the page `to` names.",
  servedElsewhere:
    "Paths of the site that something else serves beside docsgen's pages (an app, another tool's pages), as globs: `['/playground', '/api/**']`. Links to them are not broken links; their fragments are not checked.",
  search: 'Search, local by default (the index named after the title); `false` turns it off.',
  'search.provider': 'What answers queries: an index in the browser (`local`), the site’s own server (`server`), or hosted Algolia (`algolia`).',
  'search.indexName': 'The index name (default: made from the site title, `My Docs` → `my-docs`).',
  'search.appId': 'The Algolia application id, required by the `algolia` provider.',
  'search.apiKey': 'The Algolia search-only key, required by the `algolia` provider.',
  'search.contextualSearch': "Search only the reader's locale and docs version.",
  'search.insights': 'Send clicks and views to Algolia Insights (the `algolia` provider only).',
  'search.feedbackUrl': 'Where the "Let us know." link of a search without results leads.',
  'search.hosts': 'Hosts for the `algolia` provider, such as a self-hosted Algolia-compatible service.',
  'search.synonyms':
    'Other words for the same thing, in Algolia’s shapes: two-way groups (`["kanban", "board"]`) and one-way rules (`{ input, synonyms }`); used by the local and server engines and pushed to Algolia by `docsgen index --push`.',
  analytics: 'Google Analytics page views, in the gtag.js convention.',
  'analytics.trackingId': 'The measurement id; without it nothing is recorded or sent.',
  'analytics.anonymizeIp': "Ask for the reader's IP address to be anonymised.",
  onBrokenLinks: 'What a link to a route that does not exist does: fail the build, warn, or nothing.',
  onBrokenMarkdownLinks: 'What a link to a Markdown file that does not exist does.',
  onBrokenAnchors: 'What a link to a heading that does not exist does.',
};
