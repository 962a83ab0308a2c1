/**
 * The build cache's blob store: a content is hashed once, then trusted while its file facts (inode, size,
 * modification time) stay as they were; a write through a link moves them and is caught by the hash.
 */
import { chmodSync, existsSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BlobStore } from '../../../../src/util/blob-store.js';

function storeWith(content: string): { dir: string; store: BlobStore; hash: string; file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'blobs-'));
  const store = new BlobStore(dir);
  const hash = BlobStore.hashOf(content);
  store.put(hash, content);
  return { dir, store, hash, file: store.pathOf(hash) };
}

/** A whole second, which a file's modification time can be set back to exactly. */
const SET_TIME = 1_700_000_000;

/** Writes into the stored file in place, as a tool editing a build's output through its link would. */
function editInPlace(file: string, content: string, keepTime = false): void {
  chmodSync(file, 0o644);
  writeFileSync(file, content);
  if (keepTime) utimesSync(file, SET_TIME, SET_TIME);
}

describe('BlobStore.verify', () => {
  it('finds a content changed in place, removes it, and says it is missing from then on', () => {
    const { store, hash, file } = storeWith('<p>page one</p>');
    expect(store.verify(hash)).toBe(true);
    editInPlace(file, '<p>page two</p>'); // same size
    expect(store.verify(hash)).toBe(false);
    expect(existsSync(file)).toBe(false);
    expect(store.verify(hash)).toBe(false);
  });

  it('keeps what it verified for the next build, which trusts unchanged file facts without reading the file', () => {
    const { dir, store, hash, file } = storeWith('<p>page one</p>');
    utimesSync(file, SET_TIME, SET_TIME);
    expect(store.verify(hash)).toBe(true);
    store.saveVerified();
    // A write that puts the old modification time back on purpose is the one change the facts cannot show…
    editInPlace(file, '<p>page two</p>', true);
    expect(new BlobStore(dir).verify(hash)).toBe(true);
    // …a store with no saved facts reads the file and sees it.
    const unsaved = storeWith('<p>page one</p>');
    utimesSync(unsaved.file, SET_TIME, SET_TIME);
    editInPlace(unsaved.file, '<p>page two</p>', true);
    expect(new BlobStore(unsaved.dir).verify(unsaved.hash)).toBe(false);
  });

  it('reads a damaged list of verified facts as empty', () => {
    const { dir, hash } = storeWith('<p>page one</p>');
    writeFileSync(path.join(dir, 'verified.json'), '{"broken":');
    expect(new BlobStore(dir).verify(hash)).toBe(true);
  });
});
