/**
 * Resolves the theme's interface strings for the locale being built: the site's `code.json` entries (by
 * translation id), over the built-in translation for that locale, over English. Reports an invalid file, ids the
 * theme does not show (with the closest ids), and — only when `strict` — strings a non-English locale shows in
 * English. Pure.
 */
import { builtInText } from '../../core/i18n/built-in.js';
import { CATALOGUE, en, KEY_OF_ID, TEXT_KEYS, type InterfaceText, type TextKey } from '../../core/i18n/catalogue.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { typoNeighbours } from '../util/closest-names.js';
import type { CodeJsonFile } from './code-json.js';

export interface ResolvedText {
  text: InterfaceText;
  /**
   * Every message by translation id, as `@docusaurus/Translate` looks them up: the theme's strings, then every
   * entry of the site's `code.json` (its own pages' and components' ids too).
   */
  messages: Record<string, string>;
  diagnostics: Diagnostic[];
}

const IDS = TEXT_KEYS.map((key) => CATALOGUE[key].id as string);

/** The 1-based line where `"id"` first appears in the file's text. */
function lineOf(source: string, id: string): number | undefined {
  const at = source.indexOf(JSON.stringify(id));
  return at < 0 ? undefined : source.slice(0, at).split('\n').length;
}

/** The messages of a `code.json` by id, and the problems of its shape. */
/** The messages of a file in Docusaurus' translation format (`{ "id": { "message": "…" } }`); problems go to `diagnostics`. */
export function parseTranslationFile(file: string, source: string, diagnostics: Diagnostic[]): Map<string, string> {
  const messages = new Map<string, string>();
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    diagnostics.push(diagnostic('code-json-invalid', 'error', { variant: 'not-json', file, reason: (error as Error).message }, { file }));
    return messages;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    diagnostics.push(diagnostic('code-json-invalid', 'error', { variant: 'not-object', file }, { file, line: 1 }));
    return messages;
  }
  for (const [id, entry] of Object.entries(data as Record<string, unknown>)) {
    const message = entry && typeof entry === 'object' ? (entry as { message?: unknown }).message : undefined;
    if (typeof message === 'string') messages.set(id, message);
    else diagnostics.push(diagnostic('code-json-invalid', 'error', { variant: 'bad-entry', file, id }, { file, line: lineOf(source, id) }));
  }
  return messages;
}

/**
 * `unshown`: strings of features the site has off (the hideable sidebar's buttons), which need no translation, so
 * `--strict` does not ask for one.
 */
export function resolveInterfaceText(locale: string, codeJson: CodeJsonFile, strict: boolean, unshown: ReadonlySet<TextKey> = new Set()): ResolvedText {
  const diagnostics: Diagnostic[] = [];
  const builtIn = builtInText(locale);
  const overrides = codeJson.text === null ? new Map<string, string>() : parseTranslationFile(codeJson.file, codeJson.text, diagnostics);
  // A Docusaurus code.json also holds the ids of pages and plugins docsgen does not have (the blog, the site's own
  // pages): only an id a typo away from one of the theme's is worth a warning.
  const unknown = [...overrides.keys()].filter((id) => !KEY_OF_ID.has(id) && typoNeighbours(id, IDS).length > 0);
  if (unknown.length && codeJson.text !== null) {
    const suggestions = [...new Set(unknown.slice(0, 3).flatMap((id) => typoNeighbours(id, IDS)))];
    diagnostics.push(
      diagnostic(
        'code-json-unknown-id',
        'warning',
        { file: codeJson.file, ids: unknown, suggestions },
        { file: codeJson.file, line: lineOf(codeJson.text, unknown[0]!) },
      ),
    );
  }
  const text = {} as Record<TextKey, string>;
  const missing: string[] = [];
  for (const key of TEXT_KEYS) {
    const given = overrides.get(CATALOGUE[key].id) ?? builtIn?.text[key];
    if (given === undefined && !unshown.has(key)) missing.push(CATALOGUE[key].id);
    text[key] = given ?? en[key];
  }
  if (strict && missing.length && builtIn?.code !== 'en') {
    diagnostics.push(diagnostic('interface-text-missing', 'warning', { locale, file: codeJson.file, ids: missing }, { file: codeJson.file }));
  }
  const messages: Record<string, string> = {};
  for (const key of TEXT_KEYS) messages[CATALOGUE[key].id] = text[key];
  for (const [id, message] of overrides) messages[id] = message;
  return { text, messages, diagnostics };
}
