/**
 * One start of a program that runs a CommonJS bundle through src/util/cached-bundle.ts, as dist/'s CLI does: run by
 * tests/unit/src/util/cached-bundle.test.ts in a process of its own (through tsx, so the loader is a real ES module,
 * as in dist/, and no earlier compile of the same code in the process stands in for the cache). Prints what the
 * bundle did as JSON. Arguments: the bundle, the cache folder ('' for none), the key, and `save` to keep the code.
 */
import { loadBundle } from '../../src/util/cached-bundle.js';

const [file, dir, key, save] = process.argv.slice(2) as [string, string, string, string | undefined];
const loaded = loadBundle(file, dir ? { dir, key } : null, () => {});
const call = (name: string) => (loaded.exports[name] as () => unknown)();
const outcome = {
  fromCache: loaded.fromCache,
  answer: call('answer'),
  path: await call('loadPath'),
  made: await call('madeLoads'),
  madeAsync: await call('madeAsync'),
  word: loaded.exports.word,
};
if (save === 'save') loaded.saveCache();
process.stdout.write(JSON.stringify(outcome));
