/**
 * What a page says about itself when its front matter does not: the title from a `#` heading at the top of the
 * body (without its `{#id}`), and a description from the first paragraph, as plain text. A line scan, not a
 * Markdown parse, so that it costs next to nothing per page (every page is parsed once, later, by the render stage).
 * Pure.
 */

/** Descriptions longer than this are cut at a word boundary: meta descriptions are shown at about this length. */
export const DESCRIPTION_LIMIT = 300;

/** Lines that carry no prose of their own: MDX imports/exports and one-line comments. */
const SKIPPED_LINE = /^\s*(import\s.+|export\s.+|<!--.*-->|\{\/\*.*\*\/\})\s*$/;
/** The start of an MDX ESM block: `import` or `export` at the start of a line. */
const ESM_START = /^(import|export)[\s{]/;
const ATX_H1 = /^ {0,3}#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_H1 = /^ {0,3}=+\s*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** A heading's explicit id (`# Getting Started {#start}`), as `markdown/headings.ts` reads it: no part of its title. */
const EXPLICIT_ID = /\s*\{#[A-Za-z0-9_-][\w-]*\}\s*$/;
/** `:::tip …` opens a directive block (an admonition, tabs): its text is an aside, not the page's summary. */
const DIRECTIVE_OPEN = /^\s*(:{3,})\s*[A-Za-z]/;
/** Lines that start something other than a paragraph: headings, quotes, lists, tables, HTML, directives, rules. */
const NOT_PROSE = /^\s*(#|>|[-*+]\s|\d+[.)]\s|\||<|:::|!\[|\[\^|---|\*\*\*|___|\$\$)/;

/** Inline Markdown to plain text: images dropped, links to their text, code and emphasis marks removed. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\s][^*_]*?)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function cut(text: string): string {
  if (text.length <= DESCRIPTION_LIMIT) return text;
  const head = text.slice(0, DESCRIPTION_LIMIT);
  const space = head.lastIndexOf(' ');
  return `${(space > DESCRIPTION_LIMIT / 2 ? head.slice(0, space) : head).replace(/[\s,;:.]+$/, '')}…`;
}

export interface BodySummary {
  /** The text of a level-one heading that opens the body, or null. */
  contentTitle: string | null;
  /** The first paragraph as plain text (cut to DESCRIPTION_LIMIT), or null when the page has none. */
  excerpt: string | null;
}

/** A text's lines, split only as far as they are read: a summary reads a page's first lines, not all of it. */
class LazyLines {
  private readonly lines: string[] = [];
  private next = 0;
  constructor(private readonly text: string) {}

  /** Whether line `i` exists. */
  has(i: number): boolean {
    while (this.lines.length <= i && this.next <= this.text.length) {
      const end = this.text.indexOf('\n', this.next);
      const stop = end === -1 ? this.text.length : end;
      this.lines.push(this.text.slice(this.next, stop > this.next && this.text.charCodeAt(stop - 1) === 13 ? stop - 1 : stop));
      this.next = stop + 1;
    }
    return i < this.lines.length;
  }

  at(i: number): string | undefined {
    return this.has(i) ? this.lines[i] : undefined;
  }
}

export function summariseBody(body: string): BodySummary {
  const lines = new LazyLines(body);
  let i = 0;
  let inComment = false;
  // An MDX `import`/`export` runs to the next blank line, as MDX reads it: `import {\n  Tabs,\n} from '…'`.
  let inEsm = false;
  const skipQuiet = () => {
    for (; lines.has(i); i++) {
      const line = lines.at(i)!;
      if (inComment) {
        if (line.includes('-->')) inComment = false;
        continue;
      }
      if (inEsm && line.trim() !== '') continue;
      inEsm = ESM_START.test(line);
      if (inEsm) continue;
      if (/^\s*<!--/.test(line) && !line.includes('-->')) {
        inComment = true;
        continue;
      }
      if (line.trim() === '' || SKIPPED_LINE.test(line)) continue;
      break;
    }
  };
  skipQuiet();
  let contentTitle: string | null = null;
  const atx = lines.at(i) !== undefined ? ATX_H1.exec(lines.at(i)!) : null;
  if (atx) {
    contentTitle = plainText(atx[1]!.replace(EXPLICIT_ID, ''));
    i++;
  } else if (lines.at(i) !== undefined && lines.at(i)!.trim() && !NOT_PROSE.test(lines.at(i)!) && SETEXT_H1.test(lines.at(i + 1) ?? '')) {
    contentTitle = plainText(lines.at(i)!.replace(EXPLICIT_ID, ''));
    i += 2;
  }
  let excerpt: string | null = null;
  while (lines.has(i) && excerpt === null) {
    skipQuiet();
    const line = lines.at(i);
    if (line === undefined) break;
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1]!;
      for (i++; lines.has(i) && !lines.at(i)!.trimStart().startsWith(marker); i++);
      i++;
      continue;
    }
    const directive = DIRECTIVE_OPEN.exec(line);
    if (directive) {
      let depth = 1;
      for (i++; lines.has(i) && depth > 0; i++) {
        if (DIRECTIVE_OPEN.test(lines.at(i)!)) depth++;
        else if (/^\s*:{3,}\s*$/.test(lines.at(i)!)) depth--;
      }
      continue;
    }
    if (NOT_PROSE.test(line) || /^( {4}|\t)/.test(line)) {
      i++;
      continue;
    }
    const paragraph: string[] = [];
    for (; lines.has(i) && lines.at(i)!.trim() !== '' && !NOT_PROSE.test(lines.at(i)!) && !FENCE.test(lines.at(i)!); i++) paragraph.push(lines.at(i)!);
    const text = plainText(paragraph.join(' '));
    if (text) excerpt = cut(text);
  }
  return { contentTitle: contentTitle || null, excerpt };
}
