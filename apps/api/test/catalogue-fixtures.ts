import crypto from 'node:crypto';
import { call, type TestMember } from './harness';

/**
 * Catalogue, template and program rows for the permission matrix (issue 4). Rows that a route deletes are made per
 * call; the others once, in `ids`.
 */
async function created(response: Response, what: string): Promise<void> {
  if (response.status !== 201) throw new Error(`${what} fixture: ${response.status} ${await response.text()}`);
}

/** 401 for anonymous, `status` for memberA (the owner), 404 for everyone else: other members' ids do not exist. */
export function ownerOnly(status: number) {
  return (actor: string) => (actor === 'anonymous' ? 401 : actor === 'memberA' ? status : 404);
}

export async function newCustomExercise(member: TestMember): Promise<string> {
  const id = crypto.randomUUID();
  await created(
    await call('POST', '/api/exercises', {
      cookie: member.cookie,
      body: { id, names: { en: 'Matrix move' }, loadType: 'cable' },
    }),
    'custom exercise',
  );
  return id;
}

export async function newTemplate(member: TestMember, exerciseId?: string): Promise<string> {
  const id = crypto.randomUUID();
  const exercises = exerciseId ? [{ exerciseId, targetSets: 3, targetReps: 8 }] : [];
  await created(
    await call('POST', '/api/templates', { cookie: member.cookie, body: { id, name: 'Matrix day', exercises } }),
    'template',
  );
  return id;
}

export async function newProgram(member: TestMember, templateId: string): Promise<string> {
  const id = crypto.randomUUID();
  await created(
    await call('POST', '/api/programs', {
      cookie: member.cookie,
      body: { id, name: 'Matrix program', templateIds: [templateId] },
    }),
    'program',
  );
  return id;
}

/** memberA's custom exercise, template (using it) and program (rotating it), and a catalogue exercise's id. */
export async function buildCatalogueFixtures(memberA: TestMember, ids: Record<string, string>): Promise<void> {
  const page = (await (await call('GET', '/api/exercises?limit=1', { cookie: memberA.cookie })).json()) as {
    items: { id: string }[];
  };
  ids.catalogueExercise = page.items[0]!.id;
  ids.customExercise = await newCustomExercise(memberA);
  ids.template = await newTemplate(memberA, ids.customExercise);
  ids.program = await newProgram(memberA, ids.template);
}

/** Each signed-in actor's own template, so that creating a program is allowed for every member. */
export async function ensureOwnTemplate(
  members: Record<string, TestMember>,
  ids: Record<string, string>,
  actor: string,
): Promise<void> {
  const member = members[actor];
  if (member && !ids[`template:${actor}`]) ids[`template:${actor}`] = await newTemplate(member);
}
