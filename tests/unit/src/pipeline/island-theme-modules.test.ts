/**
 * A client component ('use client') is bundled for the browser with the theme's sources in place of Docusaurus'
 * modules: every module docsgen provides to the server render must have a source file giving the same names, or
 * an island importing it fails to bundle (`@docusaurus/theme-common/internal` had none).
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { jsonData } from '../../../../src/pipeline/island-site-fields.js';
import { themeSourceFile } from '../../../../src/pipeline/site-components.js';
import { themeImports } from '../../../../theme/mdx/index.js';

const bundledFromTheme = Object.keys(themeImports).filter((name) => /^@(theme|docusaurus)\//.test(name));

describe("the theme's sources for client components", () => {
  it.each(bundledFromTheme)('%s has a source file with every name the server render gives', async (name) => {
    const file = themeSourceFile(name);
    expect(existsSync(file), file).toBe(true);
    const exported = Object.keys((await import(pathToFileURL(file).href)) as object);
    const missing = Object.keys(themeImports[name]!).filter((key) => !exported.includes(key));
    expect(missing, `${name} (${file})`).toEqual([]);
  });
});

describe("the config's customFields an island script carries", () => {
  it('are the JSON data of them: a function, a class instance or an endless number is left out, the rest kept', () => {
    const fields = { crew: [{ name: 'Ada', at: new Date(0), hire: () => 1 }, Infinity, 2], repo: 'x', off: false, none: null, re: /a/, u: undefined };
    expect(jsonData(fields)).toEqual({ crew: [{ name: 'Ada' }, 2], repo: 'x', off: false, none: null });
  });
});
