import { z } from 'zod';

/**
 * The one cleaning step for free text in every request (issue 25, spec §5 "text sanitising"). A string field that a
 * person types (a name, a note, a search) is built with `singleLineText` or `multiLineText`; fields that identify
 * something (ids, slugs, e-mails, dates) use a pattern instead, and refuse anything outside it with a 400.
 *
 * Cleaning, in this order:
 * 1. lone surrogates (half of a UTF-16 pair, which PostgreSQL cannot store) are dropped;
 * 2. line breaks (CR LF, CR, LF, NEL, U+2028, U+2029) become one LF in multi-line text and a space in single-line text;
 *    a tab becomes a space;
 * 3. every other control character (C0 with NUL, DEL, C1) is dropped;
 * 4. invisible format characters that can hide or reorder text are dropped: bidi marks, embeddings, overrides and
 *    isolates (U+200E, U+200F, U+202A-U+202E, U+2066-U+2069, U+061C), zero-width space U+200B, word joiner and
 *    invisible operators (U+2060-U+2064), deprecated format controls (U+206A-U+206F), the byte order mark U+FEFF,
 *    U+180E, interlinear annotation marks (U+FFF9-U+FFFB) and the noncharacters U+FFFE, U+FFFF. Zero-width joiner
 *    and non-joiner stay: emoji sequences and several scripts need them;
 * 5. NFC normalisation (an "é" typed as e + accent is stored as one character, so equal names compare equal);
 * 6. trimming.
 * Limits count the cleaned text. Nothing here truncates: text over its limit is a 400 naming the field.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/g;
const TAB = /\t/g;
// Every control character but LF (which step 2 has already turned into a space in single-line text).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;
const INVISIBLE_FORMAT =
  /[\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\uFFFE\uFFFF]/g;

function clean(value: string, lineBreak: '\n' | ' '): string {
  return value
    .replace(LONE_SURROGATE, '')
    .replace(LINE_BREAK, lineBreak)
    .replace(TAB, ' ')
    .replace(CONTROL, '')
    .replace(INVISIBLE_FORMAT, '')
    .normalize('NFC')
    .trim();
}

/** A name, title or search: no line breaks, no control or invisible format characters, NFC, trimmed. */
export function cleanSingleLineText(value: string): string {
  return clean(value, ' ');
}

/** A note or description: the same, but line breaks are kept (as LF). */
export function cleanMultiLineText(value: string): string {
  return clean(value, '\n');
}

export interface TextOptions {
  /** The message when the cleaned text is longer than `max`. */
  tooLong?: string;
  /** The message when the value is not a string. */
  notText?: string;
}

function textSchema(cleaner: (value: string) => string, max: number, options: TextOptions) {
  return z
    .string(options.notText ? { error: options.notText } : undefined)
    .overwrite(cleaner)
    .max(max, { error: options.tooLong ?? `At most ${max} characters` });
}

/** A single-line text field of at most `max` characters (after cleaning). Chain `.min(1, …)` when it is required. */
export function singleLineText(max: number, options: TextOptions = {}) {
  return textSchema(cleanSingleLineText, max, options);
}

/** A multi-line text field (notes, descriptions) of at most `max` characters (after cleaning). */
export function multiLineText(max: number, options: TextOptions = {}) {
  return textSchema(cleanMultiLineText, max, options);
}

export type TextKind = 'single-line' | 'multi-line';

/** Which cleaning a string schema applies, or null when it is not built by the helpers above. */
export function textKindOf(schema: z.ZodType): TextKind | null {
  const checks = (schema as z.ZodString)._zod.def.checks ?? [];
  for (const check of checks) {
    const def = check._zod.def as { check: string; tx?: unknown };
    if (def.check !== 'overwrite') continue;
    if (def.tx === cleanSingleLineText) return 'single-line';
    if (def.tx === cleanMultiLineText) return 'multi-line';
  }
  return null;
}
