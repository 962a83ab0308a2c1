// Types of corpus.mjs, for the tests that import it from TypeScript.

/** Writes the bench corpus of `total` pages into `dir` (emptied first); gives the route of a page in the middle. */
export function writeCorpus(dir: string, total: number, options?: { plain?: boolean; mdx?: boolean }): { pageRoute: string };
