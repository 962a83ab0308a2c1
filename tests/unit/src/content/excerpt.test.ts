import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LIMIT, summariseBody } from '../../../../src/content/excerpt.js';

describe('summariseBody', () => {
  it('takes an opening `#` heading (ATX or setext) as the title, after imports and comments', () => {
    expect(summariseBody("import X from './x';\n<!-- note -->\n\n# Hello *there*\n\nText.").contentTitle).toBe('Hello there');
    expect(summariseBody('Getting started\n===\n\nText.').contentTitle).toBe('Getting started');
    expect(summariseBody('Intro text.\n\n# Later heading').contentTitle).toBeNull();
  });

  it("leaves a heading's explicit id out of the title, as VitePress' translations write them (`# 快速开始 {#getting-started}`)", () => {
    expect(summariseBody('# 快速开始 {#getting-started}\n\nText.').contentTitle).toBe('快速开始');
    expect(summariseBody('Getting started {#start}\n===\n\nText.').contentTitle).toBe('Getting started');
    expect(summariseBody('# Sets {a, b}\n').contentTitle).toBe('Sets {a, b}');
  });

  it('skips an import or export that runs over several lines, as MDX reads it, to the blank line after it', () => {
    const body =
      'import Tabs from "@theme/Tabs"\nimport {\n    DatabaseTabs,\n    DatabaseTab,\n} from "@site/src/components/tabs"\n\n# Using indexes\n\nIndexes speed up reads.';
    expect(summariseBody(body)).toEqual({ contentTitle: 'Using indexes', excerpt: 'Indexes speed up reads.' });
    expect(summariseBody('export const meta = {\n  level: 2,\n};\n\nFirst words.').excerpt).toBe('First words.');
  });

  it('takes the first paragraph as plain text, skipping headings, code, lists, admonitions and HTML', () => {
    const body =
      '# T\n\n## Sub\n\n```js\nconst a = 1;\n```\n\n- a list\n\n:::tip\nAside.\n:::\n\n<div>html</div>\n\nRun [the `cli`](./cli.md) **now**,\nthen rest.\n\nSecond.';
    expect(summariseBody(body).excerpt).toBe('Run the cli now, then rest.');
  });

  it('cuts a long paragraph at a word boundary', () => {
    const excerpt = summariseBody(`${'word '.repeat(200)}end`).excerpt!;
    expect(excerpt.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT + 1);
    expect(excerpt.endsWith('word…')).toBe(true);
  });

  it('gives null for a page with no prose', () => {
    expect(summariseBody('# Only a title\n\n```\ncode\n```\n')).toEqual({ contentTitle: 'Only a title', excerpt: null });
  });
});
