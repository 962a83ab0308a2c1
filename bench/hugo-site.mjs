// The bench's Hugo side: turns the docsgen corpus (bench/corpus.mjs, its docs/ folder) into a Hugo site over the
// same Markdown files, with a small layout of our own that does what a docs page needs (the page's content, its
// table of contents, and a menu of its section's pages), so both tools render the same text into comparable
// pages. Writes only inside the folder it is given.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const BASEOF = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>{{ .Title }} | {{ .Site.Title }}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body>
<nav aria-label="Section">{{ with .CurrentSection }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}</nav>
<main>{{ block "main" . }}{{ end }}</main>
</body>
</html>
`;
const SINGLE = `{{ define "main" }}<article><h1>{{ .Title }}</h1>
<aside>{{ .TableOfContents }}</aside>
{{ .Content }}</article>{{ end }}
`;
const LIST = `{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}
`;
const CONFIG = `baseURL = "https://bench.example/"
title = "Bench"
disableKinds = ["taxonomy", "term", "RSS"]
[markup.goldmark.renderer]
unsafe = true
[markup.tableOfContents]
startLevel = 2
endLevel = 3
`;

/** Writes a Hugo site in `hugoDir` from the corpus written in `corpusDir`. */
export function writeHugoSite(corpusDir, hugoDir) {
  rmSync(hugoDir, { recursive: true, force: true });
  mkdirSync(path.join(hugoDir, 'layouts/_default'), { recursive: true });
  writeFileSync(path.join(hugoDir, 'hugo.toml'), CONFIG);
  writeFileSync(path.join(hugoDir, 'layouts/_default/baseof.html'), BASEOF);
  writeFileSync(path.join(hugoDir, 'layouts/_default/single.html'), SINGLE);
  writeFileSync(path.join(hugoDir, 'layouts/_default/list.html'), LIST);
  // The same Markdown files (Hugo leaves docsgen's _category_ files and directives as they are).
  cpSync(path.join(corpusDir, 'docs'), path.join(hugoDir, 'content'), { recursive: true, filter: (source) => !source.endsWith('.json') });
}
