/**
 * VitePress' code snippet lines, read under `markdown.syntax: 'vitepress'`: a paragraph line
 * `<<< @/snippets/file.ts#region{1,3 ts:line-numbers} [label]` becomes a code block holding that file (or the
 * named `#region` of it), with the lines in braces highlighted, the language given there or by the extension, and
 * `[label]` kept for a `::: code-group` tab. `@/` starts from VitePress' source folder (`srcDir`: the site tells
 * which, else the site's folder), then, for a file not there, from the site's folder (a project whose `rewrites`
 * moves its pages into a folder keeps `srcDir` above them); `./` and `../` start from the page. The file is read through the caller's reader, which keeps to the site's folder; this
 * module also refuses paths that climb out of it, hidden files (`.env`, `.git/…`) and files over a size limit,
 * each as a located error (content may come from anyone). Must not read files itself.
 */
import path from 'node:path';
import type { Code, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { diagnostic, type FactsOf } from '../diagnostics/catalogue.js';
import { contextOf, type MarkdownFileContext } from './context.js';
import { insideSite } from './mdx/modules.js';

/** `<<< path#region{braces} [label]`, as VitePress writes it (at most three spaces before it). */
const SNIPPET_LINE = /^ {0,3}<<<[ \t]+([^\s#{[]+)(?:#([\w-]+))?(?:\{([^}]*)\})?(?:[ \t]+\[([^\]]*)\])?[ \t]*$/;

/** Largest snippet file read: a typo naming a large file must not swell the page. */
export const SNIPPET_MAX_BYTES = 512 * 1024;

export interface SnippetLine {
  path: string;
  region: string | null;
  /** The `{…}` line ranges (`1,3-5`), or null. */
  lines: string | null;
  /** The language from the braces, else null. */
  lang: string | null;
  lineNumbers: boolean;
  label: string | null;
}

/** Reads one `<<<` line, or null when the line is not one. */
export function parseSnippetLine(line: string): SnippetLine | null {
  const m = SNIPPET_LINE.exec(line);
  if (!m) return null;
  const [, file, region, braces, label] = m as unknown as [string, string, string | undefined, string | undefined, string | undefined];
  let lines: string | null = null;
  let lang: string | null = null;
  let lineNumbers = false;
  for (const token of (braces ?? '').trim().split(/\s+/).filter(Boolean)) {
    if (lines === null && lang === null && /^[\d,-]+$/.test(token)) lines = token;
    else {
      const ln = /^(.*?):line-numbers(?:=\d+)?$/.exec(token);
      lang = ln ? ln[1]! || null : token;
      lineNumbers = Boolean(ln);
    }
  }
  return { path: file, region: region ?? null, lines, lang, lineNumbers, label: label?.trim() || null };
}

/**
 * The site path a snippet names from the page at `pageFile` (relative to the site root), `@/` starting from `srcDir`
 * (relative to the site root, `.` by default), or null when it leaves the site (a `srcDir` beside the site, `../docs`,
 * may be named).
 */
export function snippetSitePath(written: string, pageFile: string, srcDir = '.', siteFolder?: string): string | null {
  let joined: string;
  if (written.startsWith('@/')) joined = path.posix.join(srcDir, written.slice(2));
  else if (written.startsWith('./') || written.startsWith('../')) joined = path.posix.join(path.posix.dirname(pageFile), written);
  else return null;
  let normal = path.posix.normalize(joined);
  // Out of the site's folder and back in through its own name (`../docs/images/x.svg` in a site folder named `docs`):
  // the site's `images/x.svg`.
  if (siteFolder && normal.startsWith(`../${siteFolder}/`) && !insideSite(normal, srcDir)) normal = normal.slice(siteFolder.length + 4);
  if (normal === '.' || normal === '' || !insideSite(normal, srcDir)) return null;
  return normal;
}

/** Whether a site path has a part starting with `.` (`.env`, `.git/…`) other than the `..` of a folder beside the site. */
const isHidden = (sitePath: string): boolean => sitePath.split('/').some((segment) => segment.startsWith('.') && segment !== '..');

/**
 * The file a snippet or include names from the file `from` and its text (null when there is none), or the reason it
 * is not read (its path leaves the site, or names a hidden file, which is never read). An `@/` path is looked for in
 * the site's `srcDir`, then in the site's folder.
 */
export function snippetFile(
  ctx: MarkdownFileContext,
  written: string,
  from: string,
): { sitePath: string; text: string | null } | { problem: 'outside-site' | 'hidden' } {
  const srcDir = ctx.site.srcDir ?? '.';
  const places = [snippetSitePath(written, from, srcDir, ctx.site.siteFolder)];
  if (srcDir !== '.' && written.startsWith('@/')) places.push(snippetSitePath(written, from, '.', ctx.site.siteFolder));
  const [first] = places;
  if (!first) return { problem: 'outside-site' };
  if (isHidden(first)) return { problem: 'hidden' };
  for (const sitePath of places) {
    const text = sitePath !== null && !isHidden(sitePath) ? (ctx.readText?.(sitePath) ?? null) : null;
    if (text !== null) return { sitePath: sitePath!, text };
  }
  return { sitePath: first, text: null };
}

/**
 * `// #region name`, a block comment, a JSX one (`{/* #region name *\/}`), `<!-- #endregion -->`, `# region` (Python),
 * `#pragma region` (C), `' #Region` (VB).
 */
const REGION_MARK = /^\s*(?:\/\/|\{?\/\*|<!--|;|--|')?\s*#\s*(?:pragma\s+)?(region|endregion)\b[ \t]*([\w-]*)/i;

/** The lines of `region` in `text` (markers of any region left out, common indentation removed), or null when it has none. */
export function regionOf(text: string, region: string): string | null {
  const lines = text.split(/\r?\n/);
  let start = -1;
  let depth = 0;
  for (let i = 0; i < lines.length; i++) {
    const m = REGION_MARK.exec(lines[i]!);
    if (!m) continue;
    const [, kind, name] = m;
    if (start < 0) {
      if (kind!.toLowerCase() === 'region' && name === region) start = i + 1;
      continue;
    }
    if (kind!.toLowerCase() === 'region') depth++;
    else if (depth > 0 && name !== region) depth--;
    else {
      const body = lines.slice(start, i).filter((line) => !REGION_MARK.test(line));
      const indent = Math.min(...body.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length));
      return body.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n');
    }
  }
  return null;
}

function report(ctx: MarkdownFileContext, line: number, facts: FactsOf<'code-snippet'>): void {
  ctx.diagnostics.push(diagnostic('code-snippet', 'error', facts, { file: ctx.file, line: line + ctx.lineOffset, column: 1 }));
}

/** The code block of one snippet line at `line` (in the page's body), or null once its problem is reported. */
function snippetCode(ctx: MarkdownFileContext, snippet: SnippetLine, line: number): Code | null {
  const found = snippetFile(ctx, snippet.path, ctx.file);
  if ('problem' in found) {
    report(ctx, line, { variant: found.problem, path: snippet.path });
    return null;
  }
  const { sitePath, text } = found;
  if (text === null) {
    report(ctx, line, { variant: 'missing', path: snippet.path, sitePath });
    return null;
  }
  if (Buffer.byteLength(text) > SNIPPET_MAX_BYTES) {
    report(ctx, line, { variant: 'too-large', path: snippet.path, bytes: Buffer.byteLength(text), limit: SNIPPET_MAX_BYTES });
    return null;
  }
  let value = text.replace(/\r?\n$/, '');
  if (snippet.region !== null) {
    const region = regionOf(text, snippet.region);
    if (region === null) {
      report(ctx, line, { variant: 'no-region', path: snippet.path, region: snippet.region });
      return null;
    }
    value = region;
  }
  const extension = /\.([A-Za-z0-9]+)$/.exec(sitePath)?.[1] ?? null;
  const meta = [snippet.lines ? `{${snippet.lines}}` : '', snippet.lineNumbers ? 'showLineNumbers' : '', snippet.label ? `[${snippet.label}]` : '']
    .filter(Boolean)
    .join(' ');
  return { type: 'code', lang: snippet.lang ?? extension, meta: meta || null, value };
}

/** The paragraph's source lines, without the prefixes of the quotes and lists around it. */
function sourceLines(node: Paragraph, source: string): string[] | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return null;
  return source
    .slice(start, end)
    .split('\n')
    .map((line, i) => (i === 0 ? line : line.replace(/^[ \t>]*/, '')).replace(/\r$/, ''));
}

/**
 * What is left of `node` after its first `count` lines: its children from the next line on (a text node that
 * spans the break loses its first lines), or null when nothing is.
 */
function restAfter(node: Paragraph, count: number, source: string): Paragraph | null {
  const start = node.position!.start.offset!;
  let boundary = start;
  for (let i = 0; i < count; i++) boundary = source.indexOf('\n', boundary) + 1;
  const kept: PhrasingContent[] = [];
  for (const child of node.children) {
    const childStart = child.position?.start.offset ?? 0;
    const childEnd = child.position?.end.offset ?? 0;
    if (childEnd <= boundary) continue;
    if (childStart < boundary && child.type === 'text') {
      const breaks = source.slice(childStart, boundary).split('\n').length - 1;
      kept.push({ ...child, value: child.value.split('\n').slice(breaks).join('\n') });
    } else kept.push(child);
  }
  return kept.length ? { ...node, children: kept } : null;
}

export function remarkSnippets() {
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    if (ctx.site.syntax !== 'vitepress') return;
    const source = String(file.value);
    if (!source.includes('<<<')) return;
    visit(tree, 'paragraph', (node, index, parent) => {
      if (!parent || index === undefined) return;
      const lines = sourceLines(node, source);
      if (!lines) return;
      const snippets: SnippetLine[] = [];
      for (const line of lines) {
        const snippet = parseSnippetLine(line);
        if (!snippet) break;
        snippets.push(snippet);
      }
      if (snippets.length === 0) return;
      const firstLine = node.position!.start.line;
      const blocks: RootContent[] = [];
      snippets.forEach((snippet, i) => {
        const code = snippetCode(ctx, snippet, firstLine + i);
        if (code) {
          code.position = { start: { line: firstLine + i, column: 1 }, end: { line: firstLine + i, column: lines[i]!.length + 1 } };
          blocks.push(code);
        }
      });
      const rest = snippets.length < lines.length ? restAfter(node, snippets.length, source) : null;
      if (rest) blocks.push(rest);
      (parent.children as RootContent[]).splice(index, 1, ...blocks);
      return [SKIP, index + blocks.length];
    });
  };
}
