/**
 * Expressive Code's frames, as a Starlight site's code blocks have them (`markdown.syntax: 'starlight'`): the
 * `frame="…"` meta option (`code`, `terminal`, `none`, `auto`), and the file-name comment (`// astro.config.mjs`,
 * `# deploy.sh`, `<!-- index.html -->`) in a block's first four lines that becomes its title when the fence has no
 * `title=`, taken out of the code. Decides what the block is drawn as (`terminal`, `none`, or a plain code frame);
 * pure text work: renders nothing, reports nothing (`code-meta.ts` does both).
 */

/** The frames a block may ask for; `auto` is a terminal for a shell language, unless the block is a script file. */
export type FrameKind = 'code' | 'terminal' | 'none' | 'auto';

/** `frame="…"` as Expressive Code reads it (`''` is `none`, `editor` is `code`, `shell` is `terminal`), or null when it names no frame. */
export function frameKindOf(value: string): FrameKind | null {
  const kind = value === '' ? 'none' : value === 'editor' ? 'code' : value === 'shell' ? 'terminal' : value;
  return kind === 'code' || kind === 'terminal' || kind === 'none' || kind === 'auto' ? kind : null;
}

/** Languages by kind, for telling a file name from a word: a JavaScript block's comment may name `app.js`, not `style.css`. */
const LANGUAGE_GROUPS: readonly (readonly string[])[] = [
  ['astro', 'cjs', 'htm', 'html', 'js', 'jsx', 'mjs', 'svelte', 'ts', 'tsx', 'typescript', 'vb', 'vue', 'vue-html'],
  [
    'ansi',
    'bash',
    'bat',
    'batch',
    'cmd',
    'console',
    'fish',
    'nu',
    'nushell',
    'powershell',
    'ps',
    'ps1',
    'psd1',
    'psm1',
    'sh',
    'shell',
    'shellscript',
    'shellsession',
    'zsh',
  ],
  ['csv', 'env', 'ini', 'json', 'toml', 'xml', 'yaml', 'yml'],
  ['css', 'less', 'sass', 'scss', 'styl', 'stylus', 'xsl'],
  ['markdown', 'md', 'mdx'],
];
const TERMINAL_LANGUAGES = LANGUAGE_GROUPS[1]!;

/** Shell languages: their blocks are terminal windows unless the frame says otherwise or they are script files. */
export const isTerminalLanguage = (lang: string | null): boolean => lang !== null && TERMINAL_LANGUAGES.includes(lang);

/** Languages whose code may open with a `---` (or `+++`) front matter block a file-name comment sits in. */
const FRONT_MATTER_LANGUAGES = ['astro', 'markdown', 'md', 'mdx', 'toml', 'yaml', 'yml'];

/**
 * A comment line alone: `//`, `#` (not a `#!` shebang), `<!--` or `/*`; an optional label ending in a colon (`File:`,
 * not a drive letter `C:` nor a scheme `https://`); a path of file-name characters with an optional known extension;
 * an optional comment end.
 */
const FILE_NAME_COMMENT = new RegExp(
  String.raw`^\s*(?:\/\/|#(?!!)|<!--|\/\*)\s*(?:((?![a-z]:).*?)(?:\uff1a|:(?!\/\/)))?\s*((?:[a-z]:)?[\w./~%[\]+\\-]*(?:\.(?:${LANGUAGE_GROUPS.flat()
    .sort()
    .join('|')}))?)\s*(?:-->|\*\/)?\s*$`,
  'i',
);

/** The file name a comment line names for a block of `lang`, as Expressive Code tells one, or null. */
export function fileNameOfComment(line: string, lang: string | null): string | null {
  const match = FILE_NAME_COMMENT.exec(line);
  const label = match?.[1] ?? '';
  const name = match?.[2];
  if (!name) return null;
  // TypeScript playground (Twoslash) directives name a virtual file for the next lines: not a title.
  if (label.trim().toLowerCase() === '@filename') return null;
  // Punctuation alone (`...`, `/`), or dots that climb without a separator (`...more`), names no file.
  if (!/[^.:/\\~]/.test(name) || /^\.{2,}(?![/\\])/.test(name)) return null;
  const group = lang === null ? undefined : LANGUAGE_GROUPS.find((languages) => languages.includes(lang));
  const base = name.replace(/^.*[/\\]/, '');
  const extension = /\.([^.]+)$/.exec(base)?.[1];
  const pathLike =
    /^(\/|\\|\.[/\\]|~|[a-z]:).+/i.test(name) ||
    base.startsWith('.') ||
    (/[/\\]/.test(name) && /[^/\\0-9.]/.test(name) && !/\s/.test(name) && name === name.toLowerCase());
  if (pathLike && (!label.length || group === TERMINAL_LANGUAGES)) return name;
  // A bare word is a file name only with an extension of the block's own kind of language.
  if (!extension || (group && !group.includes(extension))) return null;
  return name;
}

/**
 * Finds a file-name comment in the first four lines of a block's code and takes it out, with the front matter
 * fences around it when they are left empty and the blank line after it; null when there is none. `removed` are the
 * 0-based numbers of the lines taken out, in the code as written (where the fence's `{…}` ranges count).
 */
export function takeFileNameComment(code: string, lang: string | null): { title: string; code: string; removed: number[] } | null {
  const written = code.split('\n');
  const lines = [...written];
  let index = -1;
  let title: string | null = null;
  for (let i = 0; i < Math.min(4, lines.length) && title === null; i++) {
    title = fileNameOfComment(lines[i]!, lang);
    if (title !== null) index = i;
  }
  if (title === null) return null;
  lines.splice(index, 1);
  if (lang !== null && FRONT_MATTER_LANGUAGES.includes(lang) && index > 0) {
    const opening = lines[index - 1]!.trim();
    if ((opening === '---' || opening === '+++') && lines[index]?.trim() === opening) {
      index--;
      lines.splice(index, 2);
    }
  }
  if (lines[index] !== undefined && lines[index]!.trim() === '') lines.splice(index, 1);
  // The lines taken are a run at `index` of the code as written: as many as it has lost.
  const removed = Array.from({ length: written.length - lines.length }, (_, k) => index + k);
  return { title, code: lines.join('\n'), removed };
}

/**
 * What the block is drawn as: a terminal window for `frame="terminal"`, or for a shell language with `auto` when it
 * is no script file (its title is no file name and no `#!` line opens it); no frame for `frame="none"`; else code.
 */
export function frameOfBlock(kind: FrameKind, lang: string | null, title: string | null, code: string): 'terminal' | 'none' | 'code' {
  if (kind === 'none' || kind === 'terminal' || kind === 'code') return kind;
  if (!isTerminalLanguage(lang)) return 'code';
  const script = (title !== null && fileNameOfComment(`// ${title}`, lang) !== null) || code.split('\n', 4).some((line) => /^\s*#!/.test(line));
  return script ? 'code' : 'terminal';
}
