/** A site plugin's failure as the located error the build reports: its place, and a fix that fits the cause. */
import { describe, expect, it } from 'vitest';
import { asynchronousInSyncRun, PluginFailure, pluginFailureDiagnostic } from '../../../../src/markdown/user-plugins.js';

describe('pluginFailureDiagnostic', () => {
  it("places a plugin's own failure at its line, below the front matter, with the fix to look at the plugin", () => {
    const found = pluginFailureDiagnostic(new PluginFailure('markdown.remarkPlugins[0] (remarkX)', 'bad input', 3, 2), 'docs/a.md', 4);
    expect([found.file, found.line, found.column]).toEqual(['docs/a.md', 7, 2]);
    expect(found.hint).toMatch(/^Fix what the plugin reports/);
  });

  it('tells an asynchronous plugin docsgen could not wait for where it is awaited instead', () => {
    const failure = asynchronousInSyncRun(new Error('`runSync` finished async. Use `run` instead'));
    const found = pluginFailureDiagnostic(failure!, 'src/components/_deep.mdx', 0);
    expect([found.code, found.file, found.line]).toEqual(['markdown-plugin-failed', 'src/components/_deep.mdx', 1]);
    expect(found.hint).toBe('Import this Markdown file in the page itself, where its plugins are awaited, or make the plugin synchronous.');
    expect(asynchronousInSyncRun(new Error('something else'))).toBeNull();
  });
});
