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
export type DiagnosticLocation = Pick<Diagnostic, 'file' | 'line' | 'column'>;

/** The facts of a code whose wording never changes. */
type NoFacts = Record<string, never>;

/** The spec's message for a sidebar, or a navbar item's sidebar, that has no doc to link to. */
export const NOTHING_TO_LINK = "Sidebar doesn't have anything to be linked to";

/** `name`, in backticks. */
const ticked = (name: string): string => `\`${name}\``;
/** `a`, `b`, `c`. */
const tickedList = (names: readonly string[]): string => names.map(ticked).join(', ');

const USE_KNOWN_DIRECTIVES = (admonitions: readonly string[]): string =>
  `Use one of the supported directives: admonitions (${admonitions.map((k) => ':::' + k).join(', ')}), :::details[…], ::::cards/:::card, ::::tabs/:::tab, :kbd[…], :plan[…].`;

type ConfigLoadFacts =
  /** The bundler or the import threw; `reason` is its first error text. */
  | { variant: 'unloadable'; reason: string }
  | { variant: 'no-default-export' };

type ConfigInvalidFacts =
  /** `keys` are full key paths, such as `navbar.junk`. */
  | { variant: 'unknown-key'; keys: readonly string[]; suggestions?: readonly string[] }
  /** A search key the algolia provider needs: `key` is `appId`, `keyPath` is `search.appId`. */
  | { variant: 'missing-search-key'; key: string; keyPath: string }
  /** `reason` is the schema's own text, such as `expected an absolute URL such as https://docs.example.com`. */
  | { variant: 'wrong-value'; keyPath: string; reason: string };

type FrontMatterInvalidFacts =
  | { variant: 'missing'; key: string }
  | { variant: 'invalid'; key: string; reason: string };

type DirectiveInvalidFacts =
  | { variant: 'details-without-summary' }
  /** Something other than a `:::card` in `::::cards`, or other than a `:::tab` in `::::tabs`. */
  | { variant: 'foreign-child'; group: string; entry: string }
  /** A `:::card` or `:::tab` outside its `::::cards` or `::::tabs` block. */
  | { variant: 'outside-group'; entry: string; group: string }
  | { variant: 'card-without-target' }
  | { variant: 'tab-without-label' }
  | { variant: 'unknown-leaf'; name: string; admonitions: readonly string[] }
  | { variant: 'unknown-container'; name: string; admonitions: readonly string[] }
  /** `plan` is the badge's text ('' when empty); `plans` are the names the config accepts. */
  | { variant: 'unknown-plan'; plan: string; plans: readonly string[] }
  | { variant: 'unknown-text'; name: string };

type SearchIndexFacts =
  | { variant: 'no-search-config' }
  | { variant: 'no-app-id' }
  /** `variable` is the environment variable that should hold the admin key. */
  | { variant: 'no-admin-key'; variable: string }
  | { variant: 'push-failed'; reason: string };

export const catalogue = {
  // ── Config ──────────────────────────────────────────────────────────────────────────────────────────────
  'config-missing': ({ root, fileName }: { root: string; fileName: string }): DiagnosticText => ({
    message: `No site config found in ${root}.`,
    hint: `Create ${fileName} exporting \`defineConfig({ title, url, ... })\`, or pass --config.`,
  }),

  'config-load': (facts: ConfigLoadFacts): DiagnosticText => {
    switch (facts.variant) {
      case 'unloadable':
        return {
          message: `The config file could not be loaded: ${facts.reason}`,
          hint: 'Fix the syntax or the failing import in the config file.',
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
            ? `Did you mean ${tickedList(facts.suggestions)}? Otherwise remove it; the README lists every config key.`
            : 'Remove it or check its spelling; the README lists every config key.',
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
    }
  },

  'version-unknown': ({ name, known }: { name: string; known: readonly string[] }): DiagnosticText => ({
    message: `The docs version ${ticked(name)} in the config does not exist.`,
    hint: `Known version names: ${tickedList(known)}. Fix the name in \`docs.versions\` or \`docs.lastVersion\`.`,
  }),

  // ── Content: files ──────────────────────────────────────────────────────────────────────────────────────
  /** `target` is where the link really leads (outside the site folder). */
  'content-symlink-outside': ({ target }: { target: string }): DiagnosticText => ({
    message: `This symlink leads outside the site folder, to ${target}; docsgen reads only files inside the site.`,
    hint: 'Copy the file into the site folder, or point the link at a file inside it.',
  }),

  'content-symlink-broken': ({ reason }: { reason: 'loop' | 'dangling' }): DiagnosticText =>
    reason === 'loop'
      ? { message: 'This symlink is part of a loop: following it comes back to where it started.', hint: 'Remove the link or point it at a real file or folder.' }
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
      case 'missing':
        return {
          message: `The front matter has no ${ticked(facts.key)}.`,
          hint: `Add \`${facts.key}: …\` between the \`---\` lines at the top of the file (title and description are required).`,
        };
      case 'invalid':
        return {
          message: `The front matter key ${ticked(facts.key)} is invalid: ${facts.reason}.`,
          hint: `Give ${ticked(facts.key)} a value of the expected type.`,
        };
    }
  },

  'front-matter-unknown-key': ({ key, knownKeys }: { key: string; knownKeys: readonly string[] }): DiagnosticText => ({
    message: `Unknown front matter key ${ticked(key)}.`,
    hint: `Remove it or use one of: ${knownKeys.join(', ')}.`,
  }),

  /** `fromSlug`: the route came from the front matter's `slug` rather than the file's path. */
  'route-invalid': ({ route, fromSlug }: { route: string; fromSlug: boolean }): DiagnosticText => ({
    message: `The route ${ticked(route)} is not a valid route: routes are lower-case words separated by "/", without spaces or a trailing "/".`,
    hint: fromSlug
      ? 'Change the `slug` in the front matter.'
      : 'Rename the file in lower case with dashes, or set a `slug` in the front matter.',
  }),

  'route-duplicate': ({ route, firstFile, secondFile }: { route: string; firstFile: string; secondFile: string }): DiagnosticText => ({
    message: `Two docs claim the route ${ticked(route)}: ${firstFile} and ${secondFile}.`,
    hint: 'Give one of them a different `slug` in its front matter, or rename one file.',
  }),

  /** `route` is one of the generator's own routes, such as `/search`. */
  'route-reserved': ({ route }: { route: string }): DiagnosticText => ({
    message: `The route ${ticked(route)} is reserved for the generator's own ${route.slice(1)} page.`,
    hint: 'Rename the file or give it another `slug`.',
  }),

  // ── Sidebars and the navbar ─────────────────────────────────────────────────────────────────────────────
  /** `where` is the item's key path, such as `docs.sidebars.docs[1].items[0]`; `suggestions` the closest ids. */
  'sidebar-unknown-doc': ({ sidebar, where, id, suggestions }: { sidebar: string; where: string; id: string; suggestions: readonly string[] }): DiagnosticText => ({
    message: `The sidebar ${ticked(sidebar)} (${where}) refers to the doc id ${ticked(id)}, which does not exist.`,
    hint: `${suggestions.length ? `Did you mean ${tickedList(suggestions)}? ` : ''}A doc id is the file's path under the docs folder without \`.md\`.`,
  }),

  'sidebar-autogenerated-empty': ({ sidebar, where, dirName }: { sidebar: string; where: string; dirName: string }): DiagnosticText => ({
    message: `The sidebar ${ticked(sidebar)} (${where}) lists the folder ${ticked(dirName)}, which holds no docs.`,
    hint: 'Check `dirName` (a folder under the docs folder), or remove the item.',
  }),

  'sidebar-empty-category': ({ sidebar, where, label }: { sidebar: string; where: string; label: string }): DiagnosticText => ({
    message: NOTHING_TO_LINK,
    hint: `The category "${label}" in sidebar ${ticked(sidebar)} (${where}) has no items and no category doc: add items, or a \`link: { type: 'doc', id }\`, or remove the category.`,
  }),

  /** A navbar item naming a sidebar that is not declared; `suggestions` are the closest sidebar ids. */
  'sidebar-unknown-id': ({ label, sidebarId, suggestions }: { label: string; sidebarId: string; suggestions: readonly string[] }): DiagnosticText => ({
    message: `The navbar item "${label}" refers to the sidebar id ${ticked(sidebarId)}, which does not exist.`,
    hint: suggestions.length
      ? `Did you mean ${tickedList(suggestions)}? Sidebar ids are the keys of \`docs.sidebars\`.`
      : 'Declare the sidebar under `docs.sidebars` first.',
  }),

  'sidebar-nothing-to-link': ({ label, sidebarId }: { label: string; sidebarId: string }): DiagnosticText => ({
    message: NOTHING_TO_LINK,
    hint: `The navbar item "${label}" points to the sidebar ${ticked(sidebarId)}, which holds no doc: add a doc to that sidebar or remove the navbar item.`,
  }),

  // ── Markdown ────────────────────────────────────────────────────────────────────────────────────────────
  /** `snippet` is the start of the HTML as written. */
  'raw-html': ({ snippet }: { snippet: string }): DiagnosticText => ({
    message: `Raw HTML is not supported in docs: ${ticked(snippet)}.`,
    hint: 'Use Markdown or a directive instead (tables, `:kbd[…]`, admonitions), or escape the `<` as `\\<` if it is text.',
  }),

  /** `limit` is the documented nesting limit. */
  'markdown-too-deep': ({ limit }: { limit: number }): DiagnosticText => ({
    message: `Blocks are nested more than ${limit} levels deep here (quotes and lists inside each other).`,
    hint: `Flatten the structure: docsgen reads at most ${limit} levels of nested quotes and lists.`,
  }),

  /** `scheme` is the link's scheme, such as `javascript` or `data`. */
  'link-unsafe': ({ raw, scheme }: { raw: string; scheme: string }): DiagnosticText => ({
    message: `The link ${ticked(raw.length > 60 ? `${raw.slice(0, 57)}...` : raw)} uses the \`${scheme}:\` scheme, which docs pages do not allow.`,
    hint: 'Link a page, a file of the site or an http(s) address instead; put data in a file of the static folder.',
  }),

  'heading-id-duplicate': ({ id }: { id: string }): DiagnosticText => ({
    message: `Two headings on this page have the id ${ticked(id)}.`,
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
      case 'unknown-leaf':
        return { message: `Unknown directive \`::${facts.name}\`.`, hint: USE_KNOWN_DIRECTIVES(facts.admonitions) };
      case 'unknown-container':
        return { message: `Unknown directive \`:::${facts.name}\`.`, hint: USE_KNOWN_DIRECTIVES(facts.admonitions) };
      case 'unknown-plan':
        return {
          message: `Unknown plan ${ticked(facts.plan || '(empty)')} in a plan badge.`,
          hint: `Write one of ${tickedList(facts.plans.map((p) => `:plan[${p}]`))}.`,
        };
      case 'unknown-text':
        return {
          message: `Unknown directive \`:${facts.name}\`.`,
          hint: 'Use `:kbd[…]` or `:plan[…]`; to write a colon before a word, put a space after it or escape it as `\\:`.',
        };
    }
  },

  // ── Links ───────────────────────────────────────────────────────────────────────────────────────────────
  /** `raw` is the link as the author wrote it. */
  'broken-markdown-link': ({ raw }: { raw: string }): DiagnosticText => ({
    message: `The Markdown file link ${ticked(raw)} does not point to a doc.`,
    hint: "Fix the relative path to the .md file (it is resolved from this file's folder), or link the route instead.",
  }),

  /** `route` is where the link leads (null only for an unresolved Markdown file link); `suggestions` the closest routes. */
  'broken-link': ({ raw, route, suggestions }: { raw: string; route: string | null; suggestions: readonly string[] }): DiagnosticText => ({
    message: `The link ${ticked(raw)} points to ${ticked(String(route))}, which is not a page of this site.`,
    hint: `Link an existing route${suggestions.length ? `, such as ${tickedList(suggestions)}` : ''}.`,
  }),

  /** `onSamePage`: the link points into the page it is on; `suggestions` are the closest heading ids there. */
  'broken-anchor': ({ raw, anchor, route, onSamePage, suggestions }: { raw: string; anchor: string; route: string; onSamePage: boolean; suggestions: readonly string[] }): DiagnosticText => ({
    message: `The link ${ticked(raw)} points to the anchor ${ticked('#' + anchor)}, which is not a heading on ${onSamePage ? 'this page' : ticked(route)}.`,
    hint: suggestions.length
      ? `Use one of the page's heading ids, such as ${tickedList(suggestions.map((s) => '#' + s))}, or add a heading with that id.`
      : 'The target page has no headings to link to; link the page without an anchor.',
  }),

  // ── Search ──────────────────────────────────────────────────────────────────────────────────────────────
  'search-no-records': (_facts: NoFacts): DiagnosticText => ({
    message: 'This page gives search no text to find: it has headings but no paragraphs, list items or tables.',
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

  // ── Dev server ──────────────────────────────────────────────────────────────────────────────────────────
  /** `files` are the changed paths relative to the site root; `reason` is the error's message. */
  'dev-update-failed': ({ files, reason }: { files: readonly string[]; reason: string }): DiagnosticText => ({
    message: `Updating after ${files.join(', ')} failed: ${reason}`,
    hint: 'Fix the file; the last good version is served meanwhile.',
  }),
} as const satisfies Record<string, (facts: never) => DiagnosticText>;

export type DiagnosticCode = keyof typeof catalogue;

/** The facts a code's wording needs. */
export type FactsOf<C extends DiagnosticCode> = Parameters<(typeof catalogue)[C]>[0];

/** One diagnostic, worded by the catalogue: `diagnostic('broken-link', 'error', { raw, route, suggestions }, at)`. */
export function diagnostic<C extends DiagnosticCode>(
  code: C,
  severity: Severity,
  facts: FactsOf<C>,
  at: DiagnosticLocation = {},
): Diagnostic {
  const word = catalogue[code] as (facts: FactsOf<C>) => DiagnosticText;
  const { message, hint } = word(facts);
  return { severity, code, message, hint, ...at };
}
