// Compares two builds of one Docusaurus site, Docusaurus' own and docsgen's, page by page (issue 34): which routes
// each has, the page's <title>, the h1-h6 sequence of its main content, how close the main content's text is, and how many
// code blocks, tab groups, admonitions, images and tables it holds. It only reads the two folders' .html files; it
// builds nothing, and it knows each generator's markup only as far as finding the main content and the parts it
// counts (GENERATORS below).
//
// Text similarity is 1 - (Levenshtein distance / length of the longer text), over the main content's text with
// whitespace removed and case folded. Whitespace: whether two words read from adjacent elements get a space
// between them depends on the elements (Docusaurus' tab labels are list items, docsgen's are buttons), not on what
// a reader sees. Case: Docusaurus writes an admonition's label in lower case and lets CSS capitalise it. Then an edit distance on characters sees a dropped word, a changed label or a reordered
// paragraph, where a bag-of-tokens measure would miss order and punctuation. fastest-levenshtein computes it
// bit-parallel, fast enough for pages of tens of thousands of characters.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { distance } from 'fastest-levenshtein';
import { fromHtml } from 'hast-util-from-html';
import { toText } from 'hast-util-to-text';

/** The goal of issue 34 on a real Docusaurus site. */
export const GOAL = { similarity: 0.95, share: 0.95 };

const classesOf = (node) => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
};
const hasClass = (name) => (node) => classesOf(node).includes(name);
const isTag =
  (...names) =>
  (node) =>
    names.includes(node.tagName);
const both = (a, b) => (node) => a(node) && b(node);
const either =
  (...tests) =>
  (node) =>
    tests.some((test) => test(node));
const hasAttribute = (name, value) => (node) => node.properties?.[name] === value;

/**
 * Where each generator puts a page's main content, what in it is chrome rather than content (dropped before the
 * text and headings are read), and how it marks the parts counted. `main` lists candidates, first found wins.
 */
export const GENERATORS = {
  docusaurus: {
    // Docs: the Markdown container (with the title header Docusaurus adds). Blog, Markdown and React pages: what
    // the layout holds between the navbar and the footer (the archive's title is in a hero above its <main>).
    main: [hasClass('theme-doc-markdown'), hasClass('main-wrapper'), isTag('main')],
    chrome: either(
      hasClass('hash-link'),
      // The blog's sidebar of recent posts, a Markdown page's table of contents.
      isTag('aside'),
      hasClass('table-of-contents'),
      (node) => classesOf(node).some((c) => c.startsWith('tableOfContents')),
      hasClass('theme-doc-toc-mobile'),
      hasClass('theme-doc-breadcrumbs'),
      hasClass('theme-doc-footer'),
      hasClass('pagination-nav'),
      // A blog post's footer: its tags and edit link (docsgen draws the tags below the article).
      both(isTag('footer'), (node) => classesOf(node).some((c) => c === 'row' || c.startsWith('docusaurus-mt'))),
      isTag('nav'),
      isTag('button'),
      isTag('script', 'style', 'noscript'),
    ),
    codeBlock: isTag('pre'),
    tabs: hasAttribute('role', 'tablist'),
    admonition: hasClass('theme-admonition'),
  },
  docsgen: {
    // Every page kind draws its content in the <article> that is a child of <main>.
    main: [both(isTag('article'), either(hasClass('markdown'), hasClass('page-component'))), isTag('main')],
    chrome: either(
      hasClass('hash-link'),
      hasClass('copy-button'),
      // A blog list entry's tags and "Read more" (Docusaurus' entry footer is dropped too).
      hasClass('blog-entry-footer'),
      // Read by screen readers only: not part of what a reader sees (the blog list's title is one).
      hasClass('visually-hidden'),
      isTag('nav'),
      isTag('script', 'style', 'noscript'),
    ),
    codeBlock: isTag('pre'),
    tabs: hasAttribute('role', 'tablist'),
    admonition: hasClass('admonition'),
  },
};

function* walk(node) {
  yield node;
  for (const child of node.children ?? []) yield* walk(child);
}

function find(tree, test) {
  for (const node of walk(tree)) if (node.type === 'element' && test(node)) return node;
  return null;
}

function count(tree, test) {
  let n = 0;
  for (const node of walk(tree)) if (node.type === 'element' && test(node)) n++;
  return n;
}

/** A copy of `node` without the elements `drop` matches. */
function without(node, drop) {
  if (!node.children) return node;
  const children = node.children.filter((child) => !(child.type === 'element' && drop(child))).map((child) => without(child, drop));
  return { ...node, children };
}

/** Whitespace collapsed, zero-width characters (Docusaurus' hash links hold one) and surrounding spaces removed. */
export function normaliseText(text) {
  return text
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 1 when the two texts are equal but for whitespace and case, 0 when nothing of them matches. */
export function similarity(a, b) {
  const fold = (text) => normaliseText(text).replace(/ /g, '').toLowerCase();
  const left = fold(a);
  const right = fold(b);
  const longer = Math.max(left.length, right.length);
  return longer === 0 ? 1 : 1 - distance(left, right) / longer;
}

/**
 * What one page's main content holds, read with the rules of `generator` ('docusaurus' or 'docsgen'):
 * `found` is false when none of the main-content candidates is on the page (then the whole body is read).
 */
export function readPage(html, generator) {
  const rules = GENERATORS[generator];
  if (!rules) throw new Error(`unknown generator ${generator}: expected ${Object.keys(GENERATORS).join(' or ')}`);
  const tree = fromHtml(html);
  let region = null;
  for (const candidate of rules.main) {
    region = find(tree, candidate);
    if (region) break;
  }
  const found = region !== null;
  const content = without(region ?? find(tree, isTag('body')) ?? tree, rules.chrome);
  const headings = [];
  for (const node of walk(content)) {
    const level = node.type === 'element' && /^h([1-6])$/.exec(node.tagName)?.[1];
    if (level) headings.push({ level: Number(level), text: normaliseText(toText(node)), id: node.properties?.id ? String(node.properties.id) : null });
  }
  const titleElement = find(tree, isTag('title'));
  return {
    found,
    title: titleElement ? normaliseText(toText(titleElement)) : null,
    headings,
    text: normaliseText(toText(content)),
    counts: {
      code: count(content, rules.codeBlock),
      tabs: count(content, rules.tabs),
      admonitions: count(content, rules.admonition),
      images: count(content, isTag('img')),
      tables: count(content, isTag('table')),
    },
  };
}

/** `/docs/intro` for docs/intro.html and docs/intro/index.html, `/` for index.html. */
export function routeOf(file) {
  const parts = file
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  const route = parts === 'index' ? '' : parts.replace(/\/index$/, '');
  return `/${route}`;
}

/** Pages each generator draws by itself, with nothing of the site's content: the not-found and search pages. */
const SKIPPED = new Set(['/404', '/search']);

/** Every page route of a build folder, with its file. */
export function routesOf(buildDir) {
  const routes = new Map();
  const visit = (dir) => {
    for (const entry of readdirSync(path.join(buildDir, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.')) visit(relative);
      } else if (entry.name.endsWith('.html')) {
        const route = routeOf(relative);
        if (!SKIPPED.has(route)) routes.set(route, path.join(buildDir, relative));
      }
    }
  };
  visit('');
  return routes;
}

const headingKey = (h) => `h${h.level} ${h.text}`;

/** The first place two heading sequences part, described for a person; null when they are identical. */
export function headingDifference(expected, actual) {
  const length = Math.max(expected.length, actual.length);
  for (let i = 0; i < length; i++) {
    const want = expected[i];
    const got = actual[i];
    if (want && got && headingKey(want) === headingKey(got)) continue;
    const show = (h) => (h ? `${headingKey(h)}` : 'nothing');
    return `#${i + 1}: Docusaurus ${show(want)}, docsgen ${show(got)}`;
  }
  return null;
}

/** Ids of headings that match in level and text but not in id. */
function idDifferences(expected, actual) {
  const out = [];
  for (let i = 0; i < Math.min(expected.length, actual.length); i++) {
    const want = expected[i];
    const got = actual[i];
    if (headingKey(want) === headingKey(got) && want.id && want.id !== got.id) out.push(`${want.id} ≠ ${got.id ?? 'none'}`);
  }
  return out;
}

/**
 * Where a redirect page sends the reader (its `<meta http-equiv="refresh">` address, as a path without a trailing
 * slash), or null for a page with content. Docusaurus' client-redirects pages and docsgen's `redirects` are such pages.
 */
export function redirectTarget(html) {
  const meta = /<meta\s[^>]*http-equiv=["']?refresh["']?[^>]*>/i.exec(html)?.[0];
  const url = meta && /content=["']\s*\d+\s*;\s*url=([^"']+)["']/i.exec(meta)?.[1];
  if (!url) return null;
  const pathname = new URL(url.trim(), 'http://site').pathname;
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** One row: a route, its presence in each build and, when in both, how its pages compare. */
export function comparePages(route, docusaurusHtml, docsgenHtml) {
  // Two redirect pages hold no content to compare: what counts is that they send the reader to the same page.
  const redirects = docusaurusHtml !== null && docsgenHtml !== null ? [redirectTarget(docusaurusHtml), redirectTarget(docsgenHtml)] : [null, null];
  if (redirects[0] !== null && redirects[1] !== null) {
    const same = redirects[0] === redirects[1];
    return {
      route,
      presence: 'both',
      redirect: { docusaurus: redirects[0], docsgen: redirects[1], same },
      similarity: same ? 1 : 0,
      headingsDiffer: null,
      idsDiffer: [],
      titles: null,
      counts: null,
    };
  }
  const expected = docusaurusHtml === null ? null : readPage(docusaurusHtml, 'docusaurus');
  const actual = docsgenHtml === null ? null : readPage(docsgenHtml, 'docsgen');
  const presence = expected && actual ? 'both' : expected ? 'docusaurus only' : 'docsgen only';
  if (!expected || !actual) return { route, presence };
  return {
    route,
    presence,
    similarity: similarity(expected.text, actual.text),
    headingsDiffer: headingDifference(expected.headings, actual.headings),
    idsDiffer: idDifferences(expected.headings, actual.headings),
    titles: expected.title === actual.title ? null : { docusaurus: expected.title, docsgen: actual.title },
    counts: { docusaurus: expected.counts, docsgen: actual.counts },
    mainFound: { docusaurus: expected.found, docsgen: actual.found },
    text: { docusaurus: expected.text, docsgen: actual.text },
  };
}

/** The issue's goal, measured over the Docusaurus routes. */
export function summarise(rows) {
  const docusaurusRoutes = rows.filter((r) => r.presence !== 'docsgen only');
  const inBoth = rows.filter((r) => r.presence === 'both');
  const missing = rows.filter((r) => r.presence === 'docusaurus only').map((r) => r.route);
  const extra = rows.filter((r) => r.presence === 'docsgen only').map((r) => r.route);
  const close = inBoth.filter((r) => r.similarity >= GOAL.similarity).length;
  const headingsDiffer = inBoth.filter((r) => r.headingsDiffer).map((r) => r.route);
  const titlesDiffer = inBoth.filter((r) => r.titles).map((r) => r.route);
  const pages = inBoth.filter((r) => !r.redirect);
  const countsDiffer = pages.filter((r) => JSON.stringify(r.counts.docusaurus) !== JSON.stringify(r.counts.docsgen)).map((r) => r.route);
  const redirects = inBoth.filter((r) => r.redirect);
  const redirectsDiffer = redirects.filter((r) => !r.redirect.same).map((r) => r.route);
  const shareClose = docusaurusRoutes.length ? close / docusaurusRoutes.length : 1;
  const meanSimilarity = inBoth.length ? inBoth.reduce((sum, r) => sum + r.similarity, 0) / inBoth.length : 1;
  return {
    docusaurusRoutes: docusaurusRoutes.length,
    docsgenRoutes: rows.length - missing.length,
    inBoth: inBoth.length,
    missing,
    extra,
    shareClose,
    meanSimilarity,
    headingsDiffer,
    titlesDiffer,
    countsDiffer,
    redirects: redirects.length,
    redirectsDiffer,
    goalMet: missing.length === 0 && shareClose >= GOAL.share && headingsDiffer.length === 0,
  };
}

/** Compares two build folders: one row per route of either, sorted by route, and the summary. */
export function compareBuilds(docusaurusDir, docsgenDir) {
  for (const dir of [docusaurusDir, docsgenDir]) if (!existsSync(dir)) throw new Error(`no build folder at ${dir}`);
  const expected = routesOf(docusaurusDir);
  const actual = routesOf(docsgenDir);
  const routes = [...new Set([...expected.keys(), ...actual.keys()])].sort();
  const read = (map, route) => (map.has(route) ? readFileSync(map.get(route), 'utf8') : null);
  const rows = routes.map((route) => comparePages(route, read(expected, route), read(actual, route)));
  return { rows, summary: summarise(rows) };
}

const COUNTED = ['code', 'tabs', 'admonitions', 'images', 'tables'];

/** The rows and the summary as Markdown: a summary list, then a table, worst similarity first. */
export function toMarkdown({ rows, summary }) {
  const pct = (x) => `${(x * 100).toFixed(1)} %`;
  const lines = [
    `- Docusaurus routes: ${summary.docusaurusRoutes}; present in docsgen's build: ${summary.docusaurusRoutes - summary.missing.length}` +
      (summary.missing.length ? ` (missing: ${summary.missing.join(', ')})` : ''),
    `- Routes only docsgen builds: ${summary.extra.length ? summary.extra.join(', ') : 'none'}`,
    `- Pages at similarity ≥ ${GOAL.similarity}: ${pct(summary.shareClose)} of the Docusaurus routes (goal ≥ ${pct(GOAL.share)}); mean similarity ${summary.meanSimilarity.toFixed(3)}`,
    `- Pages whose heading sequences differ: ${summary.headingsDiffer.length}${summary.headingsDiffer.length ? ` (${summary.headingsDiffer.join(', ')})` : ''}`,
    `- Pages whose <title> differs: ${summary.titlesDiffer.length}${summary.titlesDiffer.length ? ` (${summary.titlesDiffer.join(', ')})` : ''}`,
    `- Pages whose counts differ: ${summary.countsDiffer.length}${summary.countsDiffer.length ? ` (${summary.countsDiffer.join(', ')})` : ''}`,
    `- Redirect pages in both: ${summary.redirects}; sending the reader elsewhere than Docusaurus': ${summary.redirectsDiffer.length}${summary.redirectsDiffer.length ? ` (${summary.redirectsDiffer.join(', ')})` : ''}`,
    `- Goal (every route present, ≥ 95 % of pages at ≥ 0.95, heading sequences identical): ${summary.goalMet ? 'met' : 'not met'}`,
    '',
    `| Route | In | Similarity | Headings | Heading ids | ${COUNTED.join(' | ')} |`,
    `| --- | --- | ---: | --- | --- | ${COUNTED.map(() => '---:').join(' | ')} |`,
  ];
  const order = (r) => (r.presence === 'both' ? r.similarity : -1);
  for (const row of [...rows].sort((a, b) => order(a) - order(b) || a.route.localeCompare(b.route))) {
    if (row.presence !== 'both') {
      lines.push(`| ${row.route} | ${row.presence} | | | | ${COUNTED.map(() => '').join(' | ')} |`);
      continue;
    }
    if (row.redirect) {
      const to = row.redirect.same ? `redirect to ${row.redirect.docsgen}` : `**redirect to ${row.redirect.docusaurus} / ${row.redirect.docsgen}**`;
      lines.push(`| ${row.route} | both | ${row.similarity.toFixed(3)} | ${to} | | ${COUNTED.map(() => '').join(' | ')} |`);
      continue;
    }
    const cells = COUNTED.map((key) => {
      const [d, g] = [row.counts.docusaurus[key], row.counts.docsgen[key]];
      return d === g ? String(d) : `**${d} / ${g}**`;
    });
    const headings = (row.headingsDiffer ?? 'same').replace(/\|/g, '\\|');
    lines.push(
      `| ${row.route} | both | ${row.similarity.toFixed(3)} | ${headings} | ${row.idsDiffer.length ? row.idsDiffer.join(', ') : 'same'} | ${cells.join(' | ')} |`,
    );
  }
  lines.push('', 'Counts: Docusaurus / docsgen where they differ.');
  return lines.join('\n');
}
