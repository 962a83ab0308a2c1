// Builds one bench corpus in this process and reports the result as JSON (run by bench/run.mjs so that peak
// RSS is measured for the build alone).
import { build } from '../dist/index.js';

const [root, outDir] = process.argv.slice(2);
const result = await build({ root, outDir });
const peakRssMb = process.resourceUsage().maxRSS / 1024;
process.stdout.write(JSON.stringify({ ok: result.ok, pages: result.pages, durationMs: result.durationMs, bytes: result.bytes, peakRssMb, timings: result.timings, problems: result.diagnostics.length, first: result.diagnostics[0] ?? null }));
