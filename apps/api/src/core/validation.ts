import type { Context } from 'hono';
import { detailCodeOf, type CodedErrorDetail } from '@lifeorbit/contracts';
import type { z } from 'zod';
import { timeValidation } from './server-timing';
import { AppError } from './errors';

export function detailsFromZod(error: z.ZodError): CodedErrorDetail[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : '(body)',
    code: detailCodeOf(issue),
    message: issue.message,
  }));
}

export function validationError(details: CodedErrorDetail[]): AppError {
  const summary = details.map((d) => `${d.field}: ${d.message}`).join('; ');
  return new AppError('validation_failed', summary || 'The request is not valid', details);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  // The issues carry their input, so that a missing field reads as `required` rather than `invalid_type`.
  const result = timeValidation(() => schema.safeParse(value, { reportInput: true }));
  if (!result.success) throw validationError(detailsFromZod(result.error));
  return result.data;
}

const invalidJson = () =>
  new AppError('invalid_json', 'The request body must be valid JSON', [
    { field: '(body)', code: 'invalid_json', message: 'Not valid JSON' },
  ]);

/** Reads a JSON body and validates it against a contract schema; bad JSON or bad fields are a 400. */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw invalidJson();
  }
  return parseWith(schema, body);
}

/** The same for a route whose body may be left out: no body reads as {}. */
export async function parseOptionalJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  return parseWith(schema, text.trim() ? parseJsonText(text) : {});
}

/** JSON text as a value; text that is not JSON is the same 400 as a body that is not. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidJson();
  }
}

export function parseParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.param());
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}
