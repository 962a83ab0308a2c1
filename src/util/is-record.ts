/**
 * Tells a plain key-value object (parsed YAML or JSON, a config value) from `null`, an array or a primitive, and
 * reads a value that should be text. Pure.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value's text, trimmed, when it is a string with something in it; else undefined. */
export const trimmedText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
