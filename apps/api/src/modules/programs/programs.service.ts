import type {
  CreateProgramRequest,
  CodedErrorDetail,
  Program,
  ProgramListResponse,
  RotationEntry,
  UpdateProgramRequest,
} from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import { AppError } from '../../core/errors';
import { validationError } from '../../core/validation';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorOf } from '../../core/db';
import { ownTemplateIds } from '../templates';
import {
  activateProgram as activateProgramRow,
  advancePosition,
  deleteProgram,
  findProgram,
  findProgramOwner,
  insertProgram,
  listProgramRows,
  listRotations,
  replaceProgram,
  type ProgramRow,
  type RotationRow,
} from './programs.repository';

/** The next workout of a program is the template at the member's position, modulo the rotation's length. */
export function nextInRotation(rotation: RotationEntry[], position: number): RotationEntry | null {
  if (rotation.length === 0) return null;
  return rotation[((position % rotation.length) + rotation.length) % rotation.length] ?? null;
}

function toProgram(row: ProgramRow, rotationRows: RotationRow[]): Program {
  // Entries are numbered by their place, so a rotation stays 0..n-1 even after one of its templates was deleted.
  const rotation = rotationRows.map((r, index) => ({ index, templateId: r.templateId, name: r.name }));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    position: rotation.length === 0 ? 0 : row.position % rotation.length,
    isActive: row.isActive,
    rotation,
    nextTemplate: nextInRotation(rotation, row.position),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listPrograms(db: AppDb, userId: string): Promise<ProgramListResponse> {
  const rows = await listProgramRows(db, userId);
  const rotations = await listRotations(
    db,
    rows.map((row) => row.id),
  );
  return {
    programs: rows.map((row) =>
      toProgram(
        row,
        rotations.filter((r) => r.programId === row.id),
      ),
    ),
  };
}

/** The member's program with its rotation and next template; anyone else's (or none) is a 404. */
export async function getProgram(db: AppDb, userId: string, programId: string): Promise<Program> {
  const row = await findProgram(db, userId, programId);
  if (!row) throw new AppError('not_found', 'No such program');
  return toProgram(row, await listRotations(db, [programId]));
}

async function checkTemplates(db: AppDb, userId: string, templateIds: string[]): Promise<void> {
  const own = await ownTemplateIds(db, userId, [...new Set(templateIds)]);
  const details: CodedErrorDetail[] = templateIds.flatMap((id, index) =>
    own.has(id) ? [] : [{ field: `templateIds.${index}`, code: 'not_found', message: 'Unknown template' }],
  );
  if (details.length > 0) throw validationError(details);
}

export async function createProgram(
  db: AppDb,
  userId: string,
  body: CreateProgramRequest,
): Promise<{ program: Program; created: boolean }> {
  const owner = await findProgramOwner(db, body.id);
  if (owner !== null) {
    if (owner !== userId) throw new AppError('conflict', 'This id is already taken');
    return { program: await getProgram(db, userId, body.id), created: false };
  }
  await checkTemplates(db, userId, body.templateIds);
  const created = await insertProgram(
    db,
    userId,
    { id: body.id, name: body.name, description: body.description || null },
    body.templateIds,
    body.activate ?? false,
  );
  if (!created && (await findProgramOwner(db, body.id)) !== userId) {
    throw new AppError('conflict', 'This id is already taken');
  }
  return { program: await getProgram(db, userId, body.id), created };
}

export async function updateProgram(
  db: AppDb,
  userId: string,
  programId: string,
  body: UpdateProgramRequest,
): Promise<Program> {
  if (!(await findProgram(db, userId, programId))) throw new AppError('not_found', 'No such program');
  await checkTemplates(db, userId, body.templateIds);
  await replaceProgram(
    db,
    userId,
    programId,
    { name: body.name, description: body.description || null },
    body.templateIds,
  );
  return getProgram(db, userId, programId);
}

/** Makes this the member's one active program. */
export async function activateProgram(db: AppDb, userId: string, programId: string): Promise<Program> {
  if (!(await findProgram(db, userId, programId))) throw new AppError('not_found', 'No such program');
  await activateProgramRow(db, userId, programId);
  return getProgram(db, userId, programId);
}

/**
 * Moves the member to the next template of the rotation (wrapping round). The workouts module calls this when a
 * workout started from the program ends; `POST /api/programs/:id/advance` calls it too.
 */
export async function advanceProgram(db: AppDb, userId: string, programId: string): Promise<Program> {
  if (!(await advancePosition(db, userId, programId))) throw new AppError('not_found', 'No such program');
  return getProgram(db, userId, programId);
}

/**
 * After a workout started at `position` of the program ends: the next template, unless the member moved the program
 * since (then their choice stands). A program deleted meanwhile is no error.
 */
export async function advanceProgramAfterWorkout(
  db: AppDb,
  userId: string,
  programId: string,
  position: number,
): Promise<void> {
  await advancePosition(db, userId, programId, position);
}

export async function removeProgram(db: AppDb, userId: string, programId: string): Promise<void> {
  try {
    if (!(await deleteProgram(db, userId, programId))) throw new AppError('not_found', 'No such program');
  } catch (err) {
    if (pgErrorOf(err)?.code === PG_FOREIGN_KEY_VIOLATION)
      throw new AppError('conflict', 'This program is used by your workouts');
    throw err;
  }
}
