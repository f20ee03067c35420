export const EMAIL_MAX_LENGTH = 254;
export const DEFAULT_TEXT_MAX_LENGTH = 1000;

/** No whitespace and no control, format or unassigned characters (\p{C}), as the API's contract checks. */
const EMAIL_PATTERN = /^[^\s@\p{C}]+@[^\s@\p{C}]+\.[^\s@\p{C}]+$/u;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const LINE_FEED = 0x0a;
const DECIMAL_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export function isValidUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

function isHighSurrogate(charCode: number): boolean {
  return charCode >= 0xd800 && charCode <= 0xdbff;
}

/** Cuts to at most `max` UTF-16 units without leaving half of an emoji behind. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return isHighSurrogate(cut.charCodeAt(cut.length - 1)) ? cut.slice(0, -1) : cut;
}

/**
 * Every C0 and C1 control except the line feed, which multi-line notes need. Tabs and carriage
 * returns go too, so pasted CRLF text is stored with plain line feeds.
 */
function isStrippedControl(character: string): boolean {
  const code = character.charCodeAt(0);
  return code !== LINE_FEED && (code <= 0x1f || (code >= 0x7f && code <= 0x9f));
}

export function sanitizeText(value: unknown, max: number = DEFAULT_TEXT_MAX_LENGTH): string {
  if (typeof value !== 'string') return '';
  const limit = Number.isFinite(max) && max >= 0 ? Math.floor(max) : DEFAULT_TEXT_MAX_LENGTH;
  const withoutControls = value
    .split('')
    .filter((character) => !isStrippedControl(character))
    .join('');
  // Trimming again after the cut keeps a truncated text from ending in whitespace.
  return truncate(withoutControls.trim(), limit).trimEnd();
}

export interface NumberBounds {
  min?: number;
  max?: number;
}

function parseDecimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  // Number('') is 0 and Number('0x1f') is 31; only plain decimals count as numbers here.
  return DECIMAL_PATTERN.test(text) ? Number(text) : null;
}

export function sanitizeNumber(value: unknown, { min, max }: NumberBounds = {}): number | null {
  const parsed = parseDecimal(value);
  if (parsed === null) return null;
  const atLeastMin = typeof min === 'number' && Number.isFinite(min) ? Math.max(parsed, min) : parsed;
  return typeof max === 'number' && Number.isFinite(max) ? Math.min(atLeastMin, max) : atLeastMin;
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * A JSON round trip drops functions, undefined and prototypes, so the result is plain data that
 * shares nothing with the input. Cycles, BigInts and malformed strings give null.
 */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function sanitizeJson(value: unknown): JsonValue | null {
  if (typeof value !== 'string' && (typeof value !== 'object' || value === null)) return null;
  try {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    // Keys that reach an object's prototype when the copy is later merged (Object.assign, lodash merge) are dropped.
    return JSON.parse(text, (key, inner: unknown) => (PROTOTYPE_KEYS.has(key) ? undefined : inner)) as JsonValue;
  } catch {
    return null;
  }
}

/** Radix Select reserves the empty string for "no selection", so an item may not use it. */
export function isValidSelectValue(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}
