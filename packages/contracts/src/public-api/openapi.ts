import { z } from 'zod';
import * as badges from '../badges';
import * as catalogue from '../catalogue';
import { ErrorBody, ErrorDetail } from '../errors';
import * as journal from '../journal';
import * as programs from '../programs';
import * as progress from '../progress';
import * as readiness from '../readiness';
import * as templates from '../templates';
import * as trainingRules from '../training-rules';
import * as workouts from '../workouts';
import {
  API_VERSION_HEADER,
  PUBLIC_API_VERSION,
  PUBLIC_TAGS,
  accessOf,
  errorsOf,
  type ErrorStatus,
  type PublicRoute,
} from './kit';
import { PUBLIC_ROUTES } from './routes';

/**
 * The OpenAPI 3.1 document of the public API, made from the table (routes.ts) and the zod contracts by zod's own
 * z.toJSONSchema (JSON Schema 2020-12, which OpenAPI 3.1 uses). Every object schema the contracts export is a named
 * component: a request is described as the API parses it (io "input": defaults are optional), an answer as the API
 * writes it (io "output").
 */
type Json = Record<string, unknown>;
const REF = '#/components/schemas/';

/** The contracts' exported object schemas by name: the components (the error body is `Error`). */
const NAMED = new Map<z.ZodType, string>([
  [ErrorBody, 'Error'],
  [ErrorDetail, 'ErrorDetail'],
]);
for (const contracts of [
  workouts,
  catalogue,
  templates,
  programs,
  progress,
  readiness,
  journal,
  trainingRules,
  badges,
]) {
  for (const [name, value] of Object.entries(contracts)) {
    if (value instanceof z.ZodObject && !NAMED.has(value)) NAMED.set(value, name);
  }
}

const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;
const FORMATS = new Set(['uuid', 'date', 'date-time']);

/**
 * Drops what each generated schema repeats: `$schema`, `$id`, the safe-integer bounds of every `.int()` and the
 * pattern beside a uuid, date or date-time format.
 */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  // A uuid or date format says what zod's long pattern for it says.
  const hasFormat = FORMATS.has((node as Json).format as string);
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || key === '$id' || (key === 'pattern' && hasFormat)) continue;
    if (key === 'minimum' && value === -SAFE_INTEGER) continue;
    if (key === 'maximum' && value === SAFE_INTEGER) continue;
    out[key] = tidy(value);
  }
  return out;
}

/** Every named schema, as the given side (input or output) sees it, with refs to each other. */
function componentsAs(io: 'input' | 'output', prefix: string): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, name] of NAMED) registry.add(schema, { id: name });
  const { schemas } = z.toJSONSchema(registry, { io, unrepresentable: 'any', uri: (id) => `${prefix}${id}` });
  return tidy(schemas) as Record<string, Json>;
}

function refsIn(node: unknown, found: Set<string>, prefix: string): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => refsIn(item, found, prefix));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(prefix))
        found.add(value.slice(prefix.length));
      else refsIn(value, found, prefix);
    }
  }
  return found;
}

/** The names `roots` need, with every name they refer to in turn. */
function reachable(roots: string[], defs: Record<string, Json>, prefix: string): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...refsIn(defs[name], new Set(), prefix));
  }
  return [...seen];
}

function renameRefs(node: unknown, rename: (name: string) => string, prefix: string): unknown {
  if (Array.isArray(node)) return node.map((item) => renameRefs(item, rename, prefix));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' && value.startsWith(prefix)
        ? [key, `${REF}${rename(value.slice(prefix.length))}`]
        : [key, renameRefs(value, rename, prefix)],
    ),
  );
}

const IN = '#in/';
const OUT = '#out/';

/** A body's or answer's schema: a ref to its component, or (for a shape with no name) the shape itself. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output', prefix: string): Json {
  const name = NAMED.get(schema);
  if (name) return { $ref: `${prefix}${name}` };
  return tidy(z.toJSONSchema(schema, { io, unrepresentable: 'any' })) as Json;
}

/** A path or query object as OpenAPI parameters, one a field. */
function parametersOf(schema: z.ZodObject | undefined, where: 'path' | 'query', example: Record<string, string> = {}) {
  if (!schema) return [];
  const json = tidy(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })) as {
    properties?: Record<string, Json>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, fieldSchema]) => {
    const { description, ...rest } = fieldSchema;
    return {
      name,
      in: where,
      required: where === 'path' || (json.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: rest,
      ...(example[name] !== undefined ? { example: example[name] } : {}),
    };
  });
}

const ERROR_DESCRIPTIONS: Record<ErrorStatus, [string, string, string]> = {
  400: ['BadRequest', 'validation_failed', 'The request does not fit its contract; each detail names a field.'],
  401: ['Unauthenticated', 'unauthenticated', 'No session cookie or token, or one that has expired or was revoked.'],
  403: ['Forbidden', 'forbidden', 'Signed in, but not allowed: a token without this route’s scope, for one.'],
  404: ['NotFound', 'not_found', 'No such row among yours (another member’s id answers the same).'],
  409: ['Conflict', 'conflict', 'The id is another row’s, a workout is in progress, or the row is still in use.'],
  413: ['PayloadTooLarge', 'payload_too_large', 'The body is larger than the API takes.'],
  415: ['UnsupportedMediaType', 'unsupported_media_type', 'A write whose body is not application/json.'],
  429: ['RateLimited', 'rate_limited', 'Too many requests; try again after Retry-After seconds.'],
};

function errorResponses() {
  return Object.fromEntries(
    Object.values(ERROR_DESCRIPTIONS).map(([name, code, description]) => [
      name,
      {
        description,
        content: {
          'application/json': {
            schema: { $ref: `${REF}Error` },
            example: {
              error: {
                code,
                message: description,
                details:
                  code === 'validation_failed'
                    ? [{ field: 'reps', code: 'too_large', message: 'Reps must be at most 1000' }]
                    : [],
              },
            },
          },
        },
      },
    ]),
  );
}

const json = (schema: Json, example?: unknown) => ({
  'application/json': { schema, ...(example !== undefined ? { example } : {}) },
});

function operationOf(route: PublicRoute) {
  const { example } = route;
  const success = route.response.schema
    ? { description: 'Done.', content: json(schemaOf(route.response.schema, 'output', OUT), example.response) }
    : { description: 'Done; no body.' };
  const responses: Json = { [route.response.status]: success };
  if (route.replayStatus && route.response.schema) {
    responses[route.replayStatus] = {
      description: 'This id was sent before: the row as stored, unchanged (safe to retry).',
      content: json(schemaOf(route.response.schema, 'output', OUT)),
    };
  }
  for (const status of errorsOf(route))
    responses[status] = { $ref: `#/components/responses/${ERROR_DESCRIPTIONS[status][0]}` };
  return {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.tag],
    'x-lifeorbit-scope': `${route.area}:${accessOf(route.method)}`,
    parameters: [
      ...parametersOf(route.params, 'path', example.params),
      ...parametersOf(route.query, 'query', example.query),
    ],
    ...(route.body
      ? {
          requestBody: {
            required: !route.optionalBody,
            content: json(schemaOf(route.body, 'input', IN), example.body),
          },
        }
      : {}),
    responses,
  };
}

/** The components both sides need, under one name when they agree and as `<Name>Input` for the request's side when not. */
function mergeComponents(paths: Json) {
  const inputs = componentsAs('input', IN);
  const outputs = componentsAs('output', OUT);
  const inputNames = reachable([...refsIn(paths, new Set(), IN)], inputs, IN);
  const outputNames = reachable([...refsIn(paths, new Set(), OUT), 'Error'], outputs, OUT);
  // A name is split when its two sides differ, counting the refs of each to names already split (until none is left).
  const differs = new Set<string>();
  const inputName = (name: string) => (differs.has(name) ? `${name}Input` : name);
  const shared = inputNames.filter((name) => outputNames.includes(name));
  for (let changed = true; changed;) {
    changed = false;
    for (const name of shared.filter((each) => !differs.has(each))) {
      const input = JSON.stringify(renameRefs(inputs[name], inputName, IN));
      if (input !== JSON.stringify(renameRefs(outputs[name], (n) => n, OUT))) {
        differs.add(name);
        changed = true;
      }
    }
  }
  const schemas: Record<string, unknown> = {};
  for (const name of outputNames.sort()) schemas[name] = renameRefs(outputs[name], (n) => n, OUT);
  for (const name of inputNames.sort()) schemas[inputName(name)] = renameRefs(inputs[name], inputName, IN);
  const fixRefs = (node: unknown) => renameRefs(renameRefs(node, inputName, IN), (n) => n, OUT);
  return { schemas, fixRefs };
}

export interface OpenApiOptions {
  /** The server's public URL (BETTER_AUTH_URL), where the paths start. */
  serverUrl: string;
}

/** The whole document: build it once (it costs a few milliseconds) and serve the same JSON. */
export function buildOpenApiDocument({ serverUrl }: OpenApiOptions) {
  const paths: Json = {};
  for (const route of PUBLIC_ROUTES) {
    const item = (paths[route.path] ??= {}) as Json;
    item[route.method.toLowerCase()] = operationOf(route);
  }
  const { schemas, fixRefs } = mergeComponents(paths);
  return {
    openapi: '3.1.0',
    info: {
      title: 'LifeOrbit API',
      version: PUBLIC_API_VERSION,
      summary: 'Your training, read and written by your own scripts and apps.',
      description:
        `The member-facing API of LifeOrbit: workouts, sets, templates, programs, exercises, progress, body ` +
        `measurements, the journal and readiness. Every answer carries the \`${API_VERSION_HEADER}\` header. ` +
        'Within a version, changes only add: new routes, new optional request fields, new answer fields and new ' +
        'error codes. Anything else is a new version.',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: serverUrl, description: 'This LifeOrbit server' }],
    security: [{ sessionCookie: [] }, { bearerAuth: [] }],
    tags: Object.entries(PUBLIC_TAGS).map(([name, description]) => ({ name, description })),
    paths: fixRefs(paths) as Record<string, Record<string, unknown>>,
    components: {
      schemas,
      responses: errorResponses(),
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'better-auth.session_token',
          description: 'The session of a member signed in on the web app (`__Secure-` prefixed over HTTPS).',
        },
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A personal access token made in Settings (/settings/tokens), sent as `Authorization: Bearer <token>`, within its ' +
            'scopes (`x-lifeorbit-scope` on each operation: read or write on one area).',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
