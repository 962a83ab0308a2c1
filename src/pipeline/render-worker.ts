/**
 * Worker-thread side of the render pool: receives the site plan (at the start or in a first message, and again when dev plans anew),
 * then renders the docs it is asked for one at a time, in order (storing each in the render cache when the build
 * has one), posting each page as it is done so the main thread knows which page it is on. When the build writes
 * to a staging folder, the worker writes its pages there itself (so the main thread is not the bottleneck) and
 * posts back only what the link checker needs; otherwise it posts the files back. Must not catch what a render
 * throws other than located problems: anything else ends the thread, and the pool reports it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Doc } from '../content/docs.js';
import { BuildFailure } from '../diagnostics/diagnostic.js';
import { MemoryGuard } from '../util/memory.js';
import { compiledCodeReady } from '../util/bundle-host.js';
import { importThemeFile } from '../render/theme-module.js';
import { extensionsFor, loadMarkdownExtensions } from '../markdown/extensions.js';
import { markdownExtensionsOf, type RenderEnv } from './pages.js';
import { renderAndStore } from './render-and-store.js';
import { strayFailureOf } from './site-code-failure.js';
import { loadPluginsInThread } from './thread-plugins.js';
import type { FromRenderThread, RenderRequest, RenderThreadSetup, ToRenderThread } from './render-protocol.js';

let setup: RenderThreadSetup;
let env: RenderEnv;
let memory: MemoryGuard | null = null;

/** Takes a plan, the theme it names and the optional Markdown stages its pages need. */
async function setUp(given: RenderThreadSetup): Promise<void> {
  setup = given;
  env = given.env;
  memory = given.heapSlack ? new MemoryGuard(given.heapSlack) : null;
  if (given.themeSource) env.theme = await importThemeFile(given.themeSource);
  await loadPluginsInThread(env.markdownPlugins);
  await loadMarkdownExtensions(markdownExtensionsOf(env.plan));
}

/**
 * The doc a request names, with the body it gives (every view of the plan holds the doc object), once the Markdown
 * stages that body needs are loaded.
 */
async function docOf(request: RenderRequest): Promise<Doc> {
  const doc = env.plan.docs[request.index]!;
  if (!request.body) return doc;
  await loadMarkdownExtensions(extensionsFor([{ text: request.body.text, mdx: doc.format === 'mdx' }], env.plan.config.markdown.syntax === 'vitepress'));
  return Object.assign(doc, { body: request.body.text, bodyLineOffset: request.body.lineOffset });
}

const post = (message: FromRenderThread) => parentPort!.postMessage(message);

/**
 * The site's code failing outside any render (a Markdown plugin that spawns a program and never listens for its
 * `error`) is posted, and the thread goes on: it is no failure of the page on the thread, which the main thread may
 * go on serving. What a render throws (see below) still ends the thread.
 */
const onStray = (error: unknown) => post({ type: 'stray', failure: strayFailureOf(error) });
process.on('uncaughtException', onStray);
process.on('unhandledRejection', onStray);

async function answer(message: ToRenderThread): Promise<void> {
  if (message.type === 'setup') {
    await setUp(message.setup);
    return post({ type: 'ready' });
  }
  try {
    const page = await renderAndStore(await docOf(message), env, setup.writeDir, setup.replacing);
    // One turn of the event loop first: a failure the page's plugins queued (a spawn's `error`, emitted on the next
    // tick) is posted before the page, so a build that ends with this page still hears of it.
    await new Promise((resolve) => setImmediate(resolve));
    post({ type: 'page', index: message.index, page });
    // The code a page needs is compiled now: dist/'s loader keeps it for the next thread, once (`cached-bundle.ts`).
    compiledCodeReady();
  } catch (error) {
    if (!(error instanceof BuildFailure)) throw error;
    post({ type: 'refused', index: message.index, diagnostics: error.diagnostics });
  }
  // After the answer, so the page is not held up by the collection.
  memory?.check();
}

/** Ends this thread as an uncaught error, which the pool reports: anything a render threw but located problems. */
function endWith(error: unknown): void {
  process.off('uncaughtException', onStray);
  process.off('unhandledRejection', onStray);
  setImmediate(() => {
    throw error;
  });
}

// A thread started ahead of its plan (dev, while the site is read and planned) loads its modules and waits for `setup`.
// No top-level await: dist/ runs this module as CommonJS (`cached-bundle.ts`). A plan given at the start is taken before
// the first message, which waits for it; a failure to take it ends the thread as an uncaught error, as one in a message.
const initial = workerData as RenderThreadSetup | null;
const settingUp = initial ? setUp(initial) : null;
/**
 * Messages are answered one after another, in the order they came. (A code block's grammar is registered when a block
 * first names its language: a few milliseconds, so a thread started ahead has nothing to prepare.)
 */
let previous: Promise<void> = settingUp ?? Promise.resolve();
parentPort!.on('message', (message: ToRenderThread) => {
  previous = previous.then(() => answer(message)).catch(endWith);
});
if (settingUp) settingUp.then(() => post({ type: 'ready' }), endWith);
