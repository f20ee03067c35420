import type { Context } from 'hono';
import type { ErrorDetail } from '@lifeorbit/contracts';
import type { z } from 'zod';
import { AppError } from './errors';

export function detailsFromZod(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : '(body)',
    message: issue.message,
  }));
}

export function validationError(details: ErrorDetail[]): AppError {
  const summary = details.map((d) => `${d.field}: ${d.message}`).join('; ');
  return new AppError('validation_failed', summary || 'The request is not valid', details);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(detailsFromZod(result.error));
  return result.data;
}

const invalidJson = () =>
  new AppError('invalid_json', 'The request body must be valid JSON', [{ field: '(body)', message: 'Not valid JSON' }]);

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
  if (!text.trim()) return parseWith(schema, {});
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidJson();
  }
  return parseWith(schema, body);
}

export function parseParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.param());
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}
