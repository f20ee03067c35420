import type { z } from 'zod';
import { textKindOf, type TextKind } from './text';

/**
 * Every place a request schema takes a string, for the tests that show each one is cleaned or refused (issue 25).
 * A path segment is an object key, `[]` (an array's items), `{}` (a record's values), `{key}` (a record's keys) or
 * `|n` (option n of a union). A leaf is a string schema, or a pipe that starts from one (such as a comma-separated
 * list of ids); its kind says which cleaning it applies, null for identifiers that must match a pattern.
 */
export interface StringField {
  path: string[];
  schema: z.ZodType;
  kind: TextKind | null;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema a value meets first: through wrappers and the input side of pipes (string -> transform -> ...). */
function firstInput(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type)) current = def.innerType!;
    else if (def.type === 'pipe') current = def.in!;
    else return current;
  }
}

export function stringFieldsOf(schema: z.ZodType): StringField[] {
  const fields: StringField[] = [];
  const walking = new Set<z.ZodType>();
  const walk = (node: z.ZodType, path: string[]) => {
    if (walking.has(node)) return;
    walking.add(node);
    const def = defOf(node);
    if (WRAPPERS.has(def.type)) walk(def.innerType!, path);
    else if (def.type === 'string') fields.push({ path, schema: node, kind: textKindOf(node) });
    else if (def.type === 'pipe') {
      const input = firstInput(node);
      if (defOf(input).type === 'string') fields.push({ path, schema: node, kind: textKindOf(input) });
      else {
        walk(def.in!, path);
        walk(def.out!, path);
      }
    } else if (def.type === 'object') {
      for (const [key, value] of Object.entries(def.shape!)) walk(value, [...path, key]);
      if (def.catchall) walk(def.catchall, [...path, '{}']);
    } else if (def.type === 'array') walk(def.element!, [...path, '[]']);
    else if (def.type === 'record') {
      walk(def.keyType!, [...path, '{key}']);
      walk(def.valueType!, [...path, '{}']);
    } else if (def.type === 'union') def.options!.forEach((option, index) => walk(option, [...path, `|${index}`]));
    else if (def.type === 'intersection') {
      walk(def.left!, path);
      walk(def.right!, path);
    } else if (def.type === 'tuple') def.items!.forEach((item, index) => walk(item, [...path, String(index)]));
    else if (def.type === 'lazy') walk(def.getter!(), path);
    walking.delete(node);
  };
  walk(schema, []);
  return fields;
}

/**
 * The test oracle: what cleaned text may never hold, written out here rather than taken from text.ts, so that the
 * tests check the cleaning instead of repeating it.
 */
// eslint-disable-next-line no-control-regex -- the characters under test
const FORBIDDEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

export function isCleanText(text: string, multiLine: boolean): boolean {
  return (
    !FORBIDDEN.test(text) &&
    !LONE_SURROGATE.test(text) &&
    (multiLine || !text.includes('\n')) &&
    text === text.normalize('NFC') &&
    text === text.trim()
  );
}
