import { EXERCISE_EFFORT_MODES, EXERCISE_LOAD_MODES, EXERCISE_LOAD_TYPES } from '@lifeorbit/contracts';
import type { ExerciseOptionsResponse } from '@lifeorbit/contracts/admin-catalogue';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/input';
import { LANGUAGES } from '@/lib/i18n';
import { errorFor } from '@/lib/field-errors';
import { applicableSchemas, type ExerciseDraft } from '../lib/exercise-draft';
import { ExerciseMusclesCard, ExerciseNamesCard } from './exercise-form-cards';
import { AliasColumn, AttributeField, CheckChip, EnumSelect, toggle } from './exercise-form-fields';

/**
 * Everything about a catalogue exercise on one page: names and descriptions in the three languages side by side,
 * muscles, equipment and grips, how it is loaded, aliases per language, tags and the attributes that apply.
 */
export function ExerciseForm({
  draft,
  onChange,
  options,
  errors,
  onSubmit,
  footer,
}: {
  draft: ExerciseDraft;
  onChange: (draft: ExerciseDraft) => void;
  options: ExerciseOptionsResponse;
  errors: Record<string, string>;
  onSubmit: () => void;
  footer: ReactNode;
}) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const set = <K extends keyof ExerciseDraft>(key: K, value: ExerciseDraft[K]) => onChange({ ...draft, [key]: value });
  const err = (field: string) => {
    const message = errorFor(errors, field);
    return message ? message : null;
  };
  const equipment = options.equipment.find((e) => e.id === draft.equipmentId);
  const allowedGrips = options.grips.filter((g) => equipment?.gripIds.includes(g.id));
  const schemas = applicableSchemas(options.attributeSchemas, draft);
  const card = { id, draft, set, err, options };

  const setEquipment = (equipmentId: string) => {
    const next = options.equipment.find((e) => e.id === equipmentId);
    // Default grips the new equipment does not allow go.
    onChange({
      ...draft,
      equipmentId,
      defaultGripIds: draft.defaultGripIds.filter((g) => next?.gripIds.includes(g)),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 pb-24">
      <ExerciseNamesCard {...card} />
      <ExerciseMusclesCard {...card} />

      <Card>
        <CardTitle>{t('exerciseForm.equipmentAndGrips')}</CardTitle>
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          <Field id={`${id}-equipment`} label={t('exerciseForm.equipment')} error={err('equipmentId')}>
            <NativeSelect
              id={`${id}-equipment`}
              value={draft.equipmentId}
              onChange={(e) => setEquipment(e.target.value)}
            >
              <option value="">{t('common.none')}</option>
              {options.equipment.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id={`${id}-pattern`} label={t('exerciseForm.pattern')} error={err('movementPatternId')}>
            <NativeSelect
              id={`${id}-pattern`}
              value={draft.movementPatternId}
              onChange={(e) => set('movementPatternId', e.target.value)}
            >
              <option value="">{t('common.none')}</option>
              {options.patterns.map((pattern) => (
                <option key={pattern.id} value={pattern.id}>
                  {pattern.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <CheckboxField
          className="mt-3"
          checked={draft.allowsGrips}
          onCheckedChange={(allowsGrips) =>
            onChange({ ...draft, allowsGrips, defaultGripIds: allowsGrips ? draft.defaultGripIds : [] })
          }
        >
          {t('exerciseForm.allowsGrips')}
        </CheckboxField>
        {draft.allowsGrips ? (
          <fieldset className="mt-2">
            <legend className="text-sm font-medium">{t('exerciseForm.defaultGrips')}</legend>
            <p className="text-xs text-muted">
              {equipment ? t('exerciseForm.defaultGripsHint') : t('exerciseForm.chooseEquipmentFirst')}
            </p>
            {err('defaultGripIds') ? (
              <p role="alert" className="text-sm text-destructive">
                {err('defaultGripIds')}
              </p>
            ) : null}
            <div className="mt-2 flex flex-wrap gap-2">
              {allowedGrips.map((grip) => {
                const position = draft.defaultGripIds.indexOf(grip.id);
                return (
                  <CheckChip
                    key={grip.id}
                    checked={position >= 0}
                    onChange={() => set('defaultGripIds', toggle(draft.defaultGripIds, grip.id))}
                  >
                    {grip.name}
                    {position >= 0 ? <span className="text-xs text-muted tabular-nums">#{position + 1}</span> : null}
                  </CheckChip>
                );
              })}
            </div>
          </fieldset>
        ) : null}
      </Card>

      <Card>
        <CardTitle>{t('exerciseForm.load')}</CardTitle>
        <div className="mt-3 grid gap-3 md:grid-cols-3">
          <EnumSelect
            id={`${id}-load-type`}
            label={t('exerciseForm.loadType')}
            error={err('loadType')}
            value={draft.loadType}
            options={EXERCISE_LOAD_TYPES}
            optionLabel={(type) => t(`loadTypes.${type}`)}
            onChange={(value) => set('loadType', value)}
          />
          <EnumSelect
            id={`${id}-load-mode`}
            label={t('exerciseForm.loadMode')}
            error={err('loadMode')}
            value={draft.loadMode}
            options={EXERCISE_LOAD_MODES}
            optionLabel={(mode) => t(`loadModes.${mode}`)}
            onChange={(value) => set('loadMode', value)}
          />
          <EnumSelect
            id={`${id}-effort`}
            label={t('exerciseForm.effortMode')}
            error={err('effortMode')}
            value={draft.effortMode}
            options={EXERCISE_EFFORT_MODES}
            optionLabel={(mode) => t(`effortModes.${mode}`)}
            onChange={(value) => set('effortMode', value)}
          />
        </div>
        <CheckboxField
          className="mt-3"
          checked={draft.isUnilateral}
          onCheckedChange={(checked) => set('isUnilateral', checked)}
        >
          {t('exerciseForm.unilateral')}
        </CheckboxField>
      </Card>

      <Card>
        <CardTitle>{t('exerciseForm.aliases')}</CardTitle>
        <p className="mt-1 text-sm text-muted">{t('exerciseForm.aliasesHint')}</p>
        <div className="mt-3 grid gap-4 md:grid-cols-3">
          {LANGUAGES.map((code) => (
            <AliasColumn
              key={code}
              code={code}
              aliases={draft.aliases}
              onChange={(aliases) => set('aliases', aliases)}
              error={code === 'en' ? err('aliases') : null}
            />
          ))}
        </div>
      </Card>

      <Card>
        <CardTitle>{t('exerciseForm.tags')}</CardTitle>
        {err('tagIds') ? (
          <p role="alert" className="text-sm text-destructive">
            {err('tagIds')}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          {options.tags.map((tag) => (
            <CheckChip
              key={tag.id}
              checked={draft.tagIds.includes(tag.id)}
              onChange={() => set('tagIds', toggle(draft.tagIds, tag.id))}
            >
              {tag.name}
            </CheckChip>
          ))}
        </div>
      </Card>

      <Card>
        <CardTitle>{t('exerciseForm.attributes')}</CardTitle>
        {schemas.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{t('exerciseForm.noAttributes')}</p>
        ) : (
          <div className="mt-3 grid gap-3 md:grid-cols-3">
            {schemas.map((schema) => (
              <AttributeField
                key={schema.id}
                schema={schema}
                value={draft.attributes[schema.slug] ?? ''}
                error={err(`attributes.${schema.slug}`)}
                onChange={(value) => set('attributes', { ...draft.attributes, [schema.slug]: value })}
              />
            ))}
          </div>
        )}
      </Card>

      <div className="fixed inset-x-0 bottom-0 z-10 border-t border-border bg-surface/95 px-4 py-3 backdrop-blur lg:left-60">
        <div className="flex flex-wrap items-center gap-2">{footer}</div>
      </div>
    </form>
  );
}
