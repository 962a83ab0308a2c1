/**
 * The checkable claims of the README and of docsgen's website pages (website/docs/), held against the code they
 * describe: the CLI synopsis against the commands,
 * arguments and options of the real CLI (createCli), both ways; every `docsgen <command> --option` and bare
 * `--option` it writes; every diagnostic code it names against the catalogue; the configuration table against the
 * config schema (every top-level key documented, every key path written exists, every default and item shape it
 * states is the schema's); the interface-string ids, npm scripts and repository files it names; and the lists it
 * gives (front matter keys, admonitions, highlighted languages, navbar icons, swizzlable components, built-in
 * interface languages) against the code's. Runs no build; readme-commands.test.ts runs the README's shell blocks.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BUILT_IN_TEXT } from '../../core/i18n/built-in.js';
import { BLOG_TEXT_IDS } from '../../core/blog.js';
import { KEY_OF_ID } from '../../core/i18n/catalogue.js';
import { OVERRIDABLE_NAMES } from '../../core/overridable.js';
import { NAVBAR_ICON_NAMES } from '../../core/route-data.js';
import { createCli } from '../../src/cli/index.js';
import { SITE_SCRIPTS } from '../../src/cli/init.js';
import { siteConfigSchema } from '../../src/config/schema.js';
import { catalogue } from '../../src/diagnostics/catalogue.js';
import { ADMONITION_KINDS, LEGACY_DOCUSAURUS_KINDS } from '../../src/markdown/directives.js';
import { compile } from '../support/markdown.js';
import { readReadme, SHELL_LANGUAGES, spansOf, type ReadmeSpan } from '../support/readme.js';

const readme = readReadme();
/** `website/docs/guides/search.md:12: <the line>`: where a claim is written. */
const where = (at: { file: string; line: number }) => `${at.file}:${at.line}: ${readme.lineOf(at.file, at.line).trim()}`;

/** The code the README writes commands in: its code spans, and each line of its shell blocks and plain fences (the synopsis). */
const commandCode = (): { text: string; file: string; line: number }[] => [
  ...readme.spans.map((span) => ({ text: span.value, file: span.file, line: span.line })),
  ...readme.blocks
    .filter((block) => block.lang === null || SHELL_LANGUAGES.has(block.lang))
    .flatMap((block) => block.value.split('\n').map((text, index) => ({ text, file: block.file, line: block.line + 1 + index }))),
];

// ---------------------------------------------------------------------------------------------------------------
// The CLI as commander holds it.

type ValueKind = 'none' | 'required' | 'optional';
interface CliCommand {
  names: string[];
  /** `[dir]`, `<name>`: as the synopsis writes them. */
  args: string[];
  options: Map<string, ValueKind>;
  help: string;
}

function commandOf(command: Command): CliCommand {
  const options = new Map<string, ValueKind>([['--help', 'none']]);
  for (const option of command.options) {
    if (option.hidden || !option.long) continue;
    options.set(option.long, option.required ? 'required' : option.optional ? 'optional' : 'none');
  }
  const args = command.registeredArguments.map((arg) => (arg.required ? `<${arg.name()}>` : `[${arg.name()}]`));
  return { names: [command.name(), ...command.aliases()], args, options, help: command.helpInformation() };
}

const program = createCli();
const commands = program.commands.map(commandOf);
const globalOptions = commandOf(program).options;
const commandNamed = (name: string) => commands.find((command) => command.names.includes(name));
const allOptions = new Set(commands.flatMap((command) => [...command.options.keys()]));

/** Code spans starting with `--` that name CSS custom properties of other projects, not options. */
const OTHER_CSS_PROPERTIES: Record<string, string> = {
  '--ifm-*': "Infima's custom properties, which style Docusaurus' theme (the migration notes that they do not style docsgen's)",
};

// ---------------------------------------------------------------------------------------------------------------
// The synopsis: the fence without a language under "At a glance" in the CLI reference whose lines start with `docsgen`.

interface SynopsisLine {
  file: string;
  names: string[];
  args: string[];
  options: Map<string, ValueKind>;
  line: number;
}

const CLI_PAGE = 'website/docs/reference/cli.md';
const synopsisBlock = readme.blocks.find(
  (block) => block.file === CLI_PAGE && block.section === 'At a glance' && block.lang === null && block.value.startsWith('docsgen '),
);

function synopsisLines(): SynopsisLine[] {
  if (!synopsisBlock) return [];
  return synopsisBlock.value.split('\n').map((text, index) => {
    const line = synopsisBlock.line + 1 + index;
    const words = text.replace(/^docsgen\s+/, '');
    const names = words.startsWith('-') ? [] : words.split(/\s/)[0]!.split('|');
    const options = new Map<string, ValueKind>();
    // `[--port <port>]`, `[--strict]`, `[--hsts[=<seconds>]]`, and the global `--version | --help`.
    let rest = words.slice(names.join('|').length);
    for (const match of rest.matchAll(/\[(--[\w-]+)(\s+<[^>]+>|\[=<[^>]+>\])?\]|(?:^|\s)(--[\w-]+)(?=\s|$)/g)) {
      const kind: ValueKind = !match[2] ? 'none' : match[2].startsWith('[') ? 'optional' : 'required';
      options.set(match[1] ?? match[3]!, kind);
    }
    rest = rest.replace(/\[--[^\]]*(\[[^\]]*\])?[^\]]*\]/g, ' ');
    const args = [...rest.matchAll(/(\[[\w-]+\]|<[\w-]+>)/g)].map((match) => match[1]!);
    return { file: synopsisBlock.file, names, args, options, line };
  });
}

describe('the README against the CLI', () => {
  const synopsis = synopsisLines();

  it('has a CLI synopsis that lists every command and alias, and only those', () => {
    expect(synopsisBlock, `the synopsis block under "## At a glance" in ${CLI_PAGE}`).toBeDefined();
    const written = synopsis.flatMap((line) => line.names).sort();
    expect(written).toEqual(commands.flatMap((command) => command.names).sort());
    // Each line names one command with its aliases, as commander groups them.
    for (const line of synopsis.filter((entry) => entry.names.length)) {
      expect(line.names, where(line)).toEqual(commandNamed(line.names[0]!)?.names);
    }
  });

  it("gives each command in the synopsis its real arguments and options, each taking a value as the CLI's does", () => {
    for (const line of synopsis) {
      if (!line.names.length) {
        // `docsgen --version | --help`: the program's own options.
        for (const option of line.options.keys()) expect(globalOptions.has(option), `${where(line)}\n${option} is no option of docsgen`).toBe(true);
        continue;
      }
      const command = commandNamed(line.names[0]!);
      if (!command) continue; // reported by the test above
      expect(line.args, `${where(line)}\narguments`).toEqual(command.args);
      const real = new Map([...command.options].filter(([option]) => option !== '--help'));
      expect(Object.fromEntries(line.options), `${where(line)}\noptions (and whether each takes a value)`).toEqual(Object.fromEntries(real));
    }
  });

  it('has a row in the command table for every command, and names every alias', () => {
    const table = readme.rows.filter((row) => row.file === CLI_PAGE && row.section === 'What each command does').map((row) => spansOf(row.cells[0]!)[0] ?? '');
    for (const command of commands) {
      expect(
        table.some((cell) => cell.startsWith(`docsgen ${command.names[0]}`)),
        `a row for docsgen ${command.names[0]}`,
      ).toBe(true);
      for (const alias of command.names.slice(1)) {
        expect(
          readme.spans.some((span) => span.value === `docsgen ${alias}`),
          `\`docsgen ${alias}\` named somewhere`,
        ).toBe(true);
      }
    }
  });

  it('writes `docsgen <command> --option` only with commands and options the CLI has', () => {
    const seen: string[] = [];
    for (const code of commandCode()) {
      // Up to a shell operator: `docsgen build --strict && …` ends at `&&`.
      // `docsgen dev|start [--port <port>] …` in the synopsis: the command with its aliases, then its options.
      for (const match of code.text.matchAll(/(?:^|[\s(])docsgen ((?:[\w-]+\|)*[\w-]+)([^|&;]*)/g)) {
        const word = match[1]!;
        const rest = match[2]!.trim().split(/\s+/);
        if (word.startsWith('--')) {
          expect(globalOptions.has(word.split('=')[0]!), `${where(code)}\n${word} is no option of docsgen`).toBe(true);
          continue;
        }
        // `docsgen dev|start` in the synopsis.
        const command = commandNamed(word.split('|')[0]!);
        expect(command, `${where(code)}\n\`docsgen ${word}\` is no command`).toBeDefined();
        // `[--port <port>]`, `--hsts[=<seconds>]`, `--strict:` in a comment: the option's name alone.
        const options = rest.map((token) => /^\[?(--[A-Za-z][\w-]*)/.exec(token)?.[1]).filter((option) => option !== undefined);
        for (const option of options) {
          expect(command!.options.has(option), `${where(code)}\n\`docsgen ${word}\` has no option ${option}`).toBe(true);
          expect(command!.help, `${where(code)}\n${option} is not in \`docsgen ${word} --help\``).toContain(option);
          seen.push(`${word} ${option}`);
        }
      }
    }
    expect(seen.length).toBeGreaterThan(10);
  });

  it("writes a bare `--name` only when a command has that option (or the bench script its section is about, or the theme's CSS that custom property)", () => {
    const bench = readFileSync('bench/run.mjs', 'utf8');
    const fidelity = readFileSync('bench/fidelity.mjs', 'utf8');
    const realSites = readFileSync('bench/real-sites.mjs', 'utf8');
    const tokens = readFileSync('theme/styles/tokens.css', 'utf8');
    for (const span of readme.spans.filter((entry) => /^--[A-Za-z]/.test(entry.value))) {
      const option = /^--[\w-]*\*?/.exec(span.value)![0];
      if (option in OTHER_CSS_PROPERTIES) continue;
      // "The theme's custom properties are in `theme/styles/tokens.css`": `--accent`, `--font-body`…
      if (span.file === 'website/docs/guides/theming.md' && span.section.startsWith('Make it yours: styles') && !allOptions.has(option)) {
        expect(tokens, `${where(span)}\n${option} is not declared in theme/styles/tokens.css`).toContain(`${option}:`);
        continue;
      }
      if (span.file === 'website/docs/project/benchmarks.md' && span.section.startsWith('Fidelity') && !allOptions.has(option)) {
        expect(fidelity, `${where(span)}\n${option} is not read by bench/fidelity.mjs`).toContain(`'${option}'`);
        continue;
      }
      if (span.file === 'website/docs/project/benchmarks.md' && span.section.startsWith('Real sites') && !allOptions.has(option)) {
        expect(realSites, `${where(span)}\n${option} is not read by bench/real-sites.mjs`).toContain(`'${option}'`);
        continue;
      }
      if (span.file === 'website/docs/project/benchmarks.md' && !allOptions.has(option)) {
        expect(bench, `${where(span)}\n${option} is not read by bench/run.mjs`).toContain(`'${option}'`);
        continue;
      }
      expect(allOptions.has(option), `${where(span)}\n${option} is no option of any docsgen command`).toBe(true);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Diagnostic codes.

/**
 * Code spans in kebab case that are not diagnostic codes, each kind with the reason. Any other such span must be a
 * code of the catalogue: a new one is either a code (then it must exist) or a name to add here.
 */
const NOT_CODES: Record<string, string> = {
  'data-theme': 'an HTML attribute',
  'aria-label': 'an HTML attribute',
  'mdx-code-block': 'the language of a fence whose content Docusaurus reads as MDX',
  'sub-issues': 'a query the search guide gives as an example',
  'docusaurus-plugin-content-docs': "the docs plugin's name in Docusaurus' global data",
  'docusaurus-plugin-llms': 'an npm package the migration guide names',
  'docusaurus-plugin-llms-txt': 'an npm package the migration guide names',
  'x-default': 'an hreflang value',
  'docs-preferred-version-default': "a localStorage key, Docusaurus' name",
  'header-github-link': "a CSS class in Docusaurus' navbar config",
  'js-yaml': 'an npm package',
  'react-native': 'an npm package the guides name',
  'react-native-web': 'an npm package the guides name',
  'raw-loader': 'a webpack loader the guides name',
  'sirv-cli': 'an npm package',
  'remark-code-import': 'an npm package',
  'remark-math': 'an npm package',
  'rehype-katex': 'an npm package',
  'remark-snackplayer': 'an npm package',
  'theme-live-codeblock': "a Docusaurus theme's name, without its scope",
  'theme-overrides': 'a folder',
  'drop-down': 'a word search treats as `dropdown`',
  'script-src': 'a Content-Security-Policy directive',
  'style-src': 'a Content-Security-Policy directive',
  'font-src': 'a Content-Security-Policy directive',
  'margin-inline-start': 'a CSS property',
  'inset-inline-end': 'a CSS property',
  'prefers-reduced-motion': 'a CSS media feature',
  'admonition-release': 'the CSS class of an admonition keyword of the config',
};

/** Interface-string ids: the theme's, and the blog's (drawn at build time, so kept out of the browser's catalogue). */
const INTERFACE_IDS = new Set([...KEY_OF_ID.keys(), ...Object.values(BLOG_TEXT_IDS).map(([id]) => id)]);

const looksLikeCode = (value: string) => /^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(value);

describe('the README against the diagnostics catalogue', () => {
  it('names only diagnostic codes the catalogue has', () => {
    const codes = new Set(Object.keys(catalogue));
    const named = readme.spans.filter((span) => looksLikeCode(span.value) && !(span.value in NOT_CODES));
    for (const span of named) {
      expect(codes.has(span.value), `${where(span)}\n\`${span.value}\` is no diagnostic code (if it is no code at all, add it to NOT_CODES)`).toBe(true);
    }
    expect(named.length).toBeGreaterThan(10);
  });

  it('keeps its list of names that are not codes true: each is in the README and none is a code', () => {
    for (const name of Object.keys(NOT_CODES)) {
      expect(name in catalogue, `${name} is a diagnostic code`).toBe(false);
      expect(
        readme.spans.some((span) => span.value === name),
        `${name} is no longer in the README: drop it from NOT_CODES`,
      ).toBe(true);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The config schema.

type Schema = z.core.$ZodType;

/** The schemas a key under `schema` can have (several through unions); none when it has no such key. */
function childrenOf(schema: Schema, key: string): Schema[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return childrenOf(def.innerType as Schema, key);
    case 'pipe':
      return childrenOf(def.in as Schema, key);
    case 'lazy':
      return childrenOf((def.getter as () => Schema)(), key);
    case 'union':
      return (def.options as Schema[]).flatMap((option) => childrenOf(option, key));
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      return Object.hasOwn(shape, key) ? [shape[key]!] : [];
    }
    case 'record':
      return [def.valueType as Schema];
    default:
      return [];
  }
}

/** The schemas at a key path (`docs.editUrl`; `docs.showLastUpdate*` matches every key with that start). */
function schemasAt(keyPath: string): Schema[] {
  let at: Schema[] = [siteConfigSchema];
  for (const key of keyPath.split('.')) {
    if (key.endsWith('*')) {
      const keys = at.flatMap((schema) => keysOf(schema)).filter((name) => name.startsWith(key.slice(0, -1)));
      at = at.flatMap((schema) => keys.flatMap((name) => childrenOf(schema, name)));
    } else {
      at = at.flatMap((schema) => childrenOf(schema, key));
    }
  }
  return at;
}

/** The keys of the objects `schema` can be. */
function keysOf(schema: Schema): string[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(def.type)) return keysOf(def.innerType as Schema);
  if (def.type === 'pipe') return keysOf(def.in as Schema);
  if (def.type === 'union') return (def.options as Schema[]).flatMap(keysOf);
  if (def.type === 'object') return Object.keys(def.shape as object);
  return [];
}

/** What the schema gives a key path that is left out, or `undefined` when it gives nothing. */
function defaultAt(keyPath: string): unknown {
  for (const schema of schemasAt(keyPath)) {
    const parsed = (schema as z.ZodType).safeParse(undefined);
    if (parsed.success && parsed.data !== undefined) return parsed.data;
  }
  return undefined;
}

/** A default as the README writes it (`'allow'`, `0.5`, `['/tags/**']`) as a value. */
function valueOf(written: string): unknown {
  const json = written.replace(/'/g, '"').replace(/([{,]\s*)([A-Za-z_]\w*)\s*:/g, '$1"$2":');
  try {
    return JSON.parse(json);
  } catch {
    return written;
  }
}

const topLevelKeys = Object.keys(siteConfigSchema.shape);
/** The configuration table of the configuration guide (the generated reference is checked by website.test.ts). */
const configRows = readme.rows.filter((row) => row.file === 'website/docs/guides/configuration.md');
/** The key paths of a row of the configuration table (its first cell: `outDir`, `staticDir`). */
const keysOfRow = (cells: string[]) => spansOf(cells[0]!);

/** File names, which look like key paths (`llms.txt`, `site.config.ts`). */
const FILE_EXTENSION = /\.(txt|md|mdx|json|ts|js|mjs|css|html|svg|yml|yaml|xml|png|tgz)$/;

/** The sections whose code spans name keys of another tool's config, not of docsgen's. */
const DOCUSAURUS_COLUMN = (span: ReadmeSpan) => span.file === 'website/docs/guides/migrate-from-docusaurus.md' && span.column === 0;

describe('the README against the config schema', () => {
  it('documents every top-level key of the schema in the configuration table, and no other', () => {
    const documented = new Set(configRows.flatMap((row) => keysOfRow(row.cells)).map((key) => key.split('.')[0]!));
    expect([...documented].sort()).toEqual([...topLevelKeys].sort());
  });

  it('writes only key paths the schema has (`docs.editUrl`, `theme.colors.primary`), or interface-string ids', () => {
    const paths = readme.spans.filter((span) => /^[a-z][A-Za-z]*(\.[A-Za-z][\w*]*)+$/.test(span.value) && topLevelKeys.includes(span.value.split('.')[0]!));
    const checked = paths.filter((span) => !FILE_EXTENSION.test(span.value) && !DOCUSAURUS_COLUMN(span));
    for (const span of checked) {
      const known = schemasAt(span.value).length > 0 || INTERFACE_IDS.has(span.value);
      expect(known, `${where(span)}\n\`${span.value}\` is no key of the config schema`).toBe(true);
    }
    expect(checked.length).toBeGreaterThan(20);
  });

  it('names only interface-string ids the theme has', () => {
    const ids = readme.spans.filter((span) => /^(theme|docsgen)\.[A-Za-z]+\.[A-Za-z.]+$/.test(span.value) && schemasAt(span.value).length === 0);
    for (const span of ids) expect(INTERFACE_IDS.has(span.value), `${where(span)}\n\`${span.value}\` is no interface-string id`).toBe(true);
    expect(ids.length).toBeGreaterThan(5);
  });

  it("states the schema's defaults in the configuration table", () => {
    let stated = 0;
    for (const row of configRows) {
      const keys = keysOfRow(row.cells);
      const meaning = row.cells[1]!;
      const claims: [string, string][] = [];
      // `sub` (`value`): a key inside the row's one key, with its default.
      if (keys.length === 1) for (const match of meaning.matchAll(/`(\w+)` \(`([^`]+)`\)/g)) claims.push([`${keys[0]}.${match[1]}`, match[2]!]);
      // The meaning opens with the defaults, one per key (`build`, `static` (…)) or one for all (`false`: …). A list
      // of another length names parts (`id`, `content`, …), and `x` (`y`) is a part with its default (above).
      const opening = /^(`[^`]+`(?:, `[^`]+`)*)(?!, `)(?=[:;]| \((?!`)|$)/.exec(meaning)?.[1];
      if (opening) {
        const values = spansOf(opening);
        if (values.length === keys.length) keys.forEach((key, i) => claims.push([key, values[i]!]));
        else if (values.length === 1) keys.forEach((key) => claims.push([key, values[0]!]));
      }
      for (const [key, written] of claims) {
        expect(defaultAt(key), `${where(row)}\nthe default of ${key}`).toEqual(valueOf(written));
        stated++;
      }
    }
    expect(stated).toBeGreaterThan(15);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// npm scripts.

describe('the README against the npm scripts', () => {
  const repository = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  /** A script as a user reads it: this checkout's `node bin/docsgen.js` is `docsgen`. */
  const asRead = (script: string) => script.replace(/node bin\/docsgen\.js/g, 'docsgen');
  const lifecycle = new Set(['start', 'test']);

  it("names only scripts this repository's package.json or a site `docsgen init` writes has", () => {
    const named = commandCode().flatMap((code) =>
      [...code.text.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)].map((match) => ({ name: (match[1] ?? match[2])!, file: code.file, line: code.line })),
    );
    for (const { name, file, line } of named) {
      expect(name in repository || name in SITE_SCRIPTS || lifecycle.has(name), `${where({ file, line })}\nno script \`${name}\``).toBe(true);
    }
    expect(named.length).toBeGreaterThan(5);
  });

  it('says what the scripts run as they run it', () => {
    // "`npm run build` (`docsgen build --strict`)": in the README, this repository's scripts; in the website's
    // pages, those of the site `docsgen init` writes.
    const claimsIn = (text: string) => [...text.matchAll(/`npm run ([\w:-]+)` \(`(docsgen [^`]+)`\)/g)];
    const repositoryClaims = claimsIn(readme.texts.get('README.md') ?? '');
    for (const [, name, command] of repositoryClaims) expect(asRead(repository[name!] ?? ''), `npm run ${name}`).toBe(command);
    const pageClaims = [...readme.texts].filter(([file]) => file !== 'README.md').flatMap(([file, text]) => claimsIn(text).map((claim) => ({ file, claim })));
    for (const { file, claim } of pageClaims) expect(SITE_SCRIPTS[claim[1]!], `${file}: the site's npm run ${claim[1]}`).toBe(claim[2]);
    // "npm run build   # … (docsgen build --strict: …)" in the site a user starts: the scripts init writes.
    const siteClaims = [...readme.text.matchAll(/^npm run (\w+)\s+#[^\n]*\((docsgen [^:)]+)/gm)];
    for (const [, name, command] of siteClaims) expect(SITE_SCRIPTS[name!], `the site's npm run ${name}`).toBe(command);
    // "npm start  # … serve them on http://127.0.0.1:3000": the host and port of this repository's start script.
    const start = /^npm ci && npm start\s+#.*https?:\/\/([\d.]+):(\d+)/m.exec(readme.text);
    expect(start, 'the address npm start serves on').not.toBeNull();
    expect(repository.start).toContain(`--port ${start![2]}`);
    expect(repository.start).toContain(`--host ${start![1]}`);
    expect(repositoryClaims.length + siteClaims.length + pageClaims.length).toBeGreaterThan(1);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Item shapes: `{ type: 'link', label, href, position?, … }` in the configuration table.

/** The parts of `{ a, b?, c: …, d?: { … } }` at its top level: each key and whether it is marked optional. */
function shapeKeys(shape: string): Map<string, boolean> {
  const inner = shape.trim().replace(/^\{/, '').replace(/\}$/, '');
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  for (const char of inner) {
    if (char === '{' || char === '[' || char === '(') depth++;
    if (char === '}' || char === ']' || char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(part);
      part = '';
    } else part += char;
  }
  parts.push(part);
  return new Map(
    parts
      .map((entry) => /^\s*(\w+)(\?)?/.exec(entry))
      .filter((match) => match !== null)
      .map((match) => [match[1]!, match[2] === '?']),
  );
}

/** The object schemas under `schema` (through arrays, records, unions…) whose `type` is the literal `type`. */
function optionsOfType(schema: Schema, type: string, seen = new Set<Schema>()): z.ZodObject[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (next: unknown) => optionsOfType(next as Schema, type, seen);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner((def.getter as () => Schema)());
    case 'array':
      return inner(def.element);
    case 'record':
      return inner(def.valueType);
    case 'union':
      return (def.options as Schema[]).flatMap(inner);
    case 'object': {
      const literal = (def.shape as Record<string, Schema>).type?._zod.def as { type: string; values?: unknown[] } | undefined;
      return literal?.type === 'literal' && literal.values?.includes(type) ? [schema as unknown as z.ZodObject] : [];
    }
    default:
      return [];
  }
}

describe('the README against the config schema: item shapes', () => {
  it('writes each `{ type: … }` item of the configuration table with the keys the schema gives it, optional ones marked `?`', () => {
    let shapes = 0;
    for (const row of configRows) {
      const [key] = keysOfRow(row.cells);
      for (const shape of spansOf(row.cells[1]!).filter((span) => /^\{ type: '[\w-]+'/.test(span))) {
        const type = /type: '([\w-]+)'/.exec(shape)![1]!;
        const options = schemasAt(key!).flatMap((schema) => optionsOfType(schema, type));
        expect(options.length, `${where(row)}\n${key} has no item of type ${type}`).toBe(1);
        const real = new Map(Object.entries(options[0]!.shape).map(([name, schema]) => [name, (schema as z.ZodType).safeParse(undefined).success]));
        expect(Object.fromEntries(shapeKeys(shape)), `${where(row)}\n${shape}: its keys, true for those that may be left out`).toEqual(
          Object.fromEntries(real),
        );
        shapes++;
      }
    }
    expect(shapes).toBeGreaterThan(5);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Lists the README gives in full.

/** The code spans of `text`, leaving out those in parentheses (`Admonition` (`:::note` boxes…) gives `Admonition`). */
const spansOutsideParentheses = (text: string) => spansOf(text.replace(/\([^()]*\)/g, ''));

/** The text of the README from `start` up to the first `end` after it. */
function passage(start: string, end: string): string {
  const from = readme.text.indexOf(start);
  expect(from, `the README says "${start}"`).toBeGreaterThanOrEqual(0);
  return readme.text.slice(from + start.length, readme.text.indexOf(end, from + start.length));
}

const sorted = (names: Iterable<string>) => [...names].sort();

describe("the README's lists against the code's", () => {
  it('lists every front matter key, and only those', () => {
    // The schema is not exported: its keys are the lines `  key: z…` of its object literal.
    const source = readFileSync('src/content/front-matter.ts', 'utf8');
    const schema = /const frontMatterSchema = z\.object\(\{\n([\s\S]*?)\n\}\);/.exec(source)?.[1];
    expect(schema, 'frontMatterSchema in src/content/front-matter.ts').toBeDefined();
    const keys = [...schema!.matchAll(/^ {2}(\w+):/gm)].map((match) => match[1]!);
    expect(keys).toContain('title');
    const rows = readme.rows.filter((row) => row.header[0] === 'Front matter');
    const documented = rows.flatMap((row) => spansOutsideParentheses(row.cells[0]!));
    expect(sorted(documented)).toEqual(sorted(keys));
  });

  it('lists every admonition kind', () => {
    const row = readme.rows.find((entry) => entry.cells[0]!.startsWith('`:::note`'));
    expect(row, 'the `:::note` row of the Markdown table').toBeDefined();
    const kinds = spansOf(row!.cells[0]!)
      .map((span) => span.replace(/^:::/, ''))
      .filter((kind) => /^[a-z]+$/.test(kind));
    expect(sorted(new Set(kinds))).toEqual(sorted([...ADMONITION_KINDS, ...LEGACY_DOCUSAURUS_KINDS]));
  });

  it('names only languages the highlighter knows', async () => {
    const row = readme.rows.find((entry) => entry.cells[0] === '```` ```ts ````');
    expect(row, 'the ```ts row of the Markdown table').toBeDefined();
    const list = /: ([\w/, ]+) and the rest of refractor's common set/.exec(row!.cells[1]!)?.[1];
    expect(list, row!.cells[1]).toBeDefined();
    const languages = list!.split(/,\s*|\//);
    // A block in each: the highlighter registers a grammar when a block first names it, and marks what it highlighted.
    const html = (await compile(languages.map((language) => `\`\`\`${language}\nx\n\`\`\``).join('\n\n'))).bodyHtml;
    for (const language of languages) expect(html, `\`\`\`${language}`).toContain(`<pre data-language="${language}"`);
    expect(languages.length).toBeGreaterThan(20);
  });

  it('lists every built-in navbar icon', () => {
    expect(sorted(spansOf(passage('The built-in icons are', ';')))).toEqual(sorted(NAVBAR_ICON_NAMES));
  });

  it('lists every component a site can swizzle', () => {
    expect(sorted(spansOutsideParentheses(passage('The components are', '. React')))).toEqual(sorted(OVERRIDABLE_NAMES));
  });

  it('lists every language the interface strings ship in', () => {
    const languages = spansOf(passage('docsgen ships them in English', ';'));
    expect(sorted(['en', ...languages])).toEqual(sorted(Object.keys(BUILT_IN_TEXT)));
  });

  it("names only files and folders this repository has (a Docusaurus or Starlight site's own aside)", () => {
    /** Paths of a Docusaurus or Starlight site, not of this repository. */
    const docusaurusPaths = new Set(['src/pages', 'src/theme/', 'src/content/docs', 'src/theme/MDXComponents']);
    const paths = readme.spans.flatMap((span) =>
      span.value
        .split(/\s+/)
        .filter((token) => /^(src|core|theme|bench|tests|templates|scripts|bin|content|dist)\/[\w./-]*$/.test(token))
        .map((token) => ({ token, file: span.file, line: span.line })),
    );
    // A site's pages (`src/pages/help.md`) and Starlight's docs (`src/content/docs/fr/`) are the site's files too.
    const sitePath = (token: string) => docusaurusPaths.has(token) || /^src\/(pages|content\/docs)\//.test(token);
    for (const { token, file, line } of paths.filter((entry) => !sitePath(entry.token)))
      expect(existsSync(token), `${where({ file, line })}\n${token} does not exist`).toBe(true);
    expect(paths.length).toBeGreaterThan(20);
  });
});
