import { EXERCISE_LOAD_TYPES, type ExerciseLoadType } from '@lifeorbit/contracts';
import {
  ATTRIBUTE_VALUE_TYPES,
  type AdminAttributeSchema,
  type AttributeValueType,
} from '@lifeorbit/contracts/admin-catalogue';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { toast } from '@/lib/toast';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { errorFor } from '@/lib/field-errors';
import { useAppLanguage } from '@/lib/use-app-language';
import { useCreateAttributeSchema } from '../api/create-attribute-schema';
import { useReferences } from '../api/list-references';
import { useUpdateAttributeSchema } from '../api/update-attribute-schema';
import { attributeSchemaDraftOf, schemaBodyOf, type AttributeSchemaDraft } from '../lib/attribute-schema-draft';
import { EditSheet, useEditSheet } from './edit-sheet';
import { OrderField } from './order-field';

/** The side sheet that adds or edits one attribute schema: its names, value type, rule, unit and where it applies. */
export function AttributeSchemaSheet({
  schema,
  onClose,
}: {
  schema: AdminAttributeSchema | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const lang = useAppLanguage();
  const patterns = useReferences('movement-patterns', lang);
  const { draft, set, errors, check, failed, newId, sheet } = useEditSheet<AttributeSchemaDraft>(
    () => attributeSchemaDraftOf(schema),
    schema !== null,
    onClose,
  );
  const create = useCreateAttributeSchema();
  const update = useUpdateAttributeSchema();
  const numeric = draft.valueType === 'number' || draft.valueType === 'integer';
  const err = (field: string) => errorFor(errors, field) || null;

  const submit = () => {
    const local: Record<string, string> = {};
    const body = schemaBodyOf(draft);
    if (draft.valueType === 'choice' && (body.choices ?? []).length === 0) local.choices = t('errors.choicesRequired');
    for (const field of ['minValue', 'maxValue'] as const) {
      const value = body[field];
      if (value !== null && value !== undefined && !Number.isFinite(value)) local[field] = t('errors.number');
    }
    if (!check(local)) return;
    const onSuccess = () => {
      toast.success(t('reference.saved'));
      onClose();
    };
    if (schema) update.mutate({ id: schema.id, body }, { onSuccess, onError: failed });
    else create.mutate({ id: newId, ...body }, { onSuccess, onError: failed });
  };

  const numberField = (field: 'minValue' | 'maxValue', suffix: string, label: string) => (
    <Field id={`${id}-${suffix}`} label={label} error={err(field)}>
      <Input
        id={`${id}-${suffix}`}
        inputMode="decimal"
        className="tabular-nums"
        value={draft[field]}
        onChange={(e) => set(field, e.target.value)}
      />
    </Field>
  );

  return (
    <EditSheet
      sheet={sheet}
      title={schema ? t('reference.editTitle', { name: schema.name }) : t('attributeSchemas.new')}
      isPending={create.isPending || update.isPending}
      onSubmit={submit}
    >
      <SelectField
        id={`${id}-type`}
        label={t('attributeSchemas.valueType')}
        value={draft.valueType}
        onValueChange={(type) => set('valueType', type as AttributeValueType)}
        choices={ATTRIBUTE_VALUE_TYPES.map((type) => ({ value: type, label: t(`valueTypes.${type}`) }))}
      />
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
          {numberField('minValue', 'min', t('attributeSchemas.min'))}
          {numberField('maxValue', 'max', t('attributeSchemas.max'))}
        </div>
      ) : null}
      <Field id={`${id}-unit`} label={t('attributeSchemas.unit')} error={err('unit')}>
        <Input id={`${id}-unit`} maxLength={20} value={draft.unit} onChange={(e) => set('unit', e.target.value)} />
      </Field>
      <fieldset className="flex flex-col gap-3 rounded-[8px] border border-border p-3">
        <legend className="px-1 text-sm font-medium">{t('attributeSchemas.appliesTo')}</legend>
        <SelectField
          id={`${id}-load`}
          label={t('attributeSchemas.loadType')}
          value={draft.loadType}
          onValueChange={(type) => set('loadType', type as ExerciseLoadType | '')}
          emptyLabel={t('attributeSchemas.anyLoadType')}
          choices={EXERCISE_LOAD_TYPES.map((type) => ({ value: type, label: t(`loadTypes.${type}`) }))}
        />
        <SelectField
          id={`${id}-pattern`}
          label={t('attributeSchemas.pattern')}
          error={err('movementPatternId')}
          value={draft.movementPatternId}
          onValueChange={(patternId) => set('movementPatternId', patternId)}
          emptyLabel={t('attributeSchemas.anyPattern')}
          choices={(patterns.data?.items ?? []).map((pattern) => ({ value: pattern.id, label: pattern.name }))}
        />
      </fieldset>
      <CheckboxField checked={draft.isRequired} onCheckedChange={(checked) => set('isRequired', checked)}>
        {t('attributeSchemas.required')}
      </CheckboxField>
      <OrderField id={`${id}-order`} value={draft.displayOrder} onChange={(order) => set('displayOrder', order)} />
      {errors.valueType ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.valueType}
        </p>
      ) : null}
    </EditSheet>
  );
}
