// Deterministic corpus generator for `npm run bench`: writes a docs site of N realistic pages (front matter,
// 4–8 sections, lists, a table, code blocks, an admonition, 3–6 valid cross-links with anchors, and unless
// `plain` is asked for, a local image and a raw HTML block) and a site.config.ts whose sidebar nests them as
// 10 sections of 20-page categories. The image is one small PNG, written once and shared by every page.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

function mulberry32(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  'project cycle module view filter label state member workspace estimate page template intake release sprint board timeline roadmap comment mention update import export report chart widget field property owner priority deadline milestone initiative'.split(
    ' ',
  );
const VERBS = ['Configure', 'Create', 'Review', 'Archive', 'Share', 'Plan', 'Track', 'Organize', 'Filter', 'Automate'];
const LANGS = ['ts', 'js', 'json', 'bash', 'yaml'];

const pageId = (i) => `section-${i % 10}/group-${Math.floor(i / 10) % Math.max(1, N_GROUPS_PER_SECTION)}/page-${i}`;
let N_GROUPS_PER_SECTION = 1;

function sectionTitle(page, s) {
  return `${VERBS[(page + s) % VERBS.length]} the ${WORDS[(page * 7 + s) % WORDS.length]} ${page}-${s}`;
}
const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

function sentence(rand, words = 8 + Math.floor(rand() * 12)) {
  const out = [];
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(rand() * WORDS.length)]);
  out[0] = out[0][0].toUpperCase() + out[0].slice(1);
  return out.join(' ') + '.';
}

/** A valid PNG of one colour (RGB, no filter), so the size reader and any viewer both accept it. */
function solidPng(width, height, [r, g, b]) {
  const chunk = (type, data) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'ascii');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The shared image, beside the docs' sections: pages two folders down reach it as `../../img/…`. */
const IMAGE_FILE = 'img/overview.png';

/** What a writer adds beside the text: a local image and a raw HTML block (with a `<br>` inside). */
function authoringLines(i) {
  // Its own random words, so the rest of the page is the same with and without it (`plain`).
  const rand = mulberry32(7000 + i);
  return [
    `![Overview of the ${WORDS[i % WORDS.length]} flow](../../${IMAGE_FILE})`,
    '',
    '<details>',
    `<summary>Why ${WORDS[(i + 3) % WORDS.length]}s work this way</summary>`,
    '',
    `${sentence(rand)}${BR}`,
    sentence(rand),
    '',
    '</details>',
    '',
  ];
}

function page(i, total, rand, authoring) {
  const sections = 4 + Math.floor(rand() * 5);
  const lines = [
    `---`,
    `title: ${VERBS[i % VERBS.length]} ${WORDS[i % WORDS.length]}s ${i}`,
    `description: ${sentence(rand, 12)}`,
    `---`,
    '',
    `# ${VERBS[i % VERBS.length]} ${WORDS[i % WORDS.length]}s ${i}`,
    '',
    sentence(rand) + ' ' + sentence(rand),
    '',
  ];
  const linkCount = 3 + Math.floor(rand() * 4);
  const links = [];
  for (let l = 0; l < linkCount; l++) {
    const target = Math.floor(rand() * total);
    links.push(`[${WORDS[target % WORDS.length]} guide](/${pageId(target)}#${slug(sectionTitle(target, 0))})`);
  }
  for (let s = 0; s < sections; s++) {
    lines.push(`## ${sectionTitle(i, s)}`, '', `${sentence(rand)} ${sentence(rand)} ${s === 0 ? 'See ' + links.join(', ') + '.' : ''}`, '');
    if (s % 2 === 0) {
      lines.push('1. ' + sentence(rand, 6), '2. Click **Settings › Features**.', '3. ' + sentence(rand, 7), '');
    } else {
      lines.push('- ' + sentence(rand, 5), '- ' + sentence(rand, 6), '- Press :kbd[Ctrl] + :kbd[K].', '');
    }
    if (s === 1)
      lines.push(
        '| Field | Meaning | Default |',
        '| --- | --- | --- |',
        ...[0, 1, 2, 3].map((r) => `| \`${WORDS[(i + r) % WORDS.length]}\` | ${sentence(rand, 5)} | ${r} |`),
        '',
      );
    if (s === 2) {
      const lang = LANGS[i % LANGS.length];
      lines.push(
        '```' + lang,
        `const ${WORDS[i % WORDS.length]} = { id: ${i}, name: "${WORDS[s]}" };`,
        `export function load(id) {`,
        `  return fetch("/api/" + id).then((r) => r.json());`,
        `}`,
        '```',
        '',
      );
    }
    if (s === 3) lines.push(':::tip[Good to know]', sentence(rand), ':::', '');
    if (s === 1 && authoring) lines.push(...authoringLines(i));
    if (s % 3 === 2) lines.push(`### ${sectionTitle(i, s)} in detail`, '', sentence(rand) + ' ' + sentence(rand), '');
  }
  return lines.join('\n');
}

/** The line break of the HTML block: `<br>` in Markdown, `<br />` in MDX (where every tag must close). */
let BR = '<br>';

/**
 * `plain`: the corpus without the image and the HTML block, to measure what they cost. `mdx`: the same pages
 * as `.mdx` files (read as MDX), to measure what MDX costs.
 */
export function writeCorpus(dir, total, { plain = false, mdx = false } = {}) {
  BR = mdx ? '<br />' : '<br>';
  rmSync(dir, { recursive: true, force: true });
  N_GROUPS_PER_SECTION = Math.max(1, Math.ceil(total / 200));
  const rand = mulberry32(20261121);
  const docs = path.join(dir, 'docs');
  for (let i = 0; i < total; i++) {
    const file = path.join(docs, `${pageId(i)}.${mdx ? 'mdx' : 'md'}`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page(i, total, rand, !plain));
  }
  if (!plain) {
    mkdirSync(path.join(docs, path.dirname(IMAGE_FILE)), { recursive: true });
    writeFileSync(path.join(docs, IMAGE_FILE), solidPng(320, 180, [47, 111, 235]));
  }
  const sections = [];
  for (let s = 0; s < 10; s++) {
    const groups = [];
    for (let g = 0; g < N_GROUPS_PER_SECTION; g++) {
      const ids = [];
      for (let i = 0; i < total; i++) if (i % 10 === s && Math.floor(i / 10) % N_GROUPS_PER_SECTION === g) ids.push(pageId(i));
      if (ids.length) groups.push(`{ type: 'category', label: 'Group ${s}.${g}', items: ${JSON.stringify(ids)} }`);
    }
    sections.push(`{ type: 'category', label: 'Section ${s}', collapsed: false, items: [${groups.join(', ')}] }`);
  }
  writeFileSync(
    path.join(dir, 'site.config.ts'),
    `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'Bench', url: 'https://bench.example', docs: { sidebars: { docs: [${sections.join(',\n')}] } } });\n`,
  );
  return { pageRoute: `/${pageId(Math.floor(total / 2))}` };
}
