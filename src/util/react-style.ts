/**
 * A CSS declaration list (`color: red; background-color: blue`) as the object React's `style` prop takes
 * (`{ color: 'red', backgroundColor: 'blue' }`): properties camel-cased, custom properties (`--x`) kept as written.
 * Malformed text gives what could be read. Pure.
 */
import styleToObject from 'style-to-object';

export function reactStyle(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  try {
    styleToObject(text, (property, value) => {
      style[property.startsWith('--') ? property : property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
    });
  } catch {
    // A declaration list the parser cannot read: what it read before is kept.
  }
  return style;
}
