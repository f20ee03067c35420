import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { trainingProgramTemplates, trainingPrograms, workoutTemplates } from '../../db/templates-schema';

export type ProgramRow = typeof trainingPrograms.$inferSelect;

export interface RotationRow {
  programId: string;
  orderIndex: number;
  templateId: string;
  name: string;
}

export async function listProgramRows(db: AppDb, userId: string): Promise<ProgramRow[]> {
  return db
    .select()
    .from(trainingPrograms)
    .where(eq(trainingPrograms.userId, userId))
    .orderBy(sql`${trainingPrograms.isActive} DESC`, asc(trainingPrograms.createdAt), asc(trainingPrograms.id));
}

export async function findProgram(db: AppDb, userId: string, programId: string): Promise<ProgramRow | null> {
  const [row] = await db
    .select()
    .from(trainingPrograms)
    .where(and(eq(trainingPrograms.id, programId), eq(trainingPrograms.userId, userId)));
  return row ?? null;
}

/** Who owns a program, or null when there is none. */
export async function findProgramOwner(db: AppDb, programId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: trainingPrograms.userId })
    .from(trainingPrograms)
    .where(eq(trainingPrograms.id, programId));
  return row?.userId ?? null;
}

/** The rotations of these programs, in order, with the templates' names. */
export async function listRotations(db: AppDb, programIds: string[]): Promise<RotationRow[]> {
  if (programIds.length === 0) return [];
  return db
    .select({
      programId: trainingProgramTemplates.programId,
      orderIndex: trainingProgramTemplates.orderIndex,
      templateId: trainingProgramTemplates.templateId,
      name: workoutTemplates.name,
    })
    .from(trainingProgramTemplates)
    .innerJoin(workoutTemplates, eq(workoutTemplates.id, trainingProgramTemplates.templateId))
    .where(inArray(trainingProgramTemplates.programId, programIds))
    .orderBy(asc(trainingProgramTemplates.programId), asc(trainingProgramTemplates.orderIndex));
}

async function writeRotation(tx: AppDb, programId: string, templateIds: string[]): Promise<void> {
  await tx.delete(trainingProgramTemplates).where(eq(trainingProgramTemplates.programId, programId));
  if (templateIds.length > 0) {
    await tx
      .insert(trainingProgramTemplates)
      .values(templateIds.map((templateId, orderIndex) => ({ programId, orderIndex, templateId })));
  }
}

/** At most one active program per member (a partial unique index says so too): the others stop first. */
async function makeActive(tx: AppDb, userId: string, programId: string): Promise<void> {
  await tx
    .update(trainingPrograms)
    .set({ isActive: false, updatedAt: sql`now()` })
    .where(
      and(eq(trainingPrograms.userId, userId), eq(trainingPrograms.isActive, true), ne(trainingPrograms.id, programId)),
    );
  await tx
    .update(trainingPrograms)
    .set({ isActive: true, updatedAt: sql`now()` })
    .where(and(eq(trainingPrograms.id, programId), eq(trainingPrograms.userId, userId)));
}

/** Inserts the program and its rotation unless the id exists; answers whether this call created it. */
export async function insertProgram(
  db: AppDb,
  userId: string,
  program: { id: string; name: string; description: string | null },
  templateIds: string[],
  activate: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(trainingPrograms)
      .values({ ...program, userId })
      .onConflictDoNothing({ target: trainingPrograms.id })
      .returning({ id: trainingPrograms.id });
    if (inserted.length === 0) return false;
    await writeRotation(tx, program.id, templateIds);
    if (activate) await makeActive(tx, userId, program.id);
    return true;
  });
}

export async function replaceProgram(
  db: AppDb,
  userId: string,
  programId: string,
  program: { name: string; description: string | null },
  templateIds: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(trainingPrograms)
      .set({ ...program, updatedAt: sql`now()` })
      .where(and(eq(trainingPrograms.id, programId), eq(trainingPrograms.userId, userId)));
    await writeRotation(tx, programId, templateIds);
  });
}

export async function activateProgram(db: AppDb, userId: string, programId: string): Promise<void> {
  await db.transaction((tx) => makeActive(tx, userId, programId));
}

/**
 * Moves the member one step along the rotation, wrapping round at its end; false when there is no such program, or
 * when `from` is given and the program is no longer there (the member moved it in the meantime: their choice stands).
 */
export async function advancePosition(db: AppDb, userId: string, programId: string, from?: number): Promise<boolean> {
  const length = sql`GREATEST(1, (
    SELECT count(*)::int FROM training_program_templates r WHERE r.program_id = ${trainingPrograms.id}))`;
  const updated = await db
    .update(trainingPrograms)
    .set({
      position: sql`(${from ?? trainingPrograms.position} + 1) % ${length}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(trainingPrograms.id, programId),
        eq(trainingPrograms.userId, userId),
        from === undefined ? undefined : sql`${trainingPrograms.position} % ${length} = ${from}`,
      ),
    )
    .returning({ id: trainingPrograms.id });
  return updated.length > 0;
}

export async function deleteProgram(db: AppDb, userId: string, programId: string): Promise<boolean> {
  const deleted = await db
    .delete(trainingPrograms)
    .where(and(eq(trainingPrograms.id, programId), eq(trainingPrograms.userId, userId)))
    .returning({ id: trainingPrograms.id });
  return deleted.length > 0;
}

/**
 * Writes a copied program as the member's own, its rotation naming its templates in order, in the caller's
 * transaction (mentors' "Use this"; the copy is not made active).
 */
export async function insertProgramCopy(
  tx: AppDb,
  userId: string,
  program: { id: string; name: string; description: string | null },
  rotationTemplateIds: string[],
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO training_programs (id, user_id, name, description)
        VALUES (${program.id}, ${userId}, ${program.name}, ${program.description})`,
  );
  const rotation = rotationTemplateIds.map((templateId, orderIndex) => ({ orderIndex, templateId }));
  await tx.execute(
    sql`INSERT INTO training_program_templates (program_id, order_index, template_id)
        SELECT ${program.id}, r."orderIndex", r."templateId"
        FROM jsonb_to_recordset(${JSON.stringify(rotation)}::jsonb) AS r("orderIndex" int, "templateId" uuid)`,
  );
}
