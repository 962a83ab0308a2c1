/** Every overridable component name points at a module of the theme that exports a component under that name. */
import { describe, expect, it } from 'vitest';
import { OVERRIDABLE_COMPONENTS, OVERRIDABLE_NAMES, isOverridableName } from '../../../core/overridable.js';

describe('the overridable theme components', () => {
  it.each(OVERRIDABLE_NAMES)('%s is a component the theme exports', async (name) => {
    const entry = OVERRIDABLE_COMPONENTS[name];
    const module = (await import(`../../../theme/${entry.module.replace(/\.tsx?$/, '.js')}`)) as Record<string, unknown>;
    expect(typeof module[entry.export], `${entry.module} exports ${entry.export}`).toBe('function');
  });

  it('knows its names and nothing else', () => {
    expect(isOverridableName('Footer')).toBe(true);
    expect(isOverridableName('DocItem/Footer')).toBe(true);
    expect(isOverridableName('toString')).toBe(false);
    expect(isOverridableName('Foter')).toBe(false);
  });
});
