import { describe, expect, it } from 'vitest';
import { vitePressTitleTemplate } from '../../../../src/cli/vitepress-title-template.js';

describe("VitePress' site-wide titleTemplate for docsgen init", () => {
  it("carries `:title <delimiter> <site title>` as titleDelimiter, and VitePress' own shape as docsgen's default", () => {
    expect(vitePressTitleTemplate(':title - Quill', 'Quill')).toEqual({ titleDelimiter: '-' });
    expect(vitePressTitleTemplate(':title · Quill Docs', 'Quill Docs')).toEqual({ titleDelimiter: '·' });
    expect(vitePressTitleTemplate(':title | Quill', 'Quill')).toEqual({});
    expect(vitePressTitleTemplate(undefined, 'Quill')).toEqual({});
    expect(vitePressTitleTemplate(true, 'Quill')).toEqual({});
  });

  it('says what docsgen cannot make site-wide: another suffix, a prefix, the page title alone', () => {
    for (const template of [':title - Quill editor', 'Quill editor', 'Docs: :title', false, 'Quill']) {
      expect(vitePressTitleTemplate(template, 'Quill').leftOut).toMatch(/^titleTemplate: .+ \(docsgen's tab titles are `<page> <titleDelimiter> Quill`/);
    }
    expect(vitePressTitleTemplate(false, 'Quill').leftOut).toMatch(/^titleTemplate: false /);
  });
});
