import { describe, expect, it } from 'vitest';
import { recordsOf } from '../../../support/markdown.js';

const cycles = await recordsOf(
  '/cycles',
  'Cycles',
  '# Cycles\n\nA cycle is a time box for \\<work\\> & focus.\n\n## Create a cycle :plan[Pro]\n\nOpen the project and press :kbd[Q].\n\n### Dates\n\n- Pick a start date\n- Pick an end date\n\n| Field | Meaning |\n| --- | --- |\n| Name | What the team calls it |',
  'Planning',
);
const modules = await recordsOf(
  '/modules',
  'Modules',
  '# Modules\n\nModules group work items by feature, unlike cycles which group them by time.\n\n## Archive a module\n\nArchiving hides a finished module.',
  'Planning',
  ['components'],
);
const slack = await recordsOf('/slack', 'Slack', '# Slack\n\nConnect Slack to get notifications about work items in your channels.', 'Integrations');
const all = [...cycles, ...modules, ...slack];

describe('search records', () => {
  it('follow the DocSearch v3 shape with hierarchy, type, url and facets', async () => {
    expect(cycles.map((r) => `${r.type} ${r.url} ${r.content ?? ''}`)).toEqual([
      'lvl1 /cycles ',
      'content /cycles A cycle is a time box for <work> & focus.',
      'lvl2 /cycles#create-a-cycle ',
      'content /cycles#create-a-cycle Open the project and press Q.',
      'lvl3 /cycles#dates ',
      'content /cycles#dates Pick a start date',
      'content /cycles#dates Pick an end date',
      'content /cycles#dates Field · Meaning',
      'content /cycles#dates Name · What the team calls it',
    ]);
    expect(cycles[4]).toMatchObject({
      hierarchy: { lvl0: 'Planning', lvl1: 'Cycles', lvl2: 'Create a cycle', lvl3: 'Dates', lvl4: null, lvl5: null, lvl6: null },
      url_without_anchor: '/cycles',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
    expect(new Set(all.map((r) => r.objectID)).size).toBe(all.length);
    expect((await recordsOf('/cycles', 'Cycles', '# Cycles\n\nA cycle is a time box for \\<work\\> & focus.'))[1]!.objectID).toBe(cycles[1]!.objectID); // stable
  });
});
