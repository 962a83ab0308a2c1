/**
 * The site session that build, dev and index share: it opens a site once (config, theme, content), plans it with
 * the docs as read now, reads single docs and the static folder again (a deleted doc leaves the plan, a fixed one
 * drops its old problem), and reports a theme override that does not bundle instead of opening.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isOpenFailure, loadSiteConfig, SiteSession, type LoadedSite } from '../../src/session/site-session.js';
import { doc, makeSite } from '../support/fixture-site.js';

async function openSite(root: string, purpose: 'pages' | 'records' = 'pages'): Promise<SiteSession> {
  const loaded = await loadSiteConfig(root, undefined);
  if ('diagnostics' in loaded) throw new Error(JSON.stringify(loaded.diagnostics));
  const opened = await SiteSession.open(root, loaded as LoadedSite, { purpose });
  if (isOpenFailure(opened)) throw new Error(JSON.stringify(opened.diagnostics));
  return opened;
}

describe('SiteSession', () => {
  it('plans the docs as read now: an edited title, a deleted doc and a new one', async () => {
    const root = makeSite({});
    const session = await openSite(root);
    const routes = () =>
      session
        .plan({})
        .docs.map((d) => d.route)
        .sort();
    expect(routes()).toEqual(['/', '/guide/cycles', '/guide/modules']);
    const cycles = path.join(root, 'content/docs/guide/cycles.md');
    const added = path.join(root, 'content/docs/guide/themes.md');
    writeFileSync(cycles, doc('Cycles renamed', 'Plan ahead.'));
    writeFileSync(added, doc('Themes', 'Colours.'));
    rmSync(path.join(root, 'content/docs/guide/modules.md'));
    const changed = await session.rereadDocs([cycles, added, path.join(root, 'content/docs/guide/modules.md')]);
    expect(changed).toEqual(['guide/cycles.md', 'guide/themes.md', 'guide/modules.md']);
    expect(routes()).toEqual(['/', '/guide/cycles', '/guide/themes']);
    expect(session.plan({}).docByRoute.get('/guide/cycles')?.title).toBe('Cycles renamed');
  });

  it("keeps a doc's read problem until the doc is fixed", async () => {
    const root = makeSite({ 'content/docs/broken.md': null });
    const session = await openSite(root);
    const broken = path.join(root, 'content/docs/broken.md');
    writeFileSync(broken, Buffer.from([0x23, 0x20, 0xff, 0xfe, 0x0a]));
    await session.rereadDocs([broken]);
    expect(session.readProblems.map((d) => d.file)).toContain('content/docs/broken.md');
    writeFileSync(broken, doc('Broken no more', 'Fine.'));
    await session.rereadDocs([broken]);
    expect(session.readProblems.map((d) => d.file)).not.toContain('content/docs/broken.md');
  });

  it('lists the static folder again', async () => {
    const root = makeSite({ 'content/static/robots-extra.txt': 'x' });
    const session = await openSite(root);
    expect(session.staticFiles).toContain('robots-extra.txt');
    writeFileSync(path.join(root, 'content/static/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await session.rereadStaticFiles();
    expect(session.staticFiles).toEqual(expect.arrayContaining(['logo.svg', 'robots-extra.txt']));
  });

  it('bundles the client for pages and leaves it out for records', async () => {
    const root = makeSite({});
    expect((await openSite(root, 'pages')).bundle?.files.length).toBeGreaterThan(0);
    expect((await openSite(root, 'records')).bundle).toBeNull();
  });

  it('does not open a site whose theme override does not bundle, and says where', async () => {
    const root = makeSite({ 'theme-overrides/Footer.tsx': 'export default function Footer( {\n' });
    const loaded = await loadSiteConfig(root, undefined);
    const opened = await SiteSession.open(root, loaded as LoadedSite, { purpose: 'pages' });
    expect(isOpenFailure(opened)).toBe(true);
    expect((opened as { diagnostics: { file?: string; severity: string }[] }).diagnostics).toContainEqual(
      expect.objectContaining({ severity: 'error', file: 'theme-overrides/Footer.tsx' }),
    );
  });
});
