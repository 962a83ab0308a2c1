/** A page's records as the main thread keeps them: equal to the records it was given, their repeated parts held once. */
import { describe, expect, it } from 'vitest';
import { recordsOf } from '../../../support/markdown.js';
import { withSharedStrings } from '../../../../src/search/shared-record-strings.js';
import { hashRecords } from '../../../../src/search/records.js';

// As they arrive from a render thread: a structured clone, every text and hierarchy a copy of its own.
const records = structuredClone(
  await recordsOf(
    '/cycles',
    'Cycles',
    '# Cycles\n\nA cycle is a time box.\n\nIt ends on a date.\n\n## Create a cycle\n\nOpen the project.\n\nPress Q.\n\n### Dates\n\n- Pick a start\n- Pick an end',
    'Planning',
    ['sprints'],
  ),
);

describe('records held with their repeated texts once', () => {
  it('are the same records, field for field and in the same order, so their hash and JSON do not change', () => {
    const kept = withSharedStrings(records);
    expect(kept).toEqual(records);
    expect(kept.map((record) => JSON.stringify(record))).toEqual(records.map((record) => JSON.stringify(record)));
    expect(hashRecords(kept)).toBe(hashRecords(records));
  });

  it('share one hierarchy among the records under the same headings, and leave the records they were made from alone', () => {
    expect(records[1]!.hierarchy).not.toBe(records[2]!.hierarchy);
    const before = JSON.stringify(records);
    const kept = withSharedStrings(records);
    const hierarchies = new Set(kept.map((record) => record.hierarchy));
    // The page, "Create a cycle" and "Dates": three headings' worth of hierarchies for all the records.
    expect(hierarchies.size).toBe(3);
    expect(kept[1]!.hierarchy).toBe(kept[2]!.hierarchy);
    expect(kept.every((record, i) => record !== records[i])).toBe(true);
    expect(JSON.stringify(records)).toBe(before);
  });
});
