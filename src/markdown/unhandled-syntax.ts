/**
 * remark step, run after the site's own remark plugins: finds syntax that a Markdown plugin was meant to handle and
 * that is still there, so the page would ship it as plain code or as a link no browser opens, and reports it
 * (`markdown-syntax-unhandled`, a warning: an error under `--strict`), naming the plugins that could have handled
 * it. A meta word that always means one plugin (`twoslash`) is reported on any site that does not run a plugin of
 * that name. Otherwise it looks only on a site that has plugins in play: those `markdown.missingPlugins` names (the pages were
 * written for them, the site does not run them; the migration lists those it could not carry), or, failing that,
 * the site's own plugin lists. What counts as a plugin's syntax:
 * - a code block's language that no highlighter knows (`code-languages.ts`) and that is written like a component
 *   (`SnackPlayer`: two capitals or more) or like a missing plugin's name (`snackplayer` for
 *   `remark-snackplayer`);
 * - a word of a code block's meta that is written like a missing plugin's name (`live` for `theme-live-codeblock`),
 *   other than the words docsgen reads (`title`, `showLineNumbers`, `npm2yarn`); never one a running plugin is
 *   named like, as a plugin reads its word and leaves it in the meta;
 * - a line of a code block's text that is a preprocessor's directive (mdBook's `{{ #include file.rs:anchor }}`, which
 *   a plugin replaces with the file's code) whose word is written like a missing plugin's name (`include` for
 *   `remarkIncludeCode`): only then, as a Handlebars sample's `{{#each}}` is code to show;
 * - a link whose scheme is none that browsers or common apps open (`docblock://…`);
 * - an empty code block whose meta names a file (```` ```kotlin file=sample/Foo.kt ````): remark-code-import's and
 *   such plugins' syntax for code read from a file, which ships as an empty block when none runs. On any site, as
 *   no author means such a block to stay empty.
 * Ordinary unknown languages (`ini2`, `Output`) stay plain code without a word, as in Docusaurus. One report per
 * page and syntax, at its first place, with the count of the others. Changes nothing in the tree.
 */
import type { Code, Definition, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { diagnostic, type FactsOf } from '../diagnostics/catalogue.js';
import { isKnownLanguage } from './code-languages.js';
import { contextOf, locate } from './context.js';
import { markdownPlugins } from './user-plugins.js';

/** Schemes a link may use without a plugin: the web's, and those browsers hand to common apps. */
const KNOWN_SCHEMES = new Set(
  (
    'http https mailto tel ftp ftps sftp ws wss file data blob about sms mms fax callto facetime facetime-audio skype irc ircs ' +
    'news nntp xmpp ssh git svn magnet geo webcal feed urn doi bitcoin ethereum matrix slack discord tg whatsapp spotify ' +
    'zoommtg zoomus msteams vscode vscode-insiders cursor jetbrains idea itms itms-apps itms-services market intent ' +
    'android-app steam chrome chrome-extension view-source exp expo'
  ).split(' '),
);

/**
 * Meta words that always mean one plugin's syntax, whatever the site lists: `twoslash` (```` ```ts twoslash ````)
 * is the TypeScript compiler's transformer, which shiki's and VitePress' docs run from a path of their own
 * (`../packages/vitepress-twoslash/src`), so no listed name gives it away.
 */
const PLUGIN_META: Readonly<Record<string, string>> = { twoslash: '@shikijs/vitepress-twoslash' };

/** The best-known plugin that fills an empty code block from the file its meta names (`file=path`). */
const FILE_CODE_PLUGIN = 'remark-code-import';

/** Meta words docsgen reads itself (`code-meta.ts`, `npm2yarn.ts`). */
const KNOWN_META = new Set(['title', 'showlinenumbers', 'npm2yarn']);

/** Words of a plugin's name that say nothing about the syntax it handles. */
const GENERIC_WORDS = new Set(
  (
    'remark rehype plugin plugins docusaurus theme markdown md mdx code codeblock codeblocks block blocks syntax language ' +
    'languages lang as title the and with to of for in js ts jsx tsx mjs cjs src lib dist index utils util tools core ' +
    'preset custom docs website site node modules'
  ).split(' '),
);

/** A language written like a React component: capitalised, with at least one more capital inside (`SnackPlayer`). */
const COMPONENT_LIKE = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/;

/** A meta string's words: each bare word, and the key of each `key=value`; `{1,3}` ranges are skipped. */
const META_WORDS = /([A-Za-z][\w-]*)=(?:"[^"]*"|'[^']*'|\S+)|\{[^}]*\}|(\S+)/g;

/** A line of code that is a preprocessor's directive alone (`{{ #include @code/app/src/main.rs:main }}`): its word. */
const TEMPLATE_DIRECTIVE = /^[ \t]*\{\{[ \t]*#([A-Za-z][\w-]*)\b[^{}\n]*\}\}[ \t]*$/m;

const squash = (word: string) => word.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The words of a plugin's name that may name its syntax: `@scope/remark-snackplayer` → `snackplayer`,
 * `remarkSnackPlayer` → `snack`, `player` and `snackplayer` (the scope, file extensions and generic words left out).
 */
export function nameWords(name: string): Set<string> {
  const unscoped = name.replace(/^@[^/]+\//, '').replace(/\.[cm]?[jt]sx?$/, '');
  const found = new Set<string>();
  const all: string[] = [];
  for (const part of unscoped.split(/[^A-Za-z0-9]+/)) {
    const words = part
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .split(' ')
      .map((word) => word.toLowerCase())
      .filter((word) => word.length >= 3 && !GENERIC_WORDS.has(word));
    for (const word of words) found.add(word);
    if (words.length > 1) found.add(words.join(''));
    all.push(...words);
  }
  if (all.length > 1) found.add(all.join(''));
  return found;
}

interface Candidate {
  name: string;
  words: Set<string>;
}

/** The plugins a word is written like (by name), among `candidates`. */
const namedBy = (word: string, candidates: readonly Candidate[]) => candidates.filter((plugin) => plugin.words.has(squash(word)));

type Variant = FactsOf<'markdown-syntax-unhandled'>['variant'];

interface Finding {
  /** Named by the syntax itself (PLUGIN_META), not by the site's lists. */
  known?: boolean;
  variant: Variant;
  syntax: string;
  node: Code | Link | Definition;
  /** The first link, for a scheme. */
  raw?: string;
  plugins: Candidate[];
  count: number;
}

/** The running plugins' names as the diagnostics write them, and the function name inside (`(remarkFoo)`). */
function runningPlugins(): Candidate[] {
  return markdownPlugins().names.map((where) => ({ name: where, words: nameWords(/\(([^)]*)\)$/.exec(where)?.[1] ?? '') }));
}

export function remarkUnhandledSyntax() {
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    const missing = (ctx.site.missingPlugins ?? []).map((name) => ({ name, words: nameWords(name) }));
    const running = missing.length ? [] : runningPlugins();
    const candidates = missing.length ? missing : running;
    const findings = new Map<string, Finding>();
    const found = (variant: Variant, syntax: string, node: Finding['node'], plugins: Candidate[], known = false, written?: string) => {
      const key = `${variant}\0${syntax}`;
      const seen = findings.get(key);
      const raw = node.type === 'code' ? written : node.url;
      if (seen) seen.count++;
      else findings.set(key, { variant, syntax, node, plugins, count: 1, ...(known ? { known } : {}), ...(raw !== undefined ? { raw } : {}) });
    };
    // A plugin the site runs that is named like the syntax (a twoslash plugin of its own) handles it, as far as this
    // step can tell; its list is read only when such a word is met.
    let ownPlugins: Candidate[] | null = running.length ? running : null;
    const runsPluginOf = (word: string) => (ownPlugins ??= runningPlugins()).some((plugin) => plugin.words.has(squash(word)));
    visit(tree, (node) => {
      if (node.type === 'code') {
        // A plugin that turned the block into something else says so in `hName`/`hChildren`.
        if (node.data && ('hName' in node.data || 'hChildren' in node.data)) return;
        const lang = node.lang;
        const metaKeys = [...(node.meta ?? '').matchAll(META_WORDS)].flatMap(([, key]) => (key ? [key.toLowerCase()] : []));
        if (!node.value.trim() && metaKeys.includes('file')) {
          const plugins = candidates.length ? candidates : [{ name: FILE_CODE_PLUGIN, words: new Set<string>() }];
          found('file', 'file', node, plugins, !candidates.length);
          return;
        }
        if (candidates.length && lang && !isKnownLanguage(lang)) {
          const byName = namedBy(lang, candidates);
          if (byName.length || COMPONENT_LIKE.test(lang)) found('language', lang, node, byName);
        }
        for (const [, key, bare] of (node.meta ?? '').matchAll(META_WORDS)) {
          const word = key ?? bare;
          if (!word) continue;
          const plugin = PLUGIN_META[word.toLowerCase()];
          if (plugin) {
            if (!runsPluginOf(word)) found('meta', word, node, [{ name: plugin, words: nameWords(plugin) }], true);
            continue;
          }
          // A running plugin reads its meta word and leaves it (dagger's `template` blocks, their text filled in):
          // only a missing plugin's word is known unhandled.
          if (!missing.length || KNOWN_META.has(word.toLowerCase()) || isKnownLanguage(word)) continue;
          const byName = namedBy(word, candidates);
          if (byName.length) found('meta', word, node, byName);
        }
        const directive = missing.length ? TEMPLATE_DIRECTIVE.exec(node.value) : null;
        if (directive) {
          const byName = namedBy(directive[1]!, missing);
          if (byName.length) found('template', directive[1]!, node, byName, false, directive[0].trim());
        }
      } else if (candidates.length && (node.type === 'link' || node.type === 'definition')) {
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(node.url)?.[1]?.toLowerCase();
        if (scheme && !KNOWN_SCHEMES.has(scheme)) found('scheme', scheme, node, namedBy(scheme, candidates));
      }
    });
    for (const { variant, syntax, node, raw, plugins, count, known } of findings.values()) {
      const named = (plugins.length ? plugins : candidates).map((plugin) => plugin.name);
      const listed = known ? 'known' : missing.length ? 'missing' : 'running';
      const facts = { variant, syntax, ...(raw ? { raw } : {}), plugins: named, listed, count } as const;
      ctx.diagnostics.push(diagnostic('markdown-syntax-unhandled', 'warning', facts, locate(ctx, node)));
    }
  };
}
