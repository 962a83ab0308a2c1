/**
 * What dev makes of changed files: the widest change wins (config over styles over docs), styles alone swap the
 * style sheet, partials and components re-render everything, docs re-render themselves, and a path outside every
 * known place is left for the asset check.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCS_EXCLUDE, DEFAULT_DOCS_INCLUDE } from '../../../../src/config/schema.js';
import { docFileTest } from '../../../../src/content/doc-globs.js';
import { classifyChange, type SitePlaces } from '../../../../src/dev/site-change.js';

const root = path.resolve('/site');
const at = (...parts: string[]) => path.join(root, ...parts);
const places: SitePlaces = {
  root,
  configFile: at('site.config.ts'),
  styleFiles: [at('src/custom.css')],
  overridesDir: at('theme-overrides'),
  themeDirs: [path.resolve('/docsgen/theme'), path.resolve('/docsgen/templates')],
  sidebarsFiles: [at('sidebars.ts')],
  docsDir: at('docs'),
  isDoc: docFileTest({ include: DEFAULT_DOCS_INCLUDE, exclude: DEFAULT_DOCS_EXCLUDE }),
  componentFiles: [at('src/components/Chart.tsx')],
  staticDir: at('static'),
};

describe('classifyChange', () => {
  it('puts the config first, whatever else changed with it', () => {
    expect(classifyChange([at('docs/intro.md'), at('site.config.ts')], places)).toEqual({ kind: 'config' });
  });

  it('swaps styles only when every changed file is a style file', () => {
    expect(classifyChange([at('src/custom.css')], places)).toEqual({ kind: 'site-styles' });
    expect(classifyChange([at('src/custom.css'), at('docs/intro.md')], places)).toEqual({ kind: 'docs', files: [at('docs/intro.md')] });
  });

  it("tells the theme's styles from the rest of the theme", () => {
    expect(classifyChange([path.resolve('/docsgen/theme/styles/base.css')], places)).toEqual({ kind: 'theme', cssOnly: true });
    expect(classifyChange([path.resolve('/docsgen/theme/styles/base.css'), path.resolve('/docsgen/templates/page.html')], places)).toEqual({
      kind: 'theme',
      cssOnly: false,
    });
  });

  it('re-reads the site for overrides, versions and translations, sidebars and category files', () => {
    expect(classifyChange([at('theme-overrides/Footer.tsx')], places)).toEqual({ kind: 'overrides' });
    expect(classifyChange([at('versioned_docs/version-1.0/intro.md')], places)).toEqual({ kind: 'variants' });
    expect(classifyChange([at('i18n/fr/code.json')], places)).toEqual({ kind: 'variants' });
    expect(classifyChange([at('sidebars.ts')], places)).toEqual({ kind: 'sidebars' });
    expect(classifyChange([at('docs/guide/_category_.json')], places)).toEqual({ kind: 'sidebars' });
  });

  it('re-renders every page for a partial or a component, and only the docs for docs', () => {
    expect(classifyChange([at('docs/_shared/note.mdx'), at('docs/intro.md')], places)).toEqual({ kind: 'shared', what: 'a partial' });
    expect(classifyChange([at('src/components/Chart.tsx')], places)).toEqual({ kind: 'shared', what: 'a component' });
    expect(classifyChange([at('docs/intro.md'), at('docs/guide/setup.mdx')], places)).toEqual({
      kind: 'docs',
      files: [at('docs/intro.md'), at('docs/guide/setup.mdx')],
    });
  });

  it("follows the config's docs.include and docs.exclude: an excluded file is a partial, an included `_` file a page too", () => {
    const own = { ...places, isDoc: docFileTest({ include: ['**/*.md'], exclude: ['drafts/**'] }) };
    expect(classifyChange([at('docs/drafts/idea.md')], own)).toEqual({ kind: 'shared', what: 'a partial' });
    expect(classifyChange([at('docs/guide/setup.mdx')], own)).toEqual({ kind: 'shared', what: 'a partial' });
    expect(classifyChange([at('docs/guide/setup.md')], own)).toEqual({ kind: 'docs', files: [at('docs/guide/setup.md')] });
    // A `_` file that is a page may be imported by others too: every page is rendered again.
    expect(classifyChange([at('docs/_intro.md')], own)).toEqual({ kind: 'shared', what: 'a partial' });
  });

  it('lists static files again, and leaves anything else to the check of files pages use', () => {
    expect(classifyChange([at('static/img/logo.svg')], places)).toEqual({ kind: 'static' });
    expect(classifyChange([at('static/img/logo.svg')], { ...places, staticDir: null })).toEqual({ kind: 'other' });
    expect(classifyChange([at('docs/img/diagram.png')], places)).toEqual({ kind: 'other' });
  });
});

describe('classifyChange with other docs instances', () => {
  const withInstances: SitePlaces = { ...places, instancePaths: [at('community'), at('sidebarsCommunity.js'), at('community_versions.json')] };

  it("reads another instance's folder, sidebars and versions again as a whole, as versions and translations are", () => {
    expect(classifyChange([at('community/intro.md')], withInstances)).toEqual({ kind: 'variants' });
    expect(classifyChange([at('sidebarsCommunity.js')], withInstances)).toEqual({ kind: 'variants' });
    expect(classifyChange([at('community_versions.json')], withInstances)).toEqual({ kind: 'variants' });
    expect(classifyChange([at('docs/intro.md')], withInstances)).toEqual({ kind: 'docs', files: [at('docs/intro.md')] });
  });
});
