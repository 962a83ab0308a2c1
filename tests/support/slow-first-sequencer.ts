/**
 * Orders test files so the longest ones start first (the axe sweep, then browser tests, then the rest): with two
 * workers, the short files then fill the gaps instead of leaving one long file running alone at the end.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

function weight(file: string): number {
  if (file.endsWith('accessibility.test.ts')) return 3;
  // `npm pack` there skips the package's type declarations when `npm test`'s checks, run beside the suite, have made
  // them by then (20 s of tsc off the suite's path): it starts with the integration files, not with the first ones.
  if (file.endsWith('tarball.test.ts')) return 1;
  if (file.includes('/e2e/')) return 2;
  if (file.includes('/integration/')) return 1;
  return 0;
}

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted].sort((a, b) => weight(b.moduleId) - weight(a.moduleId));
  }
}
