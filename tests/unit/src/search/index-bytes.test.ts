/**
 * The index builder's exact output, pinned: every file's name and bytes for records that reach each of its paths
 * (several dictionary shards and postings files, terms inline and in postings files, capped terms with tied scores,
 * several scopes, synonyms, words with accents, CJK, an astral code point and a tab that JSON escapes). Any change
 * to how the files are made must leave these digests as they are; a change of the format changes them on purpose.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecordType, SearchRecord } from '../../../../core/search/records.js';
import type { SynonymTable } from '../../../../core/search/synonyms.js';
import { asHref } from '../../../../core/urls.js';
import { buildSearchFiles, type SearchFiles } from '../../../../src/search/index-file.js';

const SCOPES: [string, string][] = [
  ['en', 'docs-default-current'],
  ['fr', 'docs-default-current'],
  ['en', 'docs-default-1.0'],
];
const COMMON = 'cycle module project drop-down issue label estimate sprint backlog roadmap triage views pages inbox'.split(' ');
const ODD = ['café', 'naïve', 'größe', '日本語', 'emoji🚀rocket', 'tab\there', 'zürich', 'ünïcödé'];
/** Words of three CJK characters (three UTF-8 bytes each, one UTF-16 unit): shards whose size in text and in bytes differ. */
const CJK = (i: number, n: number) =>
  Array.from({ length: 12 }, (_, w) => String.fromCharCode(0x4e00 + ((i + w) % 60), 0x4e00 + 40 + ((i * 3 + w * n) % 50), 0x4e00 + 100 + (w % 7))).join(' ');

/** Pages of common words (long postings, capped), words of their own (many terms, many shards) and odd words. */
function records(pages: number, scopes: readonly [string, string][]): SearchRecord[] {
  const out: SearchRecord[] = [];
  for (let i = 0; i < pages; i++) {
    const [language, tag] = scopes[i % scopes.length]!;
    const url = `/${tag}/${language}/p${String(i).padStart(3, '0')}`;
    const title = `Page ${i} ${COMMON[i % COMMON.length]} ${ODD[i % ODD.length]}`;
    const own = (n: number) => Array.from({ length: 30 }, (_, w) => `${String.fromCharCode(97 + ((i + w + n) % 26))}w${i}x${w}`).join(' ');
    const common = (n: number) => Array.from({ length: 12 }, (_, w) => COMMON[(i * 7 + w * n) % COMMON.length]).join(' ');
    const add = (type: RecordType, lvl2: string | null, content: string | null, keywords?: string) =>
      out.push({
        objectID: `${url}-${out.length}`,
        type,
        hierarchy: { lvl0: 'Docs', lvl1: title, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
        content,
        url: asHref(lvl2 ? `${url}#${lvl2.toLowerCase().replace(/\W+/g, '-')}` : url),
        url_without_anchor: asHref(url),
        language,
        docusaurus_tag: tag,
        ...(keywords ? { keywords } : {}),
      });
    add('lvl1', null, null, i % 4 === 0 ? `plan ${ODD[(i + 3) % ODD.length]}` : undefined);
    add('content', null, `${common(1)} ${own(1)} ${ODD[(i * 5) % ODD.length]} ${CJK(i, 1)}.`);
    add('lvl2', `Set up the ${COMMON[(i + 2) % COMMON.length]} ${i % 3 === 0 ? 'cycle cycle' : ''}`, null);
    add('content', `Set up the ${COMMON[(i + 2) % COMMON.length]}`, `${common(2)} ${own(2)} ${CJK(i, 2)}`);
  }
  return out;
}

const text = (content: string | Uint8Array | undefined) => (typeof content === 'string' ? content : Buffer.from(content ?? []).toString('utf8'));

/** One digest of every file's path and bytes, in the order the builder gives them. */
function digest(built: SearchFiles): string {
  const hash = createHash('sha256');
  for (const [file, content] of built.files) hash.update(`${file}\n`).update(content).update('\n');
  return hash.digest('hex');
}

describe('the index builder’s bytes', () => {
  const one = records(240, SCOPES.slice(0, 1));
  const many = records(180, SCOPES);

  it('reaches every path the digests are meant to pin', () => {
    const shardsOf = (built: SearchFiles) => built.manifest.shards.map(([, name]) => text(built.files.get(`assets/search/${name}`))).join('');
    const whole = buildSearchFiles(one, 'docs');
    expect(whole.manifest.shards.length).toBeGreaterThan(3);
    expect([...whole.files.keys()].filter((name) => /\/p-[0-9a-f]{12}\.json$/.test(name)).length).toBeGreaterThan(1);
    expect(shardsOf(whole)).toContain('"tab\\there"');
    expect(shardsOf(whole)).toContain('"日本語"');
    expect(shardsOf(whole)).toContain('"emoji🚀rocket"');
    const list = String.raw`(null|\[\d+(,\d+)*\])`;
    expect(shardsOf(whole)).toMatch(new RegExp(String.raw`,\[${list},${list},${list}\],0\]`)); // a term's other fields inline
    expect(shardsOf(whole)).toMatch(/,"p-[0-9a-f]{12}\.json",0\]/); // and in a postings file
    expect(shardsOf(whole)).not.toMatch(/(\]|\.json"),1\]/);
    expect(shardsOf(buildSearchFiles(one, 'docs', { postingsCap: 40 }))).toMatch(/(\]|\.json"),1\]/); // a capped term
  });

  it('gives these bytes for one scope, with and without a cap that splits tied scores', () => {
    expect(digest(buildSearchFiles(one, 'docs'))).toBe('99b7f9200bba7fbe5daca1734c60933e5e82d04f8bb2d55895449c7de07d95e4');
    expect(digest(buildSearchFiles(one, 'docs', { postingsCap: 40 }))).toBe('97f12c0a46e0c3906681df56043cca32850718772681e84600393bd19a052625');
    expect(digest(buildSearchFiles(one, 'docs', { postingsCap: 1 }))).toBe('b8875b25ad2e3cf6646e7338d510265291ae3a766faffc058d48b8f2d960d5bf');
  });

  it('gives these bytes for several scopes and synonyms', () => {
    const synonyms: SynonymTable = [
      ['cycle', ['sprint']],
      ['café', ['coffee', 'espresso']],
    ];
    expect(digest(buildSearchFiles(many, 'docs-v3', { synonyms, postingsCap: 25 }))).toBe('2f575775d35ff446c9f5eb7a986df6f8d821eecb0b6016986f9e670d900ede50');
  });
});
