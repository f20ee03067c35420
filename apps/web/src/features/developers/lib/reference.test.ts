import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@lifeorbit/contracts/public-api';
import { referenceOf, searchReference, type OpenApiDocument } from './reference';

// The document as the server makes it, so the page is tested against what it will read.
const document = JSON.parse(
  JSON.stringify(buildOpenApiDocument({ serverUrl: 'http://localhost:3000' })),
) as OpenApiDocument;
const tags = referenceOf(document);
const routes = tags.flatMap((tag) => tag.routes);
const logSet = routes.find((route) => route.id === 'logSet')!;

describe('the reference read from the OpenAPI document', () => {
  it('groups every route under its tag, in the document’s order', () => {
    expect(tags.map((tag) => tag.name)).toEqual(document.tags!.map((tag) => tag.name));
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(routes).toHaveLength(operations.length);
  });

  it('lists a route’s fields with their types, whether required and their limits', () => {
    expect(logSet).toMatchObject({ method: 'POST', path: '/api/workout-exercises/{id}/sets', tag: 'Sets' });
    expect(logSet.scope).toBe('workouts:write');
    const field = (name: string) => logSet.fields.find((row) => row.name === name);
    expect(field('id')).toMatchObject({ where: 'path', required: true, type: 'string (uuid)' });
    expect(field('lang')).toMatchObject({ where: 'query', required: false, type: 'en | es | ro' });
    expect(field('reps')).toMatchObject({ where: 'body', required: false, type: 'integer | null' });
    expect(field('reps')?.limits).toEqual([{ kind: 'range', min: 0, max: 1000 }]);
    expect(field('notes')?.limits).toEqual([{ kind: 'maxLength', value: 1000 }]);
    expect(field('gripIds')).toMatchObject({ type: 'string (uuid)[]', limits: [{ kind: 'maxItems', value: 10 }] });
  });

  it('lists nested fields under their parent', () => {
    const template = routes.find((route) => route.id === 'createTemplate')!;
    expect(template.fields.map((row) => row.name)).toContain('exercises[].exerciseId');
  });

  it('shows the created answer, its fields, the errors and the example', () => {
    expect(logSet.successStatus).toBe(201);
    expect(logSet.answerName).toBe('WorkoutSet');
    expect(logSet.answerFields.find((row) => row.name === 'personalRecords')?.type).toBe(
      '(weight | reps_at_weight | one_rep_max | volume | longest_duration | longest_distance | fastest_pace)[]',
    );
    expect(logSet.errors.map((error) => error.status)).toEqual([400, 401, 403, 404, 409, 413, 415, 429]);
    expect(logSet.errors[0]).toMatchObject({ code: 'validation_failed' });
    expect(logSet.example.path).toMatch(/^\/api\/workout-exercises\/[0-9a-f-]{36}\/sets$/);
    expect(logSet.example.body).toMatchObject({ reps: 8 });
    expect(logSet.example.answer).toMatchObject({ setIndex: 1 });
  });

  it('has no answer fields for a 204', () => {
    const remove = routes.find((route) => route.id === 'deleteSet')!;
    expect(remove).toMatchObject({ successStatus: 204, answerName: null, answerFields: [] });
  });
});

describe('searchReference', () => {
  it('keeps the routes holding every word, accents and case aside', () => {
    const found = searchReference(tags, 'SETS post').flatMap((tag) => tag.routes.map((route) => route.id));
    expect(found).toContain('logSet');
    expect(found).not.toContain('deleteSet');
  });

  it('matches field names and drops the groups left empty', () => {
    const found = searchReference(tags, 'bodyWeightKg');
    expect(found.map((tag) => tag.name)).toEqual(['Body measurements']);
  });

  it('finds nothing for a word no route has', () => {
    expect(searchReference(tags, 'zzzz')).toEqual([]);
  });

  it('gives back everything for an empty search', () => {
    expect(searchReference(tags, '  ')).toBe(tags);
  });
});
