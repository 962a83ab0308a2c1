/** `@theme/Tabs` and `@theme/TabItem` rendered on the server, as an MDX page gets them. */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import TabItem from '../../../../theme/mdx/TabItem.js';
import Tabs from '../../../../theme/mdx/Tabs.js';
import { defaultMdxContext, MdxContext } from '../../../../theme/mdx/context.js';
import { byClass, byRole, parse, text } from './dom.js';

const html = (element: ReactElement) => renderToString(element);
/** The tabs' labels and which one is selected, and the panels' text and which are hidden, in order. */
function shape(markup: string) {
  const tree = parse(markup);
  const tabs = byRole(tree, 'tab');
  const panels = byRole(tree, 'tabpanel');
  return {
    tabs: tabs.map((t) => `${text(t)}${t.properties.ariaSelected === 'true' ? '*' : ''}`),
    panels: panels.map((p) => `${text(p)}${p.properties.hidden ? '' : '*'}`),
    tabEls: tabs,
    panelEls: panels,
    root: byClass(tree, 'tabs')[0]!,
  };
}

describe('MDX Tabs', () => {
  it('shows the first tab and its panel, the others hidden, with the Markdown tabs markup', () => {
    const { tabs, panels, tabEls, panelEls, root } = shape(
      html(
        <Tabs>
          <TabItem value="apple" label="Apple">
            Apple text
          </TabItem>
          <TabItem value="orange" label="Orange">
            Orange text
          </TabItem>
        </Tabs>,
      ),
    );
    expect(tabs).toEqual(['Apple*', 'Orange']);
    expect(panels).toEqual(['Apple text*', 'Orange text']);
    expect(root.properties.dataIsland).toBe('tabs');
    expect(byClass(root, 'tabs-list')[0]!.properties.role).toBe('tablist');
    const [first, second] = tabEls;
    expect(first!.properties.dataValue).toBe('apple');
    expect([first!.properties.tabIndex, second!.properties.tabIndex]).toEqual([0, -1]);
    expect(first!.properties.ariaControls).toEqual([panelEls[0]!.properties.id]);
    expect(panelEls[0]!.properties.ariaLabelledBy).toEqual([first!.properties.id]);
    expect(root.properties.dataGroupId).toBeUndefined();
    expect(root.properties.dataQueryString).toBeUndefined();
  });

  it('opens on the TabItem marked default, or on defaultValue, which wins', () => {
    const items = [
      <TabItem key="a" value="a">
        A
      </TabItem>,
      <TabItem key="b" value="b" default>
        B
      </TabItem>,
      <TabItem key="c" value="c">
        C
      </TabItem>,
    ];
    expect(shape(html(<Tabs>{items}</Tabs>)).tabs).toEqual(['a', 'b*', 'c']);
    expect(shape(html(<Tabs defaultValue="c">{items}</Tabs>)).tabs).toEqual(['a', 'b', 'c*']);
    // defaultValue={null}: no tab until the reader picks one, but the first stays reachable with Tab.
    const none = shape(html(<Tabs defaultValue={null}>{items}</Tabs>));
    expect(none.tabs).toEqual(['a', 'b', 'c']);
    expect(none.panels).toEqual(['A', 'B', 'C']);
    expect(none.tabEls[0]!.properties.tabIndex).toBe(0);
  });

  it('opens on the first of several TabItems marked default, as Docusaurus does', () => {
    const items = [
      <TabItem key="a" value="a">
        A
      </TabItem>,
      <TabItem key="b" value="b" default>
        B
      </TabItem>,
      <TabItem key="c" value="c" default>
        C
      </TabItem>,
    ];
    expect(shape(html(<Tabs>{items}</Tabs>)).tabs).toEqual(['a', 'b*', 'c']);
  });

  it('takes labels, order and tab attributes from `values` over the TabItems', () => {
    const { tabs, tabEls, panelEls } = shape(
      html(
        <Tabs
          values={[
            { label: 'Orange 1', value: 'orange', attributes: { className: 'red' } },
            { label: 'Apple 1', value: 'apple' },
          ]}
        >
          <TabItem value="apple" label="Apple 2">
            A
          </TabItem>
          <TabItem value="orange" label="Orange 2" className="panel-extra">
            O
          </TabItem>
        </Tabs>,
      ),
    );
    expect(tabs).toEqual(['Orange 1*', 'Apple 1']);
    expect(tabEls[0]!.properties.className).toEqual(['tabs-tab', 'red']);
    expect(panelEls[0]!.properties.className).toEqual(['tabs-panel', 'panel-extra']);
  });

  it('marks a synced group with its groupId and its query parameter (groupId when queryString is true)', () => {
    const items = [
      <TabItem key="m" value="mac">
        macOS
      </TabItem>,
      <TabItem key="w" value="win">
        Windows
      </TabItem>,
    ];
    const synced = shape(
      html(
        <Tabs groupId="os" queryString className="wide">
          {items}
        </Tabs>,
      ),
    ).root;
    expect(synced.properties.dataGroupId).toBe('os');
    expect(synced.properties.dataQueryString).toBe('os');
    expect(synced.properties.className).toEqual(['tabs', 'wide']);
    expect(shape(html(<Tabs queryString="platform">{items}</Tabs>)).root.properties.dataQueryString).toBe('platform');
  });

  it('renders every panel with `lazy`, so hidden tabs stay searchable', () => {
    const { panels } = shape(
      html(
        <Tabs lazy>
          <TabItem value="a">A</TabItem>
          <TabItem value="b">B</TabItem>
        </Tabs>,
      ),
    );
    expect(panels).toEqual(['A*', 'B']);
  });

  it('refuses misuse with a message naming the fix', () => {
    expect(() =>
      html(
        <Tabs>
          <TabItem value="a">A</TabItem>
          <TabItem value="a">Again</TabItem>
        </Tabs>,
      ),
    ).toThrow('<Tabs> has two tabs with the value "a". Give each <TabItem> a unique value.');
    expect(() =>
      html(
        <Tabs>
          {/* @ts-expect-error: an author's TabItem without a value */}
          <TabItem label="Apple">A</TabItem>
        </Tabs>,
      ),
    ).toThrow('Every child of <Tabs> must be a <TabItem> with a `value`, but <TabItem> (label "Apple") has none. Add value="…" (unique within the group).');
    expect(() =>
      html(
        <Tabs defaultValue="pear">
          <TabItem value="apple">A</TabItem>
          <TabItem value="orange">O</TabItem>
        </Tabs>,
      ),
    ).toThrow('<Tabs defaultValue="pear"> names no tab. Use one of "apple", "orange".');
    expect(() =>
      html(
        <Tabs queryString>
          <TabItem value="a">A</TabItem>
        </Tabs>,
      ),
    ).toThrow('<Tabs queryString> needs a `groupId` to name the URL parameter. Add groupId="…" or write queryString="name".');
    expect(() => html(<Tabs>stray text</Tabs>)).toThrow('<Tabs> may only hold <TabItem> children, but it holds the text "stray text".');
  });

  it('draws a tab `values` lists that no TabItem fills as an empty one, as Docusaurus does, and says so to the build', () => {
    const warnings: string[] = [];
    const context = { ...defaultMdxContext, warn: (name: string, reason: string, fix: string) => warnings.push(`${name}: ${reason}. ${fix}`) };
    const drawn = shape(
      html(
        <MdxContext.Provider value={context}>
          <Tabs
            values={[
              { value: 'js', label: 'JavaScript' },
              { value: 'react', label: 'React' },
            ]}
          >
            <TabItem value="js">Script.</TabItem>
          </Tabs>
        </MdxContext.Provider>,
      ),
    );
    expect(drawn.tabs).toEqual(['JavaScript*', 'React']);
    expect(drawn.panels).toEqual(['Script.*', '']);
    expect(warnings).toEqual([
      'Tabs: its `values` list "react", but no <TabItem> has that value: the tab shows nothing. Add the <TabItem>, or remove the value from `values`.',
    ]);
  });

  it('shows a TabItem used on its own as a plain panel', () => {
    expect(html(<TabItem value="a">Alone</TabItem>)).toBe('<div role="tabpanel" class="tabs-panel">Alone</div>');
  });
});
