/**
 * Draws Mermaid diagrams in the browser: loaded (as its own chunk) only when a page has a `mermaid` island, it
 * imports Mermaid's prebuilt module from the URL the build put on the container (`data-module`, base URL
 * included), renders the `<pre>` source to SVG in the colour mode of `<html data-theme>`, and renders again
 * when the reader switches modes. Diagrams render one at a time; a diagram Mermaid cannot draw keeps showing
 * its source. Must not be imported statically by the main bundle, nor bundle Mermaid.
 */
import { byId } from '../dom/lookup.js';

interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

let mermaid: Promise<MermaidApi> | null = null;
let queue: Promise<void> = Promise.resolve();
let count = 0;
const diagrams = new Set<HTMLElement>();
let watching = false;

const colourMode = (): 'dark' | 'light' => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

function load(url: string): Promise<MermaidApi> {
  mermaid ??= (import(/* @vite-ignore */ url) as Promise<{ default: MermaidApi }>).then((module) => module.default);
  return mermaid;
}

async function draw(container: HTMLElement): Promise<void> {
  const source = container.querySelector('pre')?.textContent ?? '';
  const url = container.getAttribute('data-module');
  if (!url || !container.isConnected) return;
  const mode = colourMode();
  if (container.getAttribute('data-rendered') === mode) return;
  const api = await load(url);
  api.initialize({ startOnLoad: false, securityLevel: 'strict', theme: mode === 'dark' ? 'dark' : 'default' });
  const id = `mermaid-svg-${++count}`;
  try {
    const { svg } = await api.render(id, source);
    let output = container.querySelector<HTMLElement>(':scope > .mermaid-output');
    if (!output) {
      output = document.createElement('div');
      output.className = 'mermaid-output';
      container.prepend(output);
    }
    output.innerHTML = svg;
    container.setAttribute('data-rendered', mode);
  } catch {
    // Mermaid leaves its error drawing in the body; the source stays on show instead.
    byId(`d${id}`)?.remove();
    container.setAttribute('data-failed', '');
  }
}

function schedule(container: HTMLElement): void {
  queue = queue.then(() => draw(container)).catch(() => undefined);
}

function watchColourMode(): void {
  if (watching) return;
  watching = true;
  new MutationObserver(() => {
    for (const container of diagrams) {
      if (container.isConnected) schedule(container);
      else diagrams.delete(container);
    }
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}

export function wireMermaid(container: HTMLElement): void {
  diagrams.add(container);
  watchColourMode();
  schedule(container);
}
