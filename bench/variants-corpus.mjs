// Corpora for `node bench/run.mjs --compare-variants` (issue 18: a site with locales and versions costs at most
// 1.2 × the rendering work of building each locale × version alone). Writes, from the plain pages of corpus.mjs:
// one site with 3 locales (en default, fr, ar right-to-left) × 3 versions (current, 2.0, 1.0) in Docusaurus'
// layout (docs/, versions.json, versioned_docs/version-X/, i18n/<locale>/docusaurus-plugin-content-docs/…), and 9
// single-variant sites holding the same pages. Each variant's pages are a full copy with words of its own, so no
// two variants share text. Sidebars are generated from the folders everywhere. Writes only under `dir`.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeCorpus } from './corpus.mjs';

export const LOCALES = ['en', 'fr', 'ar'];
/** Newest first, as versions.json lists them; `current` is the docs folder. */
export const VERSIONS = ['current', '2.0', '1.0'];
const VERSION_TAG = { current: 'next', '2.0': 'v2', '1.0': 'v1' };

// The nouns corpus.mjs draws its sentences and headings from (kept in step with its WORDS list).
const NOUNS =
  'project cycle module view filter label state member workspace estimate page template intake release sprint board timeline roadmap comment mention update import export report chart widget field property owner priority deadline milestone initiative'.split(
    ' ',
  );

/** Where the docs of one locale and version live in the combined site. */
function variantFolder(locale, version) {
  if (locale === 'en') return version === 'current' ? 'docs' : `versioned_docs/version-${version}`;
  return `i18n/${locale}/docusaurus-plugin-content-docs/${version === 'current' ? 'current' : `version-${version}`}`;
}

/** The corpus pages as `{ file, text }`, `file` relative to docs/ and `/`-separated. */
function basePages(scratch, pages) {
  writeCorpus(scratch, pages, { plain: true });
  const docs = path.join(scratch, 'docs');
  const out = [];
  for (const entry of readdirSync(docs, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
    const full = path.join(entry.parentPath ?? entry.path, entry.name);
    out.push({ file: path.relative(docs, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8') });
  }
  rmSync(scratch, { recursive: true, force: true });
  return out.sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * One variant's copy of a page: every noun gets the variant's suffix (in headings and in the anchors that point
 * at them alike, so links stay valid), and the corpus' absolute links (`/section-1/group-0/page-11#…`) become
 * relative `.md` links, which resolve inside each version and locale.
 */
function variantText({ file, text }, locale, version) {
  const tag = `${locale}${VERSION_TAG[version]}`;
  const noun = new RegExp(`\\]\\((/[^)#\\s]*)(?:#([^)\\s]*))?\\)|\\b(${NOUNS.join('|')})(?=s?\\b)`, 'gi');
  const fromDir = path.posix.dirname(file);
  return text.replace(noun, (match, target, hash, word) => {
    if (word) return `${word}${tag}`;
    let rel = path.posix.relative(fromDir, `${target.slice(1)}.md`);
    if (!rel.startsWith('.')) rel = `./${rel}`;
    const anchor = hash
      ? `#${hash
          .split('-')
          .map((part) => (NOUNS.includes(part) ? `${part}${tag}` : part))
          .join('-')}`
      : '';
    return `](${rel}${anchor})`;
  });
}

function writePages(folder, pages, locale, version) {
  for (const page of pages) {
    const file = path.join(folder, page.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, variantText(page, locale, version));
  }
}

const i18nConfig = (locales) =>
  `{ defaultLocale: '${locales[0]}', locales: ${JSON.stringify(locales)}${locales.includes('ar') ? ", localeConfigs: { ar: { direction: 'rtl' } }" : ''} }`;

/**
 * Writes `dir/combined` (every variant) and `dir/separate/<locale>-<version>` (one variant each, as a site's
 * only docs in its own default locale). Returns their folders and the pages each should build.
 */
export function writeVariantCorpora(dir, pagesPerVariant) {
  rmSync(dir, { recursive: true, force: true });
  const pages = basePages(path.join(dir, '.scratch'), pagesPerVariant);

  const combined = path.join(dir, 'combined');
  for (const locale of LOCALES) for (const version of VERSIONS) writePages(path.join(combined, variantFolder(locale, version)), pages, locale, version);
  writeFileSync(path.join(combined, 'versions.json'), JSON.stringify(VERSIONS.filter((v) => v !== 'current')) + '\n');
  writeFileSync(
    path.join(combined, 'site.config.ts'),
    `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'Bench', url: 'https://bench.example', i18n: ${i18nConfig(LOCALES)}, navbar: { items: [{ type: 'localeDropdown' }, { type: 'docsVersionDropdown' }] } });\n`,
  );

  const separate = [];
  for (const locale of LOCALES) {
    for (const version of VERSIONS) {
      const root = path.join(dir, 'separate', `${locale}-${version}`);
      writePages(path.join(root, 'docs'), pages, locale, version);
      writeFileSync(
        path.join(root, 'site.config.ts'),
        `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'Bench', url: 'https://bench.example', i18n: ${i18nConfig([locale])} });\n`,
      );
      separate.push({ name: `${locale} ${version}`, root, pages: pages.length });
    }
  }
  return { combined: { name: 'combined', root: combined, pages: pages.length * LOCALES.length * VERSIONS.length }, separate };
}
