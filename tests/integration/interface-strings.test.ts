/**
 * The theme's interface strings in a built site: a French site shows French chrome (built-in translation), a
 * site's `i18n/<locale>/code.json` overrides any id, an unknown id warns, and a locale docsgen has no
 * translation for falls back to English, which only `--strict` reports.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../core/i18n/catalogue.js';
import { build, type BuildResult } from '../../src/session/build.js';
import { siteDataOf } from '../support/page-data.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';

const codeJson = (entries: Record<string, string>) =>
  JSON.stringify(Object.fromEntries(Object.entries(entries).map(([id, message]) => [id, { message, description: 'from the site' }])), null, 2);

function site(locale: string | null, files: Record<string, string | null> = {}): string {
  const i18n = locale ? `i18n: { defaultLocale: '${locale}', locales: ['${locale}'] },` : '';
  const docs =
    "docs: { path: 'content/docs', editUrl: 'https://git.example/site/edit/main/', sidebars: { docs: ['intro', { type: 'category', label: 'Guide', items: ['guide/cycles', 'guide/modules'] }] } },";
  const config = configText()
    .replace(/  docs: \{[\s\S]*?\n  \},\n/, '')
    .replace('  \n});', `  ${i18n} ${docs} search: { indexName: 'fixture' },\n});`);
  return makeSite(
    { 'content/docs/guide/cycles.md': doc('Cycles', '# Cycles\n\n## Create a cycle\n\n```sh\nkeel cycle new\n```\n\n:::tip\nPlan ahead.\n:::'), ...files },
    config,
  );
}

/** The strings a page's browser code gets: from the shared site asset its data block names. */
const siteText = (html: string, result: BuildResult) => siteDataOf(html, (url) => result.files!.text(url.slice(1))).text as Record<string, string>;

describe('interface strings', () => {
  it('draws a French site in French, with the code.json entries over the built-in words', async () => {
    const overrides = codeJson({ 'theme.docs.paginator.next': 'Page suivante', 'theme.admonition.tip': 'Bon à savoir' });
    const mdx = doc('Modules', "# Modules\n\nimport Details from '@theme/Details';\n\n<Details>\nHidden\n</Details>");
    const result = await build({
      root: site('fr', { 'i18n/fr/code.json': overrides, 'content/docs/guide/modules.md': null, 'content/docs/guide/modules.mdx': mdx }),
      inMemory: true,
      strict: true,
    });
    expect(result.diagnostics).toEqual([]);
    const page = result.files!.text('guide/cycles.html')!;
    expect(page).toContain('<html lang="fr"');
    expect(page).toContain('<a class="skip-link" href="#main-content">Aller au contenu principal</a>');
    expect(page).toContain('<span class="pagination-label">Précédent</span>');
    expect(page).toContain('<span class="pagination-label">Page suivante</span>');
    expect(page).toContain('aria-label="Pages de la documentation"');
    expect(page).toContain('<summary>Sur cette page</summary>');
    expect(page).toContain('aria-label="Fil d’Ariane"');
    expect(page).toContain('Modifier cette page');
    expect(page).toContain('<span class="search-button-label">Rechercher</span>');
    // The article body is drawn with the same strings: admonition title, copy button, heading links.
    expect(page).toMatch(/<span>Bon à savoir<\/span>/);
    expect(page).toMatch(/class="copy-button" hidden="">Copier<\/button>/);
    expect(page).toContain('aria-label="Lien vers « Create a cycle »"');
    expect(page).not.toMatch(/>(Previous|Next|On this page|Edit this page|Copy|Tip)</);
    // MDX pages too.
    expect(result.files!.text('guide/modules.html')).toContain('<summary>Détails</summary>');
    // The site data carries the active locale's strings only, for the browser.
    const text = siteText(page, result);
    expect(text.next).toBe('Page suivante');
    expect(text.searchPlaceholder).toBe('Rechercher dans la doc');
    expect(Object.keys(text)).toEqual(Object.keys(en));
    expect(result.files!.text('404.html')).toContain('<h1>Page introuvable</h1>');
    expect(result.files!.text('search.html')).toContain('<h1>Rechercher dans la documentation</h1>');
    // The tab's title too, not only the heading.
    expect(result.files!.text('404.html')).toMatch(/<title>Page introuvable \|/);
    expect(result.files!.text('search.html')).toMatch(/<title>Rechercher dans la documentation \|/);
  });

  it('keeps an English site as it was and carries the English strings', async () => {
    const result = await build({ root: site(null), inMemory: true, strict: true });
    expect(result.diagnostics).toEqual([]);
    const page = result.files!.text('guide/cycles.html')!;
    expect(page).toContain('<span class="pagination-label">Previous</span>');
    expect(page).toMatch(/<span>Tip<\/span>/);
    expect(siteText(page, result)).toEqual(en);
  });

  it('warns about a code.json id the theme does not show, at its line, with the closest id', async () => {
    const overrides = codeJson({ 'theme.docs.paginator.nxt': 'Suivant !' });
    const result = await build({ root: site('fr', { 'i18n/fr/code.json': overrides }), inMemory: true });
    expect(result.ok).toBe(true);
    expect(result.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'code-json-unknown-id', file: 'i18n/fr/code.json', line: 2 })]);
    expect(result.diagnostics[0]!.hint).toContain('`theme.docs.paginator.next`');
  });

  it('falls back to English for a locale without a translation, reported only under --strict', async () => {
    const overrides = codeJson({ 'theme.docs.paginator.previous': 'Precedente', 'theme.docs.paginator.next': 'Successivo' });
    const root = site('it', { 'i18n/it/code.json': overrides });
    const lenient = await build({ root, inMemory: true });
    expect(lenient.diagnostics).toEqual([]);
    const page = lenient.files!.text('guide/cycles.html')!;
    expect(page).toContain('<span class="pagination-label">Successivo</span>');
    expect(page).toContain('<summary>On this page</summary>');
    const strict = await build({ root, inMemory: true, strict: true });
    expect(strict.ok).toBe(false);
    expect(strict.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'interface-text-missing', file: 'i18n/it/code.json' })]);
  });
});
