/**
 * `@theme/TOCInline`: the page's table of contents inside the article, from the `toc` every MDX page can use
 * (`<TOCInline toc={toc} />`), limited by `minHeadingLevel`/`maxHeadingLevel` (2 and 3 by default).
 */
import { useText } from '../i18n/text.js';

export interface TocItem {
  value: string;
  id: string;
  level: number;
}

export default function TOCInline({
  toc,
  minHeadingLevel = 2,
  maxHeadingLevel = 3,
}: {
  toc: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}) {
  const t = useText();
  const items = toc.filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel);
  if (!items.length) return null;
  return (
    <nav className="toc-inline" aria-label={t('toc')}>
      <ul>
        {items.map((item) => (
          <li key={item.id} style={{ marginLeft: `${(item.level - minHeadingLevel) * 1}rem` }}>
            <a href={`#${item.id}`}>{item.value}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
