import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  renderNamingTemplate,
  type AdminAttributeSchema,
  type AdminExerciseDetail,
  type AdminNamingTemplate,
  type AttributeSchemasResponse,
  type NamingTemplatesResponse,
} from '@lifeorbit/contracts/admin-catalogue';
import type { TestMember } from '../../../test/harness';
import { attributeValueProblem, checkAttributeValues } from './attribute-schemas.service';
import { adminAndMember, auditOf, call, expectFieldError, idOf, json, rows, unique } from '../../../test/admin-support';

let admin: TestMember;
let member: TestMember;
const cleanup: { table: string; id: string }[] = [];

beforeAll(async () => {
  ({ admin, member } = await adminAndMember());
});

afterAll(async () => {
  for (const { table, id } of cleanup.reverse()) await rows(sql`DELETE FROM ${sql.identifier(table)} WHERE id = ${id}`);
});

function schemaBody(overrides: Record<string, unknown> = {}) {
  return {
    slug: unique('attr'),
    names: { en: 'Handle height', es: 'Altura del asa', ro: 'Înălțimea mânerului' },
    valueType: 'integer',
    loadType: 'cable',
    minValue: 1,
    maxValue: 20,
    unit: 'notch',
    ...overrides,
  };
}

async function createSchema(overrides: Record<string, unknown> = {}) {
  const id = crypto.randomUUID();
  const response = await call('POST', '/api/admin/attribute-schemas', {
    cookie: admin.cookie,
    body: { id, ...schemaBody(overrides) },
  });
  if (response.status === 201) cleanup.push({ table: 'attribute_schemas', id });
  return { id, response };
}

describe('attribute schemas', () => {
  it('answers 401 without a session and 403 to a member', async () => {
    expect((await call('GET', '/api/admin/attribute-schemas')).status).toBe(401);
    expect((await call('GET', '/api/admin/attribute-schemas', { cookie: member.cookie })).status).toBe(403);
  });

  it('lists the seeded schemas with their scope', async () => {
    const list = await json<AttributeSchemasResponse>(
      await call('GET', '/api/admin/attribute-schemas?lang=es', { cookie: admin.cookie }),
      200,
    );
    const bench = list.items.find((s) => s.slug === 'bench-angle')!;
    expect(bench).toMatchObject({ name: 'Ángulo del banco', valueType: 'integer', minValue: -30, maxValue: 90 });
    expect(bench.movementPattern?.slug).toBe('horizontal-push');
    expect(list.items.find((s) => s.slug === 'band-resistance')).toMatchObject({
      loadType: 'band',
      valueType: 'choice',
    });
  });

  it('creates, edits and deletes a schema, each audited', async () => {
    const { id, response } = await createSchema();
    const schema = await json<AdminAttributeSchema>(response, 201);
    expect(schema).toMatchObject({ loadType: 'cable', minValue: 1, maxValue: 20, unit: 'notch', valueCount: 0 });
    expect((await auditOf(admin.id, 'attribute_schema_created'))[0]?.details).toMatchObject({ id });
    const edited = await json<AdminAttributeSchema>(
      await call('PUT', `/api/admin/attribute-schemas/${id}`, {
        cookie: admin.cookie,
        body: schemaBody({
          slug: schema.slug,
          valueType: 'choice',
          choices: ['low', 'high'],
          minValue: null,
          maxValue: null,
        }),
      }),
      200,
    );
    expect(edited).toMatchObject({ valueType: 'choice', choices: ['low', 'high'], minValue: null });
    expect((await auditOf(admin.id, 'attribute_schema_updated'))[0]?.details).toMatchObject({ id });
    expect((await call('DELETE', `/api/admin/attribute-schemas/${id}`, { cookie: admin.cookie })).status).toBe(204);
    expect((await auditOf(admin.id, 'attribute_schema_deleted'))[0]?.details).toMatchObject({ id });
  });

  it.each([
    [{ valueType: 'choice', minValue: null, maxValue: null }, 'choices'],
    [{ valueType: 'text', choices: ['a'], minValue: null, maxValue: null }, 'choices'],
    [{ minValue: 10, maxValue: 5 }, 'maxValue'],
    [{ valueType: 'boolean' }, 'minValue'],
    [{ movementPatternId: '00000000-0000-4000-8000-000000000000' }, 'movementPatternId'],
    [{ loadType: 'spaceship' }, 'loadType'],
    [{ names: { en: '' } }, 'names.en'],
  ])('refuses %o with a 400 naming %s', async (overrides, field) => {
    const { id, response } = await createSchema(overrides);
    await expectFieldError(response, field);
    expect(await rows(sql`SELECT id FROM attribute_schemas WHERE id = ${id}`)).toEqual([]);
  });

  it('refuses to delete a schema with stored values, or to change it so they no longer fit (409)', async () => {
    const { id, response } = await createSchema();
    const schema = await json<AdminAttributeSchema>(response, 201);
    const exerciseId = crypto.randomUUID();
    const body = {
      id: exerciseId,
      translations: { en: { name: unique('Cable thing') } },
      primaryMuscleId: await idOf('muscles', 'triceps'),
      equipmentId: await idOf('equipment', 'cable-machine'),
      movementPatternId: null,
      loadType: 'cable',
      loadMode: 'stack',
      attributes: { [schema.slug]: 7 },
    };
    const exercise = await json<AdminExerciseDetail>(
      await call('POST', '/api/admin/exercises', { cookie: admin.cookie, body }),
      201,
    );
    cleanup.push({ table: 'exercises', id: exerciseId });
    expect(exercise.attributes).toEqual({ [schema.slug]: 7 });
    expect((await call('DELETE', `/api/admin/attribute-schemas/${id}`, { cookie: admin.cookie })).status).toBe(409);
    const narrowed = await call('PUT', `/api/admin/attribute-schemas/${id}`, {
      cookie: admin.cookie,
      body: schemaBody({ slug: schema.slug, maxValue: 5 }),
    });
    expect(narrowed.status).toBe(409);
    // Required now: saving the exercise without a value is refused.
    await json(
      await call('PUT', `/api/admin/attribute-schemas/${id}`, {
        cookie: admin.cookie,
        body: schemaBody({ slug: schema.slug, isRequired: true }),
      }),
      200,
    );
    const { id: _, ...update } = body;
    await expectFieldError(
      await call('PUT', `/api/admin/exercises/${exerciseId}`, {
        cookie: admin.cookie,
        body: { ...update, attributes: {} },
      }),
      `attributes.${schema.slug}`,
    );
  });

  it('checks values by type, range and choices', () => {
    const integer = { valueType: 'integer' as const, choices: [], minValue: 0, maxValue: 10 };
    expect(attributeValueProblem(integer, 5)).toBeNull();
    expect(attributeValueProblem(integer, 5.5)).toEqual({ code: 'invalid_type', message: 'Must be a whole number' });
    expect(attributeValueProblem(integer, 11)).toEqual({ code: 'too_large', message: 'At most 10' });
    expect(attributeValueProblem(integer, '5')).toEqual({ code: 'invalid_type', message: 'Must be a number' });
    const choice = { valueType: 'choice' as const, choices: ['a', 'b'], minValue: null, maxValue: null };
    expect(attributeValueProblem(choice, 'c')).toEqual({ code: 'invalid_value', message: 'Must be one of a, b' });
    expect(attributeValueProblem({ ...choice, valueType: 'boolean' }, 'true')?.message).toBe('Must be true or false');
    expect(attributeValueProblem({ ...choice, valueType: 'text' }, ' ')?.message).toBe('Must be text');
    const schema = {
      id: 's',
      slug: 'grip-width',
      name: 'Grip width',
      names: { en: 'Grip width', es: null, ro: null },
      valueType: 'number' as const,
      loadType: 'barbell' as const,
      movementPatternId: null,
      movementPattern: null,
      isRequired: true,
      choices: [],
      minValue: null,
      maxValue: null,
      unit: 'cm',
      displayOrder: 0,
      valueCount: 0,
    };
    expect(checkAttributeValues([schema], { loadType: 'barbell', movementPatternId: null }, {}).details).toEqual([
      { field: 'attributes.grip-width', code: 'required', message: 'Required for this kind of exercise' },
    ]);
    expect(checkAttributeValues([schema], { loadType: 'dumbbell', movementPatternId: null }, {}).details).toEqual([]);
    expect(
      checkAttributeValues([schema], { loadType: 'barbell', movementPatternId: null }, { 'grip-width': 81 }).values,
    ).toEqual([{ schemaId: 's', value: 81 }]);
  });
});

describe('naming templates', () => {
  it('answers 401 without a session and 403 to a member', async () => {
    expect((await call('GET', '/api/admin/naming-templates')).status).toBe(401);
    expect((await call('GET', '/api/admin/naming-templates', { cookie: member.cookie })).status).toBe(403);
  });

  it('lists the seeded templates with their pattern per language', async () => {
    const list = await json<NamingTemplatesResponse>(
      await call('GET', '/api/admin/naming-templates', { cookie: admin.cookie }),
      200,
    );
    expect(list.items.find((t) => t.slug === 'equipment-movement-grip')?.patterns).toEqual({
      en: '{equipment} {movement} ({grip})',
      es: '{movement} con {equipment} ({grip})',
      ro: '{movement} cu {equipment} ({grip})',
    });
  });

  it('creates, edits and deletes a template, each audited', async () => {
    const id = crypto.randomUUID();
    const slug = unique('template');
    const created = await json<AdminNamingTemplate>(
      await call('POST', '/api/admin/naming-templates', {
        cookie: admin.cookie,
        body: { id, slug, loadType: 'dumbbell', patterns: { en: '{name} with {equipment}', es: '', ro: null } },
      }),
      201,
    );
    cleanup.push({ table: 'naming_templates', id });
    expect(created).toMatchObject({
      loadType: 'dumbbell',
      patterns: { en: '{name} with {equipment}', es: null, ro: null },
    });
    expect((await auditOf(admin.id, 'naming_template_created'))[0]?.details).toMatchObject({ id });
    const edited = await json<AdminNamingTemplate>(
      await call('PUT', `/api/admin/naming-templates/${id}`, {
        cookie: admin.cookie,
        body: { slug, patterns: { en: '{name} ({grip})', es: '{name} ({grip})', ro: '{name} ({grip})' } },
      }),
      200,
    );
    expect(edited).toMatchObject({ loadType: null, patterns: { es: '{name} ({grip})' } });
    expect((await auditOf(admin.id, 'naming_template_updated'))[0]?.details).toMatchObject({ id });
    expect((await call('DELETE', `/api/admin/naming-templates/${id}`, { cookie: admin.cookie })).status).toBe(204);
    expect((await auditOf(admin.id, 'naming_template_deleted'))[0]?.details).toMatchObject({ id });
  });

  it.each([
    [{ en: '{equipment} {colour}' }, 'patterns.en'],
    [{ en: '{equipment {movement}' }, 'patterns.en'],
    [{ en: 'Just words' }, 'patterns.en'],
    [{ en: '{name}', es: '{nombre}' }, 'patterns.es'],
    [{ es: '{name}' }, 'patterns.en'],
  ])('refuses the patterns %o with a 400 naming %s', async (patterns, field) => {
    const id = crypto.randomUUID();
    await expectFieldError(
      await call('POST', '/api/admin/naming-templates', {
        cookie: admin.cookie,
        body: { id, slug: unique('bad'), patterns },
      }),
      field,
    );
    expect(await rows(sql`SELECT id FROM naming_templates WHERE id = ${id}`)).toEqual([]);
  });

  it('renders a pattern, leaving no trace of a missing part', () => {
    const parts = {
      equipment: 'Barbell',
      movement: 'Row',
      grip: 'Overhand',
      name: 'Row',
      muscle: null,
      bodyPart: null,
    };
    expect(renderNamingTemplate('{equipment} {movement} ({grip})', parts)).toBe('Barbell Row (Overhand)');
    expect(renderNamingTemplate('{equipment} {movement} ({grip})', { ...parts, grip: null })).toBe('Barbell Row');
    expect(renderNamingTemplate('{movement} – {muscle}', parts)).toBe('Row');
    expect(renderNamingTemplate('{muscle}, {equipment}', parts)).toBe('Barbell');
  });
});
