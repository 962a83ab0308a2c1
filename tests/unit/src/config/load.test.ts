import { describe, expect, it } from 'vitest';
import { BuildFailure } from '../../../../src/diagnostics/diagnostic.js';
import { lineOfKey, validateConfig, valueStartLines } from '../../../../src/config/load.js';

function errorsOf(input: unknown, source = '') {
  try {
    validateConfig(input, 'site.config.ts', source);
  } catch (error) {
    if (error instanceof BuildFailure) return error.diagnostics;
    throw error;
  }
  return [];
}

const minimal = { title: 'Site', url: 'https://docs.example.com' };

describe('config validation', () => {
  it('fills defaults for a minimal config', () => {
    const config = validateConfig(minimal, 'site.config.ts');
    expect(config).toMatchObject({ baseUrl: '/', onBrokenLinks: 'throw', onBrokenMarkdownLinks: 'warn', onBrokenAnchors: 'warn' });
    // Pages are `/x` either way; left out, a folder's own page resolves relative addresses from its folder.
    expect(config.trailingSlash).toBeUndefined();
    expect(config.colorMode.defaultMode).toBe('dark');
    expect(config.sitemap).toEqual({ changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/tags/**'] });
  });

  it('names the key path and the expected type of a wrong value', () => {
    const source = "export default defineConfig({\n  title: 'Site',\n  url: 'https://docs.example.com',\n  navbar: { hideOnScroll: 'yes' },\n});";
    const [d] = errorsOf({ ...minimal, navbar: { hideOnScroll: 'yes' } }, source);
    expect(d!.message).toBe('Invalid value at `navbar.hideOnScroll`: Invalid input: expected boolean, received string.');
    expect(d).toMatchObject({ file: 'site.config.ts', line: 4 });
  });

  it('rejects unknown keys by name, suggesting the key a typo away, at any depth', () => {
    const [d] = errorsOf({ ...minimal, colourMode: {} });
    expect(d!.message).toBe('Unknown config key `colourMode`.');
    expect(d!.hint).toBe("Did you mean `colorMode`? Otherwise remove it; docsgen's configuration reference lists every config key.");
    const [nested] = errorsOf({ ...minimal, navbar: { hideOnScrol: true } });
    expect(nested!.hint).toBe("Did you mean `navbar.hideOnScroll`? Otherwise remove it; docsgen's configuration reference lists every config key.");
    const [far] = errorsOf({ ...minimal, wholly: 1 });
    expect(far!.hint).toBe("Remove it or check its spelling; docsgen's configuration reference lists every config key.");
  });

  it("takes synonyms in Algolia's shapes, and locates a wrong entry", () => {
    const synonyms = [['kanban', 'board'], { synonyms: ['teammate', 'member'] }, { input: 'sprint', synonyms: ['cycle'] }];
    expect(validateConfig({ ...minimal, search: { synonyms } }, 'site.config.ts').search?.synonyms).toEqual(synonyms);
    const source = "export default defineConfig({\n  title: 'Site',\n  search: {\n    synonyms: [['kanban']],\n  },\n});";
    const [d] = errorsOf({ ...minimal, search: { synonyms: [['kanban']] } }, source);
    expect(d!.message).toBe('Invalid value at `search.synonyms[0]`: a synonym group needs at least two words or phrases.');
    expect(d).toMatchObject({ file: 'site.config.ts', line: 4 });
    expect(errorsOf({ ...minimal, search: { synonyms: [{ input: 'sprint', synonyms: [] }] } })).toHaveLength(1);
    expect(errorsOf({ ...minimal, search: { synonyms: [{ input: 'sprint', output: ['cycle'] }] } })).toHaveLength(1);
    expect(errorsOf({ ...minimal, search: { synonyms: [['kanban', '  ']] } })).toHaveLength(1);
  });

  it("uses the spec's messages for missing search credentials", () => {
    const found = errorsOf({ ...minimal, search: { provider: 'algolia', indexName: 'x-docs-v3' } });
    expect(found.map((d) => d.message)).toEqual(['`appId` is missing.', '`apiKey` is missing.']);
  });

  it('says a missing key is missing, at the object that lacks it, not at a key of that name elsewhere', () => {
    // A migrated config whose title came from a package that was not installed: only the navbar has a `title`.
    const source = "export default defineConfig({\n  url: 'https://docs.example.com',\n  navbar: {\n    title: false,\n  },\n});";
    const [d] = errorsOf({ url: 'https://docs.example.com', navbar: { title: false } }, source);
    expect(d!.message).toBe('The config has no `title` (a string), which docsgen needs.');
    expect(d).toMatchObject({ file: 'site.config.ts', line: 1 });
    const [url] = errorsOf({ title: 'Site' }, "export default defineConfig({\n  title: 'Site',\n});");
    expect(url).toMatchObject({ message: 'The config has no `url` (a string), which docsgen needs.', line: 1 });
  });

  it('finds the line of a nested key', () => {
    expect(lineOfKey('a: 1,\nfooter: {\n  copyright: 2,\n}', ['footer', 'copyright'])).toBe(3);
  });
});

describe('valueStartLines', () => {
  it('finds a value written over several lines by its first line, with `\\n` escapes or in a template literal', () => {
    const html = '<a\n  href="https://www.netlify.com"\n>Netlify</a>';
    const escaped = ['footer: {', '  columns: [{ title: "More", items: [', `    { html: ${JSON.stringify(html)} },`, '  ] }],', '},'].join('\n');
    expect(valueStartLines(escaped)(html)).toBe(3);
    const literal = ['footer: {', '  columns: [{ title: "More", items: [', '    {', `      html: \`${html}\`,`, '    },'].join('\n');
    expect(valueStartLines(literal)(html)).toBe(4);
    expect(valueStartLines(literal)('<img src="elsewhere.svg">')).toBeUndefined();
  });
});
