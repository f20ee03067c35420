import { z } from 'zod';
import { Uuid } from './catalogue';
import { multiLineText, singleLineText } from './text';

/** Limits mirror the CHECKs of migrations/0003_templates_programs.sql. */
export const PROGRAM_NAME_MAX_LENGTH = 120;
export const PROGRAM_DESCRIPTION_MAX_LENGTH = 2000;
export const PROGRAM_ROTATION_MAX = 28;

const ProgramName = singleLineText(PROGRAM_NAME_MAX_LENGTH, {
  notText: 'Must be text',
  tooLong: `Name must be at most ${PROGRAM_NAME_MAX_LENGTH} characters`,
}).min(1, { error: 'Give the program a name' });

const programBody = {
  name: ProgramName,
  description: multiLineText(PROGRAM_DESCRIPTION_MAX_LENGTH, {
    notText: 'Must be text',
    tooLong: `Description must be at most ${PROGRAM_DESCRIPTION_MAX_LENGTH} characters`,
  })
    .nullable()
    .optional(),
  /** The rotation, in order; a template may come round more than once (A, B, A). */
  templateIds: z
    .array(Uuid)
    .min(1, { error: 'Add at least one template to the rotation' })
    .max(PROGRAM_ROTATION_MAX, { error: `A rotation holds at most ${PROGRAM_ROTATION_MAX} templates` }),
};

export const CreateProgramRequest = z.object({ id: Uuid, ...programBody, activate: z.boolean().optional() }).strict();
export type CreateProgramRequest = z.infer<typeof CreateProgramRequest>;

/** Replaces name, description and rotation; the member's position is kept (taken modulo the new length). */
export const UpdateProgramRequest = z.object(programBody).strict();
export type UpdateProgramRequest = z.infer<typeof UpdateProgramRequest>;

export const RotationEntry = z.object({
  /** Place in the rotation, from 0. */
  index: z.number(),
  templateId: z.string(),
  name: z.string(),
});
export type RotationEntry = z.infer<typeof RotationEntry>;

export const Program = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** How many program workouts were finished, modulo the rotation length. */
  position: z.number(),
  isActive: z.boolean(),
  rotation: z.array(RotationEntry),
  /** The template at position mod the rotation length; null when the rotation is empty. */
  nextTemplate: RotationEntry.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Program = z.infer<typeof Program>;

export const ProgramListResponse = z.object({ programs: z.array(Program) });
export type ProgramListResponse = z.infer<typeof ProgramListResponse>;
