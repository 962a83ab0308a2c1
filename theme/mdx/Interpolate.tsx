/**
 * `@docusaurus/Interpolate`: fills `{name}` placeholders of a message with values, which may be elements.
 * `interpolate(text, values)` gives a string when every value is text or a number, else the pieces to render.
 * A placeholder with no value stays as written. No Node or DOM code.
 */
import { Fragment, isValidElement, type ReactNode } from 'react';
import { formatMessage, messageParts } from '../../core/i18n/format.js';

export type InterpolateValues = Readonly<Record<string, ReactNode>>;

export function interpolate(text: string, values?: InterpolateValues): string;
export function interpolate(text: string, values?: InterpolateValues): ReactNode;
export function interpolate(text: string, values: InterpolateValues = {}): ReactNode {
  if (Object.values(values).every((value) => !isValidElement(value) && typeof value !== 'object')) return formatMessage(text, values);
  return messageParts(text, values).map((piece, i) => <Fragment key={i}>{piece}</Fragment>);
}

export default function Interpolate({ children, values }: { children: string; values?: InterpolateValues }) {
  return <>{interpolate(children, values)}</>;
}
