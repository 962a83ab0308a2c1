/**
 * Random input against the build and the server (fast-check): Markdown and front matter made of the characters
 * Markdown gives meaning to, request lines and headers made of the characters URLs get wrong, and random search
 * bodies. Every input must end with a result: a page or located diagnostics for content, an answer below 500 for
 * requests; never an uncaught exception or a dead process. How long an input takes is not asserted here (a busy
 * machine would fail it); an input that never ends fails the test's timeout, and timings live in `npm run bench`.
 * The seed is fixed so CI is repeatable; FUZZ_SEED=<n> explores others.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMarkdownFile } from '../../src/content/front-matter.js';
import { compileMarkdown } from '../../src/markdown/compile.js';
import { build } from '../../src/session/build.js';
import { rawRequest, startCli, type CliServer } from '../support/cli-process.js';
import { configText, makeSite } from '../support/fixture-site.js';

const seed = Number(process.env.FUZZ_SEED ?? 20261123);
const site = { baseUrl: '/', routeOfSourcePath: new Map([['guide/cycles', '/guide/cycles']]), planBadges: { href: '/p', plans: ['Pro'] } };

/** Pieces that mean something to Markdown, directives, front matter or HTML, glued at random. */
const markdownPiece = fc.oneof(
  fc.constantFrom(
    '# ',
    '## ',
    '> ',
    '- ',
    '1. ',
    '* ',
    '```',
    '~~~',
    ':::',
    '::::',
    ':::tip',
    ':::details[',
    ':kbd[',
    ':plan[Pro]',
    '{#',
    '}',
    '[',
    ']',
    '(',
    ')',
    '![',
    '](',
    '<',
    '>',
    '</script>',
    '<!--',
    '-->',
    '|',
    '| --- |',
    '\\',
    '*',
    '_',
    '`',
    '$',
    '&amp;',
    '\n',
    '\n\n',
    '   ',
    '\t',
    '---',
    'javascript:',
    'data:',
    '/guide/cycles',
    './cycles.md',
    '#anchor',
    'http://x.example',
    '\u0000',
    '\uFEFF',
    '\u2028',
    '😀',
    'é',
  ),
  fc.string({ maxLength: 12 }),
);
const markdownText = fc.array(markdownPiece, { maxLength: 80 }).map((pieces) => pieces.join(''));
const frontMatter = fc.oneof(
  fc.constant(''),
  fc.constant('---\ntitle: T\ndescription: D\n---\n'),
  fc
    .array(
      fc.oneof(
        fc.constantFrom(
          'title: ',
          'description: ',
          'slug: ',
          'sidebar_label: ',
          'keywords: [',
          ']',
          '"',
          "'",
          ': ',
          '- ',
          '\n',
          '---',
          '---js',
          '{',
          '}',
          '&a',
          '*a',
          '!!js/function',
          '<<: ',
        ),
        fc.string({ maxLength: 8 }),
      ),
      { maxLength: 20 },
    )
    .map((p) => `---\n${p.join('')}\n---\n`),
);

function located(diagnostics: { file?: string; line?: number; code: string; message: string }[]): boolean {
  return diagnostics.every((d) => d.file && typeof d.line === 'number' && d.code && d.message);
}

describe('fuzzing the build', () => {
  it('ends every page with HTML or located diagnostics', async () => {
    await fc.assert(
      fc.asyncProperty(frontMatter, markdownText, async (head, body) => {
        const { result, diagnostics } = parseMarkdownFile(head + body, 'content/docs/fuzz.md');
        if (result) {
          const compiled = await compileMarkdown({
            markdown: result.body,
            site,
            file: 'content/docs/fuzz.md',
            sourcePath: 'fuzz.md',
            route: '/fuzz',
            lineOffset: result.bodyLineOffset,
            title: 'Fuzz',
            searchSections: true,
          });
          expect(typeof compiled.bodyHtml).toBe('string');
          expect(located(compiled.diagnostics)).toBe(true);
        } else {
          expect(diagnostics.length).toBeGreaterThan(0);
        }
        expect(located(diagnostics)).toBe(true);
      }),
      { seed, numRuns: 300 },
    );
  });

  it('builds whole sites of random pages to a result, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(frontMatter, markdownText), { minLength: 1, maxLength: 4 }), async (docs) => {
        const files: Record<string, string> = {};
        docs.forEach(([head, body], i) => (files[`content/docs/fuzz/page-${i}.md`] = head + body));
        const root = makeSite(files);
        const result = await build({ root, inMemory: true });
        expect(result.ok || result.diagnostics.some((d) => d.severity === 'error')).toBe(true);
        expect(result.diagnostics.every((d) => d.code && d.message)).toBe(true);
      }),
      { seed, numRuns: 15 },
    );
  });
});

describe('fuzzing the server', () => {
  let server: CliServer;
  beforeAll(async () => {
    const root = makeSite({}, configText({ extra: "search: { provider: 'local', indexName: 'fixture-docs-v3' }," }));
    const built = spawnSync(process.execPath, [path.resolve('bin/docsgen.js'), 'build'], { cwd: root, encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
    server = await startCli(['serve', 'build'], root);
  });
  afterAll(() => server?.stop());

  const urlPiece = fc.oneof(
    fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%',
      '%2e',
      '%2f',
      '%00',
      '%zz',
      '%E0%A4%A',
      '?',
      '#',
      '&',
      '=',
      ':',
      '@',
      '[',
      ']',
      'guide',
      'cycles',
      'index',
      '.html',
      'assets',
      '_data',
      '_headers',
      '1',
      'indexes',
      '*',
      'queries',
      'é',
      '😀',
      ' ',
    ),
    fc.string({ maxLength: 6 }),
  );
  const target = fc.array(urlPiece, { maxLength: 12 }).map((p) => p.join(''));
  const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'CONNECT', 'BREW');
  const header = fc.tuple(
    fc.constantFrom('Accept-Encoding', 'Range', 'If-None-Match', 'If-Modified-Since', 'Content-Length', 'Content-Type', 'X-Fuzz'),
    fc.string({ maxLength: 20 }),
  );

  it('answers every request line below 500 and stays up', async () => {
    await fc.assert(
      fc.asyncProperty(method, target, fc.array(header, { maxLength: 3 }), async (verb, path_, headers) => {
        const status = await rawRequest(
          server.port,
          `${verb} ${path_ || '/'} HTTP/1.1`,
          headers.map(([k, v]) => `${k}: ${v.replace(/[\r\n]/g, '')}`),
        );
        expect(status).toBeGreaterThan(0);
        expect(status).toBeLessThan(500);
        expect(server.alive()).toBe(true);
      }),
      { seed, numRuns: 300 },
    );
    expect(server.stderr()).not.toMatch(/TypeError|RangeError|at .*\.js:\d+/);
  });

  it('answers every search body with 200, 400, 404 or 413', async () => {
    const json = fc.jsonValue({ maxDepth: 4 });
    const body = fc.oneof(
      json.map((v) => JSON.stringify(v)),
      fc
        .array(
          fc.record(
            {
              indexName: fc.oneof(fc.constant('fixture-docs-v3'), fc.string()),
              query: fc.oneof(fc.string(), json),
              hitsPerPage: fc.oneof(fc.integer(), fc.double(), json),
              attributesToRetrieve: fc.oneof(fc.array(fc.constantFrom('*', 'url', '__proto__.x', 'constructor.prototype.y', 'hierarchy.lvl1', '')), json),
              facetFilters: json,
            },
            { requiredKeys: [] },
          ),
          { maxLength: 5 },
        )
        .map((requests) => JSON.stringify({ requests })),
      fc.string({ maxLength: 200 }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const response = await fetch(`${server.url}/1/indexes/*/queries`, { method: 'POST', body: text });
        await response.arrayBuffer();
        expect([200, 400, 404, 413]).toContain(response.status);
      }),
      { seed, numRuns: 200 },
    );
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(server.alive()).toBe(true);
  });
});
