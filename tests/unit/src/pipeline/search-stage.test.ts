/**
 * The search stage's incremental build: after any edit (words only, a heading added or removed, pages added or
 * removed, several locales and versions), the files built with the cache's encoded words are byte-identical to a
 * build from scratch of the same records; a damaged cache file is a miss.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RecordType, SearchRecord } from '../../../../core/search/records.js';
import { asHref } from '../../../../core/urls.js';
import { buildSearchFiles } from '../../../../src/search/index-file.js';
import { hashRecords } from '../../../../src/search/records.js';
import { recordGroups, searchFilesFromGroups, searchStageKey, type PageRecords } from '../../../../src/pipeline/search-stage.js';
import { readTermCache } from '../../../../src/search/term-cache.js';
import { codeFingerprint } from '../../../../src/util/code-fingerprint.js';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const cacheDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-search-stage-'));
  made.push(dir);
  return dir;
};

type Section = [heading: string | null, text: string];
interface Page {
  url: string;
  title: string;
  sections: Section[];
  language?: string;
  tag?: string;
}

/** A page's records: its title, then per section a lvl2 heading record (when it has one) and a content record. */
function recordsOf(page: Page): SearchRecord[] {
  const out: SearchRecord[] = [];
  const add = (type: RecordType, lvl2: string | null, content: string | null) =>
    out.push({
      objectID: `${page.url}-${out.length}`,
      type,
      hierarchy: { lvl0: 'Docs', lvl1: page.title, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content,
      url: asHref(lvl2 ? `${page.url}#${lvl2.toLowerCase().replace(/\W+/g, '-')}` : page.url),
      url_without_anchor: asHref(page.url),
      language: page.language ?? 'en',
      docusaurus_tag: page.tag ?? 'docs-default-current',
      ...(out.length === 0 ? { keywords: 'plan cycle' } : {}),
    });
  add('lvl1', null, null);
  for (const [heading, text] of page.sections) {
    if (heading) add('lvl2', heading, null);
    add('content', heading, text);
  }
  return out;
}

const WORDS = 'cycle module project drop-down issue label estimate sprint backlog roadmap triage views pages inbox'.split(' ');
/** Pages with overlapping words (common terms get long postings) and a few words of their own. */
function pages(count: number, scopes: [string, string][] = [['en', 'docs-default-current']]): Page[] {
  return Array.from({ length: count }, (_, i) => {
    const [language, tag] = scopes[i % scopes.length]!;
    const text = (n: number) => Array.from({ length: 12 }, (_, w) => WORDS[(i * 7 + w * n) % WORDS.length]).join(' ') + ` own${i} word${n}`;
    return {
      url: `/${tag}/${language}/p${String(i).padStart(3, '0')}`,
      title: `Page ${i} ${WORDS[i % WORDS.length]}`,
      sections: [
        [null, text(1)],
        ['Set up', text(2)],
        ['Use it', text(3)],
      ],
      language,
      tag,
    };
  });
}

const recordsOfAll = (list: readonly Page[]) => list.flatMap(recordsOf);
/** The pages as the renderer gives them: their records, each page's hash of them (or none, as from an older cache). */
const rendered = (list: readonly Page[], hashed = true) =>
  list.map((page) => {
    const records = recordsOf(page);
    return hashed ? { records, recordsHash: hashRecords(records) } : { records };
  });

/**
 * The pages as the render cache gives them: a summary of their records, which are read only when asked for; `read`
 * collects the URLs of the pages whose records were.
 */
const stored = (list: readonly Page[], read: Set<string>) =>
  list.map((page) => {
    const records = recordsOf(page);
    const recordsHash = hashRecords(records);
    return {
      get records() {
        read.add(page.url);
        return records;
      },
      recordsHash,
      recordsSummary: { count: records.length, hash: recordsHash, url: page.url },
    };
  });

const asText = (content: string | Uint8Array | undefined) =>
  content === undefined || typeof content === 'string' ? content : Buffer.from(content).toString('utf8');

/** Builds through the cache folder and checks the files against a build from scratch; returns the files. */
async function expectSameAsScratch(list: readonly Page[], dir: string, postingsCap?: number, given: PageRecords[] = rendered(list)) {
  const records = recordsOfAll(list);
  const { files: built, saved } = searchFilesFromGroups(recordGroups(given), 'docs', dir, postingsCap);
  await saved;
  const scratch = buildSearchFiles(records, 'docs', postingsCap === undefined ? {} : { postingsCap }).files;
  expect([...built.keys()]).toEqual([...scratch.keys()]);
  // Fragments reused from the cache come as UTF-8 bytes: compared as text.
  const differing = [...scratch].filter(([file, text]) => asText(built.get(file)) !== asText(text)).map(([file]) => file);
  expect(differing).toEqual([]);
  return built;
}

describe('the search stage with the build cache', () => {
  it('builds from scratch the very bytes the builder made before words were encoded (pinned digests)', () => {
    // Digests of the files the builder of commit c96d2ce made for these records: the encoded words and the byte-level
    // postings writer changed how the files are made, not one byte of them. Format 3 only names fragments by block
    // (their ids, and the manifest's version and fragment ids, are left out of the digest; the rest is as then), and
    // the pages file (for `distinct` queries) came later: it and its name in the manifest are left out too.
    const digest = (files: Map<string, string | Uint8Array>) =>
      createHash('sha256')
        .update(
          JSON.stringify(
            [...files]
              .filter(([name]) => !/\/g-[0-9a-f]{12}\.json$/.test(name))
              .map(([name, text]) => {
                if (name !== '_search/index.json') return [name.replace(/f-[0-9a-f]{12}-(\d+)\.json$/, 'f-$1.json'), asText(text)];
                const manifest = JSON.parse(asText(text)!) as { version?: number; fragments: unknown; pages?: string };
                delete manifest.version;
                delete manifest.pages;
                manifest.fragments = (manifest.fragments as { sizes: number[] }).sizes;
                return [name, JSON.stringify(manifest)];
              }),
          ),
        )
        .digest('hex');
    expect(digest(buildSearchFiles(recordsOfAll(pages(60)), 'docs').files)).toBe('02d5379df124cdb1ec3108be11297ce1086e9226b01a8e3d24d6d87a88038a5d');
    const scopes: [string, string][] = [
      ['en', 'docs-default-current'],
      ['fr', 'docs-default-current'],
      ['en', 'docs-default-1.0'],
    ];
    expect(digest(buildSearchFiles(recordsOfAll(pages(45, scopes)), 'docs', { postingsCap: 8 }).files)).toBe(
      '5f871af436e7523bc73e64fd65eba875de083935581a465bd4c467e19e85a6f5',
    );
  });

  it('gives the same files as a build from scratch after every kind of edit, reusing unchanged pages', async () => {
    const dir = cacheDir();
    let site = pages(60);
    await expectSameAsScratch(site, dir);
    const cached = readTermCache(path.join(dir, 'stages/search-terms.bin'), codeFingerprint());
    expect(cached?.runs.size).toBe(60);
    expect(cached?.fragments.size).toBeGreaterThan(3);

    const edits: ((list: Page[]) => Page[])[] = [
      // Words only (record count unchanged), in the first page: every later position stays.
      (list) => list.map((p, i) => (i === 0 ? { ...p, sections: p.sections.map(([h, t]) => [h, `${t} zebra extra`] as Section) } : p)),
      // A heading added in an early page: every later record moves one place.
      (list) => list.map((p, i) => (i === 3 ? { ...p, sections: [...p.sections, ['Brand new heading', 'fresh words here'] as Section] } : p)),
      // A heading removed.
      (list) => list.map((p, i) => (i === 10 ? { ...p, sections: p.sections.slice(0, 1) } : p)),
      // A page added between others, and one at the end.
      (list) => [
        ...list.slice(0, 20),
        { url: '/docs-default-current/en/p019b', title: 'Inserted cycle', sections: [[null, 'cycle module inserted words']] },
        ...list.slice(20),
        { url: '/zz', title: 'Last', sections: [['End', 'the end']] },
      ],
      // A page whose text is not ASCII (fragments are kept as UTF-8 bytes), then a words-only edit after it.
      (list) => [
        ...list.slice(0, 8),
        { url: '/docs-default-current/en/p007b', title: 'Réglages du cycle', sections: [[null, 'Café, naïve façade — 日本語のテキスト ✓ cycle']] },
        ...list.slice(8),
      ],
      (list) => list.map((p, i) => (i === 2 ? { ...p, sections: p.sections.map(([h, t]) => [h, `${t} zèbre`] as Section) } : p)),
      // Pages removed (and with them the only uses of some words).
      (list) => list.filter((_, i) => i % 7 !== 2),
      // A title changed: its words move in every record of the page (the context field).
      (list) => list.map((p, i) => (i === 5 ? { ...p, title: 'Renamed roadmap page' } : p)),
      // Nothing changed.
      (list) => list,
    ];
    for (const edit of edits) {
      site = edit(site);
      await expectSameAsScratch(site, dir);
    }
  });

  it('reads the records of no unchanged page from the cache, except those of fragments it has to pack again', async () => {
    const dir = cacheDir();
    const scopes: [string, string][] = [
      ['en', 'docs-default-current'],
      ['fr', 'docs-default-current'],
    ];
    const site = pages(60, scopes);
    await expectSameAsScratch(site, dir);
    const read = new Set<string>();
    // Nothing changed: the stage's key and groups come from the summaries alone.
    searchStageKey(recordGroups(stored(site, read)), 'docs');
    expect([...read]).toEqual([]);
    await expectSameAsScratch(site, dir, undefined, stored(site, read));
    expect([...read]).toEqual([]);
    // A heading added to a page late in index (URL) order: every later record moves and the fragments from its own on
    // are packed again (these small pages share fragments of about 14 pages), but no page before those is read.
    const inIndexOrder = [...site].sort((a, b) => (a.url < b.url ? -1 : 1));
    const target = inIndexOrder[45]!.url;
    const edited = site.map((p) => (p.url === target ? { ...p, sections: [...p.sections, ['Brand new heading', 'fresh words here'] as Section] } : p));
    await expectSameAsScratch(
      edited,
      dir,
      undefined,
      edited.map((p) => (p.url === target ? rendered([p])[0]! : stored([p], read)[0]!)),
    );
    const readPositions = inIndexOrder.map((page, i) => (read.has(page.url) ? i : -1)).filter((i) => i >= 0);
    expect(readPositions.length).toBeGreaterThan(0);
    expect(Math.min(...readPositions)).toBeGreaterThanOrEqual(25);
  });

  it('gives the same files across locales and versions (scopes), and with postings cut by the cap', async () => {
    const dir = cacheDir();
    const scopes: [string, string][] = [
      ['en', 'docs-default-current'],
      ['fr', 'docs-default-current'],
      ['en', 'docs-default-1.0'],
    ];
    let site = pages(45, scopes);
    await expectSameAsScratch(site, dir, 8);
    site = site.map((p, i) => (i === 1 ? { ...p, sections: [...p.sections, ['Nouveau', 'cycle module nouveau']] as Section[] } : p));
    await expectSameAsScratch(site, dir, 8);
    // A page moves to another scope: same words, other meta.
    site = site.map((p, i) => (i === 4 ? { ...p, language: 'fr' } : p));
    await expectSameAsScratch(site, dir, 8);
    site = site.filter((p) => p.language !== 'fr');
    await expectSameAsScratch(site, dir, 8);
  });

  it('treats a damaged, cut, foreign or missing cache file as a miss, with the same files', async () => {
    const dir = cacheDir();
    const site = pages(30);
    await expectSameAsScratch(site, dir);
    const file = path.join(dir, 'stages/search-terms.bin');
    const good = readFileSync(file);
    const damaged = async (bytes: Buffer) => {
      writeFileSync(file, bytes);
      expect(readTermCache(file, codeFingerprint())).toBe(null);
      await expectSameAsScratch(site, dir);
    };
    await damaged(good.subarray(0, good.length - 6));
    await damaged(Buffer.from('not a cache file at all'));
    await damaged(Buffer.alloc(0));
    // A byte changed in the header, among the integers (a term number or count), in a fragment's text.
    for (const at of [60, Math.floor(good.length / 2), good.length - 3]) {
      const changed = Buffer.from(good);
      changed[at] = changed[at]! ^ 0x08;
      await damaged(changed);
    }
    // The file as written reads back; as another docsgen's it does not.
    writeFileSync(file, good);
    expect(readTermCache(file, codeFingerprint())?.runs.size).toBe(30);
    expect(readTermCache(file, 'another docsgen')).toBe(null);
    rmSync(file);
    await expectSameAsScratch(site, dir);
    // A cache folder that cannot be written (a file is in its way): the same files, and no error.
    writeFileSync(path.join(dir, 'in-the-way'), '');
    await expectSameAsScratch(site, path.join(dir, 'in-the-way'));
  });

  it("keys the stage by every page: the same key for the same records in any order, with or without pages' own hashes, another after any change", () => {
    const site = pages(10);
    const key = (list: readonly Page[], hashed = true) => searchStageKey(recordGroups(rendered(list, hashed)), 'docs');
    expect(key([...site].reverse())).toBe(key(site));
    expect(key(site, false)).toBe(key(site));
    expect(key(site.map((p, i) => (i === 9 ? { ...p, title: 'Other' } : p)))).not.toBe(key(site));
    expect(key(site.slice(1))).not.toBe(key(site));
    expect(searchStageKey(recordGroups(rendered(site)), 'other')).not.toBe(key(site));
    // Two pages' records under one URL make one group, hashed from them all (not by either page's hash).
    const [a, b] = rendered(site.slice(0, 2));
    const moved = b!.records.map((record) => ({ ...record, url_without_anchor: a!.records[0]!.url_without_anchor }));
    const groups = recordGroups([a!, { records: moved, recordsHash: hashRecords(moved) }]);
    expect(groups.length).toBe(1);
    expect(groups[0]!.hash).toBe(hashRecords([...a!.records, ...moved]));
  });
});
