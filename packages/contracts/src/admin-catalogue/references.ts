import { z } from 'zod';
import { NamedRef, PerLanguage } from '../catalogue';
import { DisplayLanguage, DisplayOrder, optionalParam, ReferenceNames, Slug, Uuid } from './common';

/** The reference lists (body parts, muscles, equipment, grips, movement patterns, tags) and equipment-grip compatibility. */

export const REFERENCE_KINDS = ['body-parts', 'muscles', 'equipment', 'grips', 'movement-patterns', 'tags'] as const;
export const ReferenceKind = z.enum(REFERENCE_KINDS, { error: `One of ${REFERENCE_KINDS.join(', ')}` });
export type ReferenceKind = z.infer<typeof ReferenceKind>;

export const EQUIPMENT_LOAD_KINDS = ['plates', 'stack', 'dumbbell', 'bodyweight', 'band', 'cardio', 'other'] as const;
export const EquipmentLoadKind = z.enum(EQUIPMENT_LOAD_KINDS);
export type EquipmentLoadKind = z.infer<typeof EquipmentLoadKind>;
export const BAR_TYPES = ['barbell', 'ezbar', 'fixed'] as const;
export const BarType = z.enum(BAR_TYPES);
export type BarType = z.infer<typeof BarType>;

export const ReferenceKindParams = z.object({ kind: ReferenceKind });
export const ReferenceItemParams = z.object({ kind: ReferenceKind, id: Uuid });
export const IdParam = z.object({ id: Uuid });

export const ReferenceListQuery = z.object({
  lang: DisplayLanguage,
  /** Only rows no exercise uses (the "others" lists). */
  unused: optionalParam(z.enum(['true', 'false'])).transform((value) => value === 'true'),
});

/** A row of a reference list with its names in every language and how many exercises use it. */
export const AdminReferenceItem = z.object({
  id: z.string(),
  slug: z.string(),
  displayOrder: z.number().int(),
  /** In the requested language, else English, else the slug. */
  name: z.string(),
  names: PerLanguage(z.string()),
  exerciseCount: z.number().int(),
  /** Muscles: the body part they belong to. */
  bodyPartId: z.string().nullable().optional(),
  /** Body parts: how many muscles they hold. */
  muscleCount: z.number().int().optional(),
  /** Equipment: how the weight is made up, the bar of a plate-loaded bar, the grips it allows. */
  loadKind: EquipmentLoadKind.optional(),
  barType: BarType.nullable().optional(),
  gripIds: z.array(z.string()).optional(),
});
export type AdminReferenceItem = z.infer<typeof AdminReferenceItem>;

export const AdminReferenceListResponse = z.object({ kind: ReferenceKind, items: z.array(AdminReferenceItem) });
export type AdminReferenceListResponse = z.infer<typeof AdminReferenceListResponse>;

/** The fields every reference row has, plus the ones only some kinds have (the API refuses them elsewhere). */
export const ReferenceInput = z
  .object({
    slug: Slug,
    displayOrder: DisplayOrder.default(0),
    names: ReferenceNames,
    bodyPartId: Uuid.optional(),
    loadKind: EquipmentLoadKind.optional(),
    barType: BarType.nullable().optional(),
    gripIds: z.array(Uuid).max(20, { error: 'At most 20 grips' }).optional(),
  })
  .strict();
export type ReferenceInput = z.input<typeof ReferenceInput>;

export const CreateReferenceRequest = ReferenceInput.extend({ id: Uuid }).strict();
export type CreateReferenceRequest = z.input<typeof CreateReferenceRequest>;

/** Which extra fields each kind takes, and which of them it needs. */
export const REFERENCE_KIND_FIELDS: Record<ReferenceKind, { allowed: string[]; required: string[] }> = {
  'body-parts': { allowed: [], required: [] },
  muscles: { allowed: ['bodyPartId'], required: ['bodyPartId'] },
  equipment: { allowed: ['loadKind', 'barType', 'gripIds'], required: ['loadKind'] },
  grips: { allowed: [], required: [] },
  'movement-patterns': { allowed: [], required: [] },
  tags: { allowed: [], required: [] },
};

export const EquipmentGripPair = z.object({ equipmentId: Uuid, gripId: Uuid }).strict();
export type EquipmentGripPair = z.infer<typeof EquipmentGripPair>;

export const EquipmentGripsResponse = z.object({
  equipment: z.array(NamedRef),
  grips: z.array(NamedRef),
  pairs: z.array(z.object({ equipmentId: z.string(), gripId: z.string() })),
});
export type EquipmentGripsResponse = z.infer<typeof EquipmentGripsResponse>;

/** Changes to the compatibility matrix: pairs to allow and pairs to forbid (so two admins never undo each other). */
export const UpdateEquipmentGripsRequest = z
  .object({
    add: z.array(EquipmentGripPair).max(1000).default([]),
    remove: z.array(EquipmentGripPair).max(1000).default([]),
  })
  .strict();
export type UpdateEquipmentGripsRequest = z.input<typeof UpdateEquipmentGripsRequest>;
