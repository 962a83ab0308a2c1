/**
 * A failure outside any page, as the author reads it: the whole of a several-line reason (esbuild's "Build failed
 * with 3 errors:" said nothing alone), and a file of docsgen's own that cannot be read told as a broken install,
 * not as a fault of the site's plugins.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteCodeFailure } from '../../../../src/pipeline/site-code-failure.js';
import { packageRoot } from '../../../../src/util/package-root.js';

const enoent = (file: string) => Object.assign(new Error(`ENOENT: no such file or directory, open '${file}'`), { code: 'ENOENT', syscall: 'open', path: file });

describe('a failure outside any page', () => {
  it('keeps the lines after the first of a reason, without stack lines', () => {
    const error = new Error(
      'Build failed with 2 errors:\nsrc/a.js:1:7: ERROR: Could not resolve "x"\n\nsrc/b.js:2:1: ERROR: Unexpected "}"\n    at failureErrorWithLog (esbuild/lib/main.js:1:1)',
    );
    const { message } = siteCodeFailure(error);
    expect(message).toContain('Build failed with 2 errors:\nsrc/a.js:1:7: ERROR: Could not resolve "x"\nsrc/b.js:2:1: ERROR: Unexpected "}"');
    expect(message).not.toContain('failureErrorWithLog');
  });

  it("names a file of docsgen's own that cannot be read as its installation's fault", () => {
    const failure = siteCodeFailure(enoent(path.join(packageRoot(), 'templates', 'page.html')));
    expect(failure.message).toMatch(/^docsgen's own file `templates\/page\.html` cannot be read, so the build stopped: ENOENT/);
    expect(failure.hint).toContain('install it again');
    expect(failure.hint).not.toContain('Markdown plugin');
  });

  it("keeps blaming the site's code for a file of the site, or of a package docsgen uses", () => {
    for (const file of [path.join(path.dirname(packageRoot()), 'my-site', 'data.json'), path.join(packageRoot(), 'node_modules', 'x', 'index.js')]) {
      const failure = siteCodeFailure(enoent(file));
      expect(failure.message).toMatch(/^Code the build ran failed outside any page/);
      expect(failure.hint).toContain('A Markdown plugin or component of the site');
    }
  });
});
