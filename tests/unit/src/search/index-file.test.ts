/** The split search index: deterministic, content-named files, and a query that reads only the shards it needs. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordsOf } from '../../../support/markdown.js';
import { buildSearchFiles, memoryIndex, memoryReader, type SearchFiles } from '../../../../src/search/index-file.js';
import { runQuery } from '../../../../core/search/engine.js';
import { FRAGMENT_BLOCK, fragmentFiles, locate, shardKey, type DictionaryShard } from '../../../../core/search/index-format.js';
import { ShardedIndex } from '../../../../core/search/sharded-index.js';
import type { SearchRecord } from '../../../../core/search/records.js';

const cycles = await recordsOf(
  '/cycles',
  'Cycles',
  '# Cycles\n\nA cycle is a time box for focus.\n\n## Create a cycle\n\nOpen the project and press Q.',
  'Planning',
);
const modules = await recordsOf(
  '/modules',
  'Modules',
  '# Modules\n\nModules group work items by feature, unlike cycles which group them by time.\n\n## Archive a module\n\nArchiving hides a finished module.',
  'Planning',
);
const slack = await recordsOf('/slack', 'Slack', '# Slack\n\nConnect Slack to get notifications about work items in your channels.', 'Integrations');
const all = [...cycles, ...modules, ...slack];

/** Many pages of distinct words, so that the dictionary takes several shards. */
async function manyPages(count: number): Promise<SearchRecord[]> {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const pages = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      recordsOf(`/p${i}`, `Page ${i}`, `# Page ${i}\n\n${Array.from({ length: 60 }, (_, w) => `${letters[(i + w) % 26]}word${i}x${w}`).join(' ')}.`),
    ),
  );
  return pages.flat();
}

/** The index over built files, noting every file a query reads. */
function counted(built: SearchFiles) {
  const reads: string[] = [];
  const read = memoryReader(built);
  const index = new ShardedIndex(built.manifest, (relative) => {
    reads.push(relative.split('/').pop()!);
    return read(relative);
  });
  return { index, reads };
}

describe('the split search index', () => {
  it('gives byte-identical files for the same records, in whatever order they come', () => {
    const first = buildSearchFiles(all, 'docs');
    const again = buildSearchFiles(all, 'docs');
    const shuffled = buildSearchFiles([...slack, ...cycles, ...modules], 'docs');
    expect([...again.files]).toEqual([...first.files]);
    expect([...shuffled.files]).toEqual([...first.files]);
  });

  it('writes a manifest at a stable path naming content-hashed shards, postings, fragments and the pages file', async () => {
    const built = buildSearchFiles(await manyPages(80), 'docs');
    const [manifestPath, ...rest] = [...built.files.keys()];
    expect(manifestPath).toBe('_search/index.json');
    expect(built.manifest.shards.length).toBeGreaterThan(3);
    const fragments = fragmentFiles(built.manifest);
    expect(fragments.length).toBeGreaterThan(3);
    const named = [...built.manifest.shards, ...fragments].map(([, name]) => `assets/search/${name}`);
    for (const name of named) expect(built.files.has(name)).toBe(true);
    // Records per page, a page's own record first: 80 pages.
    const pages = JSON.parse(built.files.get(`assets/search/${built.manifest.pages}`) as string) as number[];
    expect(pages).toHaveLength(80);
    expect(pages.reduce((a, b) => a + b, 0)).toBe(built.manifest.documentCount);
    const blocks: ReturnType<typeof createHash>[] = [];
    for (const file of rest) {
      const text = built.files.get(file)!;
      if (file.includes('/f-')) {
        expect(file).toMatch(/^assets\/search\/f-[0-9a-f]{12}-\d+\.json$/);
        const block = Math.floor(Number(/-(\d+)\.json$/.exec(file)![1]) / FRAGMENT_BLOCK);
        (blocks[block] ??= createHash('sha256')).update(`${text.length}:`).update(text);
      } else {
        expect(file).toMatch(/^assets\/search\/[spg]-[0-9a-f]{12}\.json$/);
        expect(file).toContain(createHash('sha256').update(text).digest('hex').slice(0, 12));
      }
    }
    // One hash per block of fragments, of that block's content.
    expect(built.manifest.fragments.ids).toEqual(blocks.map((hash) => hash.digest('hex').slice(0, 12)));
  });

  it('renames only the fragments of the edited page’s block when one page changes', async () => {
    const records = await manyPages(600);
    const built = buildSearchFiles(records, 'docs');
    const blocks = Math.ceil(built.manifest.fragments.sizes.length / FRAGMENT_BLOCK);
    expect(blocks).toBeGreaterThanOrEqual(3);
    const edited = records.map((record) =>
      record.url_without_anchor === '/p300' && record.content ? { ...record, content: `${record.content} Edited.` } : record,
    );
    const after = buildSearchFiles(edited, 'docs');
    const names = (files: SearchFiles) => new Set(fragmentFiles(files.manifest).map(([, name]) => name));
    const gone = [...names(built)].filter((name) => !names(after).has(name));
    expect(gone.length).toBeGreaterThan(0);
    expect(gone.length).toBeLessThanOrEqual(FRAGMENT_BLOCK);
    expect(after.manifest.fragments.ids.filter((id, i) => id !== built.manifest.fragments.ids[i])).toHaveLength(1);
  });

  it('puts every term in the shard its first letter locates', async () => {
    const built = buildSearchFiles(await manyPages(80), 'docs');
    for (const [, name] of built.manifest.shards) {
      const shard = JSON.parse(built.files.get(`assets/search/${name}`) as string) as DictionaryShard;
      for (const [term] of shard.terms) expect(locate(built.manifest.shards, shardKey(term))).toBe(name);
    }
  });

  it('reads only the shards of the query words’ first letters, and the fragments of the hits shown', async () => {
    const built = buildSearchFiles(await manyPages(80), 'docs');
    const { index, reads } = counted(built);
    const result = await runQuery(index, { indexName: 'docs', query: 'cword3x2', hitsPerPage: 1 });
    expect(result.hits).toHaveLength(1);
    const shards = reads.filter((name) => name.startsWith('s-'));
    expect(shards).toEqual([locate(built.manifest.shards, 'c')]);
    expect(reads.filter((name) => name.startsWith('f-'))).toHaveLength(1);
    expect(reads.length).toBeLessThan(built.files.size / 4);
  });

  it('finds a word whose postings file an earlier query of another letter already read', async () => {
    // "alpha" and "beta" share a postings file but not a dictionary shard (the "a" words fill one).
    const pages = (
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          recordsOf(`/q${i}`, `Q ${i}`, `# Q ${i}\n\nalpha beta ${Array.from({ length: 40 }, (_, w) => `a${i}x${w}`).join(' ')}.`),
        ),
      )
    ).flat();
    const built = buildSearchFiles(pages, 'docs');
    expect(locate(built.manifest.shards, 'a')).not.toBe(locate(built.manifest.shards, 'b'));
    const index = memoryIndex(built);
    expect((await runQuery(index, { indexName: 'docs', query: 'alpha' })).nbHits).toBe(100);
    expect((await runQuery(index, { indexName: 'docs', query: 'beta' })).nbHits).toBe(100);
  });

  it('keeps only the best-scoring records of a very common word, and says the count is not exhaustive', async () => {
    const capped = memoryIndex(buildSearchFiles(all, 'docs', { postingsCap: 1 }));
    const result = await runQuery(capped, { indexName: 'docs', query: 'work' });
    expect(result.nbHits).toBe(1);
    expect(result.exhaustiveNbHits).toBe(false);
    const whole = await runQuery(memoryIndex(buildSearchFiles(all, 'docs')), { indexName: 'docs', query: 'work' });
    expect(whole.exhaustiveNbHits).toBe(true);
    expect(whole.nbHits).toBe(2);
  });
});
