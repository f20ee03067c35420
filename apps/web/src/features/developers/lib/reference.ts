/**
 * The OpenAPI document (GET /api/openapi.json) read into what the /developers page draws: routes grouped by tag, each
 * with its fields (name, type, required, limits), errors and example. Only the parts of OpenAPI 3.1 and JSON Schema
 * the document uses are read; anything else is shown by its type alone.
 */

export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  required?: string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
  description?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema?: SchemaNode;
  description?: string;
  example?: unknown;
}

interface MediaType {
  schema?: SchemaNode;
  example?: unknown;
}

interface Operation {
  operationId: string;
  summary?: string;
  tags?: string[];
  'x-lifeorbit-scope'?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, { $ref?: string; description?: string; content?: Record<string, MediaType> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: {
    schemas?: Record<string, SchemaNode>;
    responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
  };
}

/** One limit of a field, for the page to word in its language (`limits.<kind>` of the developers texts). */
export interface Limit {
  kind: 'range' | 'min' | 'max' | 'minLength' | 'maxLength' | 'minItems' | 'maxItems' | 'pattern' | 'default';
  min?: number;
  max?: number;
  value?: string | number;
}

/** One field of a request or an answer; nested fields are named with dots (`exercises[].exerciseId`). */
export interface FieldRow {
  name: string;
  where: 'path' | 'query' | 'body' | 'answer';
  type: string;
  required: boolean;
  limits: Limit[];
  description?: string;
}

export interface ErrorRow {
  status: number;
  code: string;
  description: string;
}

export interface RouteView {
  id: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  scope: string;
  fields: FieldRow[];
  answerFields: FieldRow[];
  successStatus: number;
  answerName: string | null;
  errors: ErrorRow[];
  example: { path: string; body?: unknown; answer?: unknown };
}

export interface TagView {
  name: string;
  description: string;
  routes: RouteView[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

function resolve(doc: OpenApiDocument, node: SchemaNode | undefined): SchemaNode | undefined {
  return node?.$ref ? doc.components?.schemas?.[refName(node.$ref)] : node;
}

/** The type in a few words: `integer | null`, `kg | lb`, `WorkoutSet[]`, `string (uuid)`. */
export function typeOf(doc: OpenApiDocument, node: SchemaNode | undefined): string {
  if (!node) return 'any';
  if (node.$ref) return refName(node.$ref);
  const options = node.anyOf ?? node.oneOf;
  if (options) return options.map((option) => typeOf(doc, option)).join(' | ');
  if (node.enum) return node.enum.map((value) => JSON.stringify(value).replace(/^"|"$/g, '')).join(' | ');
  if (node.const !== undefined) return JSON.stringify(node.const);
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (types.includes('array')) {
    const rest = types.filter((type) => type !== 'array');
    const item = typeOf(doc, node.items);
    return [item.includes(' | ') ? `(${item})[]` : `${item}[]`, ...rest].join(' | ');
  }
  if (types.length === 0) return node.properties ? 'object' : 'any';
  const [first, ...rest] = types;
  return [node.format ? `${first} (${node.format})` : first, ...rest].join(' | ');
}

/** The limits of a field, from it and from the non-null side of a nullable one. */
export function limitsOf(node: SchemaNode | undefined): Limit[] {
  if (!node) return [];
  const parts = (node.anyOf ?? []).filter((option) => option.type !== 'null');
  const own: Limit[] = [];
  const min = node.minimum ?? node.exclusiveMinimum;
  const max = node.maximum ?? node.exclusiveMaximum;
  if (min !== undefined && max !== undefined) own.push({ kind: 'range', min, max });
  else if (min !== undefined) own.push({ kind: 'min', value: min });
  else if (max !== undefined) own.push({ kind: 'max', value: max });
  if (node.minLength !== undefined && node.minLength > 0) own.push({ kind: 'minLength', value: node.minLength });
  if (node.maxLength !== undefined) own.push({ kind: 'maxLength', value: node.maxLength });
  if (node.minItems !== undefined && node.minItems > 0) own.push({ kind: 'minItems', value: node.minItems });
  if (node.maxItems !== undefined) own.push({ kind: 'maxItems', value: node.maxItems });
  if (node.pattern) own.push({ kind: 'pattern', value: node.pattern });
  if (node.default !== undefined) own.push({ kind: 'default', value: JSON.stringify(node.default) });
  return [...own, ...parts.flatMap(limitsOf)];
}

/** The object a field holds (through refs, nullables and lists), to list its own fields under it. */
function objectInside(
  doc: OpenApiDocument,
  node: SchemaNode | undefined,
): { schema: SchemaNode; suffix: string } | null {
  const resolved = resolve(doc, node);
  if (!resolved) return null;
  if (resolved.properties) return { schema: resolved, suffix: '' };
  const nonNull = (resolved.anyOf ?? []).filter((option) => option.type !== 'null');
  if (nonNull.length === 1) return objectInside(doc, nonNull[0]);
  if (resolved.items) {
    const inner = objectInside(doc, resolved.items);
    return inner && { schema: inner.schema, suffix: `[]${inner.suffix}` };
  }
  return null;
}

/** The fields of an object schema, nested ones under their parent, down to `depth` levels. */
export function fieldsOf(
  doc: OpenApiDocument,
  node: SchemaNode | undefined,
  where: FieldRow['where'],
  depth = 3,
  prefix = '',
  seen: ReadonlySet<SchemaNode> = new Set(),
): FieldRow[] {
  const schema = resolve(doc, node);
  if (!schema?.properties || seen.has(schema)) return [];
  const inside = new Set(seen).add(schema);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).flatMap(([name, field]) => {
    const row: FieldRow = {
      name: `${prefix}${name}`,
      where,
      type: typeOf(doc, field),
      required: required.has(name),
      limits: limitsOf(resolve(doc, field)),
      ...(field.description ? { description: field.description } : {}),
    };
    const nested = depth > 1 ? objectInside(doc, field) : null;
    const children = nested
      ? fieldsOf(doc, nested.schema, where, depth - 1, `${prefix}${name}${nested.suffix}.`, inside)
      : [];
    return [row, ...children];
  });
}

function errorsOf(doc: OpenApiDocument, operation: Operation): ErrorRow[] {
  return Object.entries(operation.responses ?? {})
    .filter(([status]) => Number(status) >= 400)
    .map(([status, response]) => {
      const shared = response.$ref ? doc.components?.responses?.[refName(response.$ref)] : response;
      const example = shared?.content?.['application/json']?.example as { error?: { code?: string } } | undefined;
      return { status: Number(status), code: example?.error?.code ?? '', description: shared?.description ?? '' };
    });
}

/** The example's path: its parameters put in, its query added. */
function examplePath(path: string, parameters: Parameter[]): string {
  let filled = path;
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    if (parameter.example === undefined) continue;
    if (parameter.in === 'path') filled = filled.replace(`{${parameter.name}}`, String(parameter.example));
    else query.set(parameter.name, String(parameter.example));
  }
  return query.size ? `${filled}?${query.toString()}` : filled;
}

function routeOf(doc: OpenApiDocument, path: string, method: string, operation: Operation): RouteView {
  const parameters = operation.parameters ?? [];
  // A create answers 201, or 200 when its id was sent before: the 201 is the one to show.
  const successes = Object.entries(operation.responses ?? {}).filter(([status]) => Number(status) < 300);
  const [successStatus, success] = successes.find(([status]) => status === '201') ?? successes[0] ?? [];
  const answer = success?.content?.['application/json'];
  const body = operation.requestBody?.content?.['application/json'];
  const bodyRequired = operation.requestBody?.required ?? false;
  return {
    id: operation.operationId,
    method: method.toUpperCase(),
    path,
    summary: operation.summary ?? '',
    tag: operation.tags?.[0] ?? '',
    scope: operation['x-lifeorbit-scope'] ?? '',
    fields: [
      ...parameters.map((parameter) => ({
        name: parameter.name,
        where: parameter.in,
        type: typeOf(doc, parameter.schema),
        required: parameter.required ?? false,
        limits: limitsOf(parameter.schema),
        ...(parameter.description ? { description: parameter.description } : {}),
      })),
      ...fieldsOf(doc, body?.schema, 'body').map((row) => (bodyRequired ? row : { ...row, required: false })),
    ],
    answerFields: fieldsOf(doc, answer?.schema, 'answer', 2),
    successStatus: Number(successStatus ?? 200),
    answerName: answer?.schema?.$ref ? refName(answer.schema.$ref) : answer?.schema ? typeOf(doc, answer.schema) : null,
    errors: errorsOf(doc, operation),
    example: {
      path: examplePath(path, parameters),
      ...(body?.example !== undefined ? { body: body.example } : {}),
      ...(answer?.example !== undefined ? { answer: answer.example } : {}),
    },
  };
}

/** The document's routes grouped by tag, in the document's order of tags. */
export function referenceOf(doc: OpenApiDocument): TagView[] {
  const routes = Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => routeOf(doc, path, method, item[method]!)),
  );
  const tags = doc.tags ?? [...new Set(routes.map((route) => route.tag))].map((name) => ({ name }));
  return tags
    .map((tag) => ({
      name: tag.name,
      description: (tag as { description?: string }).description ?? '',
      routes: routes.filter((route) => route.tag === tag.name),
    }))
    .filter((tag) => tag.routes.length > 0);
}

/**
 * The routes whose method, path, summary, tag or field names hold every word of the search (case and accents
 * ignored); every group with none left goes.
 */
export function searchReference(tags: TagView[], search: string): TagView[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return tags;
  return tags
    .map((tag) => ({
      ...tag,
      routes: tag.routes.filter((route) => {
        const text = fold(
          [route.method, route.path, route.summary, tag.name, ...route.fields.map((field) => field.name)].join(' '),
        );
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((tag) => tag.routes.length > 0);
}
