/**
 * The files a site offers agents, after the llms.txt proposal (llmstxt.org): `llms.txt`, an index of the pages in
 * sidebar reading order (one Markdown link line each, grouped by top-level sidebar category); `llms-full.txt`,
 * every listed page's Markdown in that order; and `<route>.md`, each page's Markdown as written (front matter
 * removed, a `# title` added when the body does not open with one). Also finds the static files and routes that
 * would be served at the same addresses. Pure: takes the plan's docs and sidebars, returns text and diagnostics.
 * Must not write files or rewrite the Markdown it copies (links stay as the author wrote them).
 */
import path from 'node:path';
import { absoluteUrl, asSitePath, routeMarkdownFile, toSitePath, type UrlSite } from '../../core/urls.js';
import type { Doc } from '../content/docs.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { flattenDocs } from '../sidebar/navigation.js';
import type { SidebarNode } from '../sidebar/resolve.js';

/** The two site-wide files, at the root of the output. */
export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

/** Section names for pages outside categories, and for pages in no sidebar (the proposal's "may be skipped"). */
const LOOSE_SECTION = 'Docs';
const OTHER_SECTION = 'Optional';

export interface AgentFilesInput {
  site: Pick<UrlSite, 'url' | 'baseUrl'> & { title: string; tagline: string };
  docs: readonly Doc[];
  /** Sidebar name → its tree, in the config's order. */
  sidebars: ReadonlyMap<string, readonly SidebarNode[]>;
}

export interface AgentFile {
  path: string;
  content: string;
}

export interface AgentSection {
  heading: string;
  docs: Doc[];
}

/**
 * The one place that decides which pages `llms.txt` and `llms-full.txt` list: unlisted and draft pages are left
 * out (their `<route>.md` is still written, as their HTML page is).
 */
export function listedForAgents(doc: Doc): boolean {
  return !doc.unlisted && !doc.frontMatter.draft;
}

/**
 * The listed pages in reading order, in sections: one per top-level sidebar category (its pages in sidebar
 * order, the category's own page first), consecutive top-level pages together under "Docs", then the pages in
 * no sidebar (under "Optional", or "Docs" when no page is in a sidebar). A page in several sidebars is listed once.
 */
export function agentSections(input: Pick<AgentFilesInput, 'docs' | 'sidebars'>): AgentSection[] {
  const byRoute = new Map(input.docs.map((doc) => [doc.route, doc]));
  const seen = new Set<string>();
  const sections: AgentSection[] = [];
  const take = (node: SidebarNode): Doc[] =>
    flattenDocs([node]).flatMap((link) => {
      const doc = byRoute.get(link.href);
      if (!doc || seen.has(doc.route)) return [];
      seen.add(doc.route);
      return [doc];
    });
  for (const nodes of input.sidebars.values()) {
    let loose: AgentSection | null = null;
    for (const node of nodes) {
      if (node.kind === 'link') continue;
      if (node.kind === 'category') {
        sections.push({ heading: node.label, docs: take(node) });
        loose = null;
        continue;
      }
      if (!loose) sections.push((loose = { heading: LOOSE_SECTION, docs: [] }));
      loose.docs.push(...take(node));
    }
  }
  const rest = input.docs.filter((doc) => !seen.has(doc.route));
  sections.push({ heading: seen.size ? OTHER_SECTION : LOOSE_SECTION, docs: rest });
  return sections.map((s) => ({ ...s, docs: s.docs.filter(listedForAgents) })).filter((s) => s.docs.length > 0);
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
/** Link text with the characters that would end it escaped. */
const linkText = (text: string): string => oneLine(text).replace(/[\\[\]]/g, '\\$&');
/** A link destination: characters that would end it (spaces, parentheses, angle brackets) percent-encoded. */
const linkUrl = (url: string): string => url.replace(/[\s()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/**
 * Where a body's opening level-one heading ends, or null when the body does not open with one. Blank lines and
 * HTML comments (dropped from pages) may come first; the heading is an ATX `# Title` line or a setext pair
 * (`Title` over `===`). A line check like the page excerpt's, so it costs nothing per page.
 */
export function openingHeadingEnd(body: string): { start: number; end: number } | null {
  /** The line starting at `at` (without its `\n`), and where the next one starts; only the first few are read. */
  const lineAt = (at: number): { text: string; next: number } => {
    const newline = body.indexOf('\n', at);
    return newline < 0 ? { text: body.slice(at), next: body.length + 1 } : { text: body.slice(at, newline), next: newline + 1 };
  };
  let offset = 0;
  let line = lineAt(0);
  for (let inComment = false; offset <= body.length; offset = line.next, line = lineAt(offset)) {
    const text = line.text;
    if (inComment) inComment = !text.includes('-->');
    else if (/^\s*<!--/.test(text)) inComment = !text.slice(text.indexOf('<!--') + 4).includes('-->');
    else if (text.trim() !== '') break;
  }
  if (offset > body.length) return null;
  const first = line.text;
  if (/^ {0,3}#(?:[ \t]|$)/.test(first)) return { start: offset, end: offset + first.length };
  const second = line.next <= body.length ? lineAt(line.next).text : undefined;
  if (second !== undefined && /^ {0,3}=+[ \t]*\r?$/.test(second) && !/^( {4}|\t| {0,3}([-*+>|#]|\d+[.)]|:::|```|~~~))/.test(first)) {
    return { start: offset, end: offset + first.length + 1 + second.length };
  }
  return null;
}

/** A page's body without the blank lines around it, and where its opening heading is (read once per page). */
interface PageBody {
  doc: Doc;
  body: string;
  opening: { start: number; end: number } | null;
}

function pageBody(doc: Doc): PageBody {
  const body = doc.body.replace(/^(?:[ \t]*\r?\n)+/, '').trimEnd();
  return { doc, body, opening: openingHeadingEnd(body) };
}

/** A page's Markdown for agents: the body as written, led by `# title` when it does not open with its own. */
export function pageMarkdown(page: Doc | PageBody): string {
  const { doc, body, opening } = 'opening' in page ? page : pageBody(page);
  const parts = opening ? [body] : [`# ${oneLine(doc.title)}`, body];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

/** The same Markdown with the page's address under its heading, for `llms-full.txt`. */
function fullEntry({ doc, body, opening }: PageBody, pageUrl: string): string {
  const heading = opening ? body.slice(opening.start, opening.end).trimEnd() : `# ${oneLine(doc.title)}`;
  const before = opening ? body.slice(0, opening.start).trim() : '';
  const after = opening ? body.slice(opening.end).trim() : body;
  return [heading, `Source: ${pageUrl}`, before, after].filter(Boolean).join('\n\n');
}

/** The site's title as the heading, and its tagline (when it has one) as a quote. */
function siteHeader(site: AgentFilesInput['site']): string {
  const tagline = oneLine(site.tagline);
  return `# ${oneLine(site.title)}${tagline ? `\n\n> ${tagline}` : ''}`;
}

/** `llms.txt`: the site's title and tagline, how to read the links, then one line per listed page. */
export function llmsTxt(input: AgentFilesInput, sections: readonly AgentSection[] = agentSections(input)): string {
  const { site } = input;
  const home = input.docs.some((doc) => doc.route === '/') ? ` (the home page's is \`${routeMarkdownFile('/')}\`)` : '';
  const notes = [
    `Each link leads to the Markdown of a page: the page's address with \`.md\` added${home}. Every page in one file: ${linkUrl(absoluteUrl(site, toSitePath(LLMS_FULL_FILE)))}`,
  ];
  if (site.baseUrl !== '/') {
    notes.push(`Links inside the pages are written from the site root (\`/a/b\`): put ${linkUrl(absoluteUrl(site, asSitePath('/')))} in front of them.`);
  }
  const lists = sections.map((section) => {
    const lines = section.docs.map((doc) => {
      const url = linkUrl(absoluteUrl(site, toSitePath(routeMarkdownFile(doc.route))));
      const description = oneLine(doc.description);
      return `- [${linkText(doc.title)}](${url})${description ? `: ${description}` : ''}`;
    });
    return `## ${oneLine(section.heading)}\n\n${lines.join('\n')}`;
  });
  return `${[siteHeader(site), ...notes, ...lists].join('\n\n')}\n`;
}

/** `llms-full.txt`: every listed page's Markdown in the order of `llms.txt`, each under its heading and address. */
export function llmsFullTxt(input: AgentFilesInput, sections: readonly AgentSection[] = agentSections(input), bodies?: ReadonlyMap<Doc, PageBody>): string {
  const pages = sections.flatMap((s) => s.docs).map((doc) => fullEntry(bodies?.get(doc) ?? pageBody(doc), linkUrl(absoluteUrl(input.site, doc.route))));
  return `${[siteHeader(input.site), ...pages].join('\n\n')}\n`;
}

/** Every file for agents: `llms.txt`, `llms-full.txt` and each page's `<route>.md`. */
export function agentFiles(input: AgentFilesInput): AgentFile[] {
  const sections = agentSections(input);
  const bodies = new Map(input.docs.map((doc) => [doc, pageBody(doc)]));
  return [
    { path: LLMS_FILE, content: llmsTxt(input, sections) },
    { path: LLMS_FULL_FILE, content: llmsFullTxt(input, sections, bodies) },
    ...input.docs.map((doc) => ({ path: routeMarkdownFile(doc.route), content: pageMarkdown(bodies.get(doc)!) })),
  ];
}

/** The site paths of the files for agents, which links may point to. */
export function agentFilePaths(docs: readonly Doc[]): string[] {
  return [toSitePath(LLMS_FILE), toSitePath(LLMS_FULL_FILE), ...docs.map((doc) => toSitePath(routeMarkdownFile(doc.route)))];
}

/**
 * Static files and routes served at the address of a file for agents (compared without case, as on macOS and
 * Windows): each is an error, since one of the two would hide the other. `staticDir` is relative to the site root.
 */
export function agentFileClashes(docs: readonly Doc[], staticFiles: readonly string[], staticDir: string): Diagnostic[] {
  const generated = new Map<string, { path: string; markdownOf: string | null }>();
  for (const file of [LLMS_FILE, LLMS_FULL_FILE]) generated.set(file.toLowerCase(), { path: file, markdownOf: null });
  for (const doc of docs) {
    const file = routeMarkdownFile(doc.route);
    generated.set(file.toLowerCase(), { path: file, markdownOf: doc.route });
  }
  const found: Diagnostic[] = [];
  for (const file of staticFiles) {
    const clash = generated.get(file.toLowerCase());
    if (clash) found.push(diagnostic('agent-file-clash', 'error', { ...clash, by: 'static' }, { file: path.posix.join(staticDir, file) }));
  }
  for (const doc of docs) {
    const clash = generated.get(doc.route.slice(1).toLowerCase());
    if (clash)
      found.push(diagnostic('agent-file-clash', 'error', { path: doc.route.slice(1), markdownOf: clash.markdownOf, by: 'page' }, { file: doc.file, line: 1 }));
  }
  return found;
}
