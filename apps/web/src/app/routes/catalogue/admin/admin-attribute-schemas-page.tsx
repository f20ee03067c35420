import { EXERCISE_LOAD_TYPES, type ExerciseLoadType, type LanguageCode } from '@lifeorbit/contracts';
import {
  ATTRIBUTE_VALUE_TYPES,
  type AdminAttributeSchema,
  type AttributeSchemaInput,
  type AttributeValueType,
} from '@lifeorbit/contracts/admin-catalogue';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { DataTable } from '@/components/ui/data-table';
import { Chip } from '@/components/ui/chip';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { Sheet } from '@/components/ui/sheet';
import { useCreateAttributeSchema } from '@/features/catalogue/admin/api/create-attribute-schema';
import { useDeleteAttributeSchema } from '@/features/catalogue/admin/api/delete-attribute-schema';
import { useAttributeSchemas } from '@/features/catalogue/admin/api/list-attribute-schemas';
import { useReferences } from '@/features/catalogue/admin/api/list-references';
import { useUpdateAttributeSchema } from '@/features/catalogue/admin/api/update-attribute-schema';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { LanguageChips } from '@/features/catalogue/admin/components/language-chips';
import { LoadError } from '@/features/catalogue/admin/components/load-error';
import { NamesFields, type NamesDraft } from '@/features/catalogue/admin/components/names-fields';
import { errorFor, fieldErrorsOf } from '@/lib/field-errors';
import { CATALOGUE_DETAIL_WORDS, errorMessage } from '@/features/catalogue/admin/lib/errors';
import { slugify, SLUG_PATTERN } from '@/features/catalogue/admin/lib/numbers';
import { useAppLanguage } from '@/lib/use-app-language';

interface Draft {
  slug: string;
  names: NamesDraft;
  valueType: AttributeValueType;
  loadType: ExerciseLoadType | '';
  movementPatternId: string;
  isRequired: boolean;
  choices: string;
  minValue: string;
  maxValue: string;
  unit: string;
  displayOrder: string;
}

const draftOf = (schema: AdminAttributeSchema | null): Draft => ({
  slug: schema?.slug ?? '',
  names: { en: schema?.names.en ?? '', es: schema?.names.es ?? '', ro: schema?.names.ro ?? '' },
  valueType: schema?.valueType ?? 'number',
  loadType: schema?.loadType ?? '',
  movementPatternId: schema?.movementPatternId ?? '',
  isRequired: schema?.isRequired ?? false,
  choices: schema?.choices.join(', ') ?? '',
  minValue: schema?.minValue === null || schema?.minValue === undefined ? '' : String(schema.minValue),
  maxValue: schema?.maxValue === null || schema?.maxValue === undefined ? '' : String(schema.maxValue),
  unit: schema?.unit ?? '',
  displayOrder: String(schema?.displayOrder ?? 0),
});

const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/** The form as a request body; choices and the range only where the value type has them. */
export function schemaBodyOf(draft: Draft): AttributeSchemaInput {
  const numeric = draft.valueType === 'number' || draft.valueType === 'integer';
  return {
    slug: draft.slug,
    names: { en: draft.names.en.trim(), es: draft.names.es.trim() || null, ro: draft.names.ro.trim() || null },
    valueType: draft.valueType,
    loadType: draft.loadType || null,
    movementPatternId: draft.movementPatternId || null,
    isRequired: draft.isRequired,
    choices:
      draft.valueType === 'choice'
        ? draft.choices
            .split(',')
            .map((c) => c.trim())
            .filter(Boolean)
        : [],
    minValue: numeric ? optionalNumber(draft.minValue) : null,
    maxValue: numeric ? optionalNumber(draft.maxValue) : null,
    unit: draft.unit.trim() || null,
    displayOrder: Number(draft.displayOrder) || 0,
  };
}

function SchemaSheet({ schema, onClose }: { schema: AdminAttributeSchema | null; onClose: () => void }) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const lang = useAppLanguage();
  const patterns = useReferences('movement-patterns', lang);
  const [draft, setDraft] = useState<Draft>(() => draftOf(schema));
  const [slugTouched, setSlugTouched] = useState(schema !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [newId] = useState(() => crypto.randomUUID());
  const create = useCreateAttributeSchema();
  const update = useUpdateAttributeSchema();
  const isPending = create.isPending || update.isPending;
  const numeric = draft.valueType === 'number' || draft.valueType === 'integer';
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const err = (field: string) => {
    const message = errorFor(errors, field);
    return message ? message : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!draft.names.en.trim()) local['names.en'] = t('errors.englishNameRequired');
    if (!SLUG_PATTERN.test(draft.slug)) local.slug = t('errors.slugFormat');
    const body = schemaBodyOf(draft);
    if (draft.valueType === 'choice' && (body.choices ?? []).length === 0) local.choices = t('errors.choicesRequired');
    for (const field of ['minValue', 'maxValue'] as const) {
      const value = body[field];
      if (value !== null && value !== undefined && !Number.isFinite(value)) local[field] = t('errors.number');
    }
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const onError = (error: Error) => {
      setErrors(fieldErrorsOf(error, t, CATALOGUE_DETAIL_WORDS));
      toast.error(errorMessage(error, t));
    };
    const onSuccess = () => {
      toast.success(t('reference.saved'));
      onClose();
    };
    if (schema) update.mutate({ id: schema.id, body }, { onSuccess, onError });
    else create.mutate({ id: newId, ...body }, { onSuccess, onError });
  };

  const nameErrors = Object.fromEntries(
    (['en', 'es', 'ro'] as LanguageCode[]).map((code) => [code, errorFor(errors, `names.${code}`)]),
  );

  return (
    <Sheet
      open
      side="right"
      onOpenChange={(open) => !open && onClose()}
      title={schema ? t('reference.editTitle', { name: schema.name }) : t('attributeSchemas.new')}
      closeLabel={t('common.close')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-4">
        <NamesFields
          idPrefix={`${id}-name`}
          names={draft.names}
          stacked
          errors={nameErrors}
          onChange={(names) => setDraft((d) => ({ ...d, names, slug: slugTouched ? d.slug : slugify(names.en) }))}
        />
        <Field id={`${id}-slug`} label={t('common.slug')} error={err('slug')} hint={t('common.slugHint')}>
          <Input
            id={`${id}-slug`}
            className="font-mono"
            value={draft.slug}
            onChange={(e) => {
              setSlugTouched(true);
              set('slug', e.target.value);
            }}
          />
        </Field>
        <Field id={`${id}-type`} label={t('attributeSchemas.valueType')}>
          <NativeSelect
            id={`${id}-type`}
            value={draft.valueType}
            onChange={(e) => set('valueType', e.target.value as AttributeValueType)}
          >
            {ATTRIBUTE_VALUE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`valueTypes.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {draft.valueType === 'choice' ? (
          <Field
            id={`${id}-choices`}
            label={t('attributeSchemas.choices')}
            error={err('choices')}
            hint={t('attributeSchemas.choicesHint')}
          >
            <Input id={`${id}-choices`} value={draft.choices} onChange={(e) => set('choices', e.target.value)} />
          </Field>
        ) : null}
        {numeric ? (
          <div className="grid grid-cols-2 gap-3">
            <Field id={`${id}-min`} label={t('attributeSchemas.min')} error={err('minValue')}>
              <Input
                id={`${id}-min`}
                inputMode="decimal"
                className="tabular-nums"
                value={draft.minValue}
                onChange={(e) => set('minValue', e.target.value)}
              />
            </Field>
            <Field id={`${id}-max`} label={t('attributeSchemas.max')} error={err('maxValue')}>
              <Input
                id={`${id}-max`}
                inputMode="decimal"
                className="tabular-nums"
                value={draft.maxValue}
                onChange={(e) => set('maxValue', e.target.value)}
              />
            </Field>
          </div>
        ) : null}
        <Field id={`${id}-unit`} label={t('attributeSchemas.unit')} error={err('unit')}>
          <Input id={`${id}-unit`} maxLength={20} value={draft.unit} onChange={(e) => set('unit', e.target.value)} />
        </Field>
        <fieldset className="flex flex-col gap-3 rounded-[8px] border border-border p-3">
          <legend className="px-1 text-sm font-medium">{t('attributeSchemas.appliesTo')}</legend>
          <Field id={`${id}-load`} label={t('attributeSchemas.loadType')}>
            <NativeSelect
              id={`${id}-load`}
              value={draft.loadType}
              onChange={(e) => set('loadType', e.target.value as ExerciseLoadType | '')}
            >
              <option value="">{t('attributeSchemas.anyLoadType')}</option>
              {EXERCISE_LOAD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`loadTypes.${type}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id={`${id}-pattern`} label={t('attributeSchemas.pattern')} error={err('movementPatternId')}>
            <NativeSelect
              id={`${id}-pattern`}
              value={draft.movementPatternId}
              onChange={(e) => set('movementPatternId', e.target.value)}
            >
              <option value="">{t('attributeSchemas.anyPattern')}</option>
              {patterns.data?.items.map((pattern) => (
                <option key={pattern.id} value={pattern.id}>
                  {pattern.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </fieldset>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-[var(--accent)]"
            checked={draft.isRequired}
            onChange={(e) => set('isRequired', e.target.checked)}
          />
          {t('attributeSchemas.required')}
        </label>
        <Field id={`${id}-order`} label={t('common.order')}>
          <Input
            id={`${id}-order`}
            inputMode="numeric"
            className="tabular-nums"
            value={draft.displayOrder}
            onChange={(e) => set('displayOrder', e.target.value)}
          />
        </Field>
        {errors.valueType ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.valueType}
          </p>
        ) : null}
        <div className="flex gap-2">
          <Button type="submit" disabled={isPending}>
            {isPending ? t('common.saving') : t('common.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Sheet>
  );
}

/** /admin/attribute-schemas: typed extra attributes per kind of exercise; values are checked when exercises are saved. */
export function AdminAttributeSchemasPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  const lang = useAppLanguage();
  const schemas = useAttributeSchemas(lang);
  const remove = useDeleteAttributeSchema();
  const [editing, setEditing] = useState<{ schema: AdminAttributeSchema | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminAttributeSchema | null>(null);

  const rule = (schema: AdminAttributeSchema) => {
    if (schema.valueType === 'choice') return schema.choices.join(', ');
    if (schema.minValue !== null || schema.maxValue !== null) {
      return t('attributeSchemas.range', { min: schema.minValue ?? '…', max: schema.maxValue ?? '…' });
    }
    return '—';
  };

  return (
    <>
      <AdminPageHeader
        title={t('routes:adminAttributeSchemas.title')}
        description={t('pages.attributeSchemas')}
        actions={
          <Button onClick={() => setEditing({ schema: null })}>
            <Plus aria-hidden strokeWidth={1.75} />
            {t('attributeSchemas.new')}
          </Button>
        }
      />
      {schemas.isError ? <LoadError error={schemas.error} onRetry={() => void schemas.refetch()} /> : null}
      <DataTable
        caption={t('routes:adminAttributeSchemas.title')}
        columns={[
          t('common.name'),
          t('common.slug'),
          t('common.languages'),
          t('attributeSchemas.valueType'),
          t('attributeSchemas.appliesTo'),
          t('attributeSchemas.rule'),
          t('attributeSchemas.values'),
          t('common.actions'),
        ]}
        isLoading={schemas.isPending}
        isEmpty={schemas.data?.items.length === 0}
        emptyText={t('attributeSchemas.empty')}
      >
        {schemas.data?.items.map((schema) => (
          <tr key={schema.id} className="hover:bg-raised/60">
            <td className="px-3 py-2 font-medium">
              {schema.name}
              {schema.isRequired ? (
                <span className="ml-2">
                  <Chip tone="accent">{t('attributeSchemas.requiredChip')}</Chip>
                </span>
              ) : null}
            </td>
            <td className="px-3 py-2 font-mono text-xs text-muted">{schema.slug}</td>
            <td className="px-3 py-2">
              <LanguageChips names={schema.names} />
            </td>
            <td className="px-3 py-2">
              {t(`valueTypes.${schema.valueType}`)}
              {schema.unit ? <span className="text-muted"> ({schema.unit})</span> : null}
            </td>
            <td className="px-3 py-2">
              {[schema.loadType ? t(`loadTypes.${schema.loadType}`) : null, schema.movementPattern?.name ?? null]
                .filter(Boolean)
                .join(' · ') || t('attributeSchemas.everyExercise')}
            </td>
            <td className="px-3 py-2 tabular-nums">{rule(schema)}</td>
            <td className="px-3 py-2 tabular-nums">{schema.valueCount}</td>
            <td className="px-3 py-1">
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('reference.editNamed', { name: schema.name })}
                  onClick={() => setEditing({ schema })}
                >
                  <Pencil aria-hidden strokeWidth={1.75} />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('reference.deleteNamed', { name: schema.name })}
                  disabled={schema.valueCount > 0}
                  title={schema.valueCount > 0 ? t('reference.inUseHint') : undefined}
                  onClick={() => setDeleting(schema)}
                >
                  <Trash2 aria-hidden strokeWidth={1.75} />
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      {editing ? <SchemaSheet schema={editing.schema} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('common.confirmDelete', { name: deleting?.name ?? '' })}
        description={t('common.confirmDeleteDescription')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        isPending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(t('reference.deleted', { name: deleting.name })),
            onError: (error) => toast.error(errorMessage(error, t)),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </>
  );
}
