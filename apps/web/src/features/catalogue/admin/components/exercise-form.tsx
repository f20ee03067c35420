import {
  EXERCISE_EFFORT_MODES,
  EXERCISE_LOAD_MODES,
  EXERCISE_LOAD_TYPES,
  type LanguageCode,
} from '@lifeorbit/contracts';
import type { AdminAttributeSchema, ExerciseOptionsResponse } from '@lifeorbit/contracts/admin-catalogue';
import { X } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { errorFor, translateFieldMessage } from '../lib/errors';
import { addAlias, applicableSchemas, type ExerciseDraft } from '../lib/exercise-draft';
import { LANGUAGES } from '@/lib/i18n';

function CheckChip({ checked, onChange, children }: { checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2 rounded-[8px] border px-3 text-sm',
        checked ? 'border-accent bg-accent/10' : 'border-border',
      )}
    >
      <input type="checkbox" className="size-5 accent-[var(--accent)]" checked={checked} onChange={onChange} />
      {children}
    </label>
  );
}

const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

function AliasColumn({
  code,
  aliases,
  onChange,
  error,
}: {
  code: LanguageCode;
  aliases: ExerciseDraft['aliases'];
  onChange: (aliases: ExerciseDraft['aliases']) => void;
  error: string | null;
}) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
    onChange(addAlias(aliases, code, text));
    setText('');
  };
  const mine = aliases.filter((a) => a.languageCode === code);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{t(`languages.${code}`)}</h3>
      <ul
        className="flex flex-wrap gap-1"
        aria-label={t('exerciseForm.aliasesIn', { language: t(`languagesInText.${code}`) })}
      >
        {mine.length === 0 ? <li className="text-sm text-muted">{t('exerciseForm.noAliases')}</li> : null}
        {mine.map((alias) => (
          <li
            key={alias.alias}
            lang={code}
            className="inline-flex items-center gap-1 rounded-full border border-border py-0.5 pr-0.5 pl-3 text-sm"
          >
            {alias.alias}
            <button
              type="button"
              className="inline-flex size-8 items-center justify-center rounded-full hover:bg-raised"
              aria-label={t('exerciseForm.removeAlias', { alias: alias.alias })}
              onClick={() => onChange(aliases.filter((a) => a !== alias))}
            >
              <X className="size-4" aria-hidden strokeWidth={1.75} />
            </button>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <label htmlFor={`${id}-alias`} className="sr-only">
          {t('exerciseForm.newAliasIn', { language: t(`languagesInText.${code}`) })}
        </label>
        <Input
          id={`${id}-alias`}
          lang={code}
          maxLength={200}
          value={text}
          placeholder={t('exerciseForm.newAlias')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" disabled={!text.trim()} onClick={add}>
          {t('exerciseForm.addAlias', { language: t(`languageShort.${code}`) })}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function AttributeField({
  schema,
  value,
  onChange,
  error,
}: {
  schema: AdminAttributeSchema;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const label = `${schema.name}${schema.unit ? ` (${schema.unit})` : ''}${schema.isRequired ? ' *' : ''}`;
  const hint =
    schema.minValue !== null || schema.maxValue !== null
      ? t('attributeSchemas.range', { min: schema.minValue ?? '…', max: schema.maxValue ?? '…' })
      : undefined;
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {schema.valueType === 'choice' || schema.valueType === 'boolean' ? (
        <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('exerciseForm.noValue')}</option>
          {schema.valueType === 'boolean' ? (
            <>
              <option value="true">{t('common.yes')}</option>
              <option value="false">{t('common.no')}</option>
            </>
          ) : (
            schema.choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))
          )}
        </NativeSelect>
      ) : (
        <Input
          id={id}
          inputMode={schema.valueType === 'text' ? undefined : 'decimal'}
          className={schema.valueType === 'text' ? undefined : 'tabular-nums'}
          maxLength={200}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

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
    return message ? translateFieldMessage(message, t) : null;
  };
  const primary = options.muscles.find((m) => m.id === draft.primaryMuscleId);
  const primaryPart = options.bodyParts.find((b) => b.id === primary?.bodyPartId);
  const equipment = options.equipment.find((e) => e.id === draft.equipmentId);
  const allowedGrips = options.grips.filter((g) => equipment?.gripIds.includes(g.id));
  const schemas = applicableSchemas(options.attributeSchemas, draft);

  const musclesByPart = options.bodyParts.map((part) => ({
    part,
    muscles: options.muscles.filter((m) => m.bodyPartId === part.id),
  }));

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
      <Card>
        <CardTitle>{t('exerciseForm.names')}</CardTitle>
        <div className="mt-3 grid gap-4 md:grid-cols-3">
          {LANGUAGES.map((code) => (
            <div key={code} className="flex flex-col gap-3">
              <Field
                id={`${id}-name-${code}`}
                label={`${t('nameIn', { language: t(`languagesInText.${code}`) })}${code === 'en' ? ' *' : ''}`}
                error={err(`translations.${code}.name`) ?? (code === 'en' ? err('translations.en') : null)}
                hint={
                  code === 'en'
                    ? t('exerciseForm.englishHint')
                    : !draft.translations[code].name.trim()
                      ? t('common.missingHint')
                      : t('exerciseForm.translatedHint')
                }
              >
                <Input
                  id={`${id}-name-${code}`}
                  lang={code}
                  maxLength={200}
                  value={draft.translations[code].name}
                  aria-invalid={err(`translations.${code}.name`) ? true : undefined}
                  onChange={(e) =>
                    set('translations', {
                      ...draft.translations,
                      [code]: { ...draft.translations[code], name: e.target.value },
                    })
                  }
                />
              </Field>
              <Field
                id={`${id}-description-${code}`}
                label={t('descriptionIn', { language: t(`languagesInText.${code}`) })}
                error={err(`translations.${code}.description`)}
              >
                <textarea
                  id={`${id}-description-${code}`}
                  lang={code}
                  rows={4}
                  maxLength={4000}
                  className="w-full rounded-[8px] border border-border bg-surface px-3 py-2 text-base text-text focus-visible:border-accent md:text-sm"
                  value={draft.translations[code].description}
                  onChange={(e) =>
                    set('translations', {
                      ...draft.translations,
                      [code]: { ...draft.translations[code], description: e.target.value },
                    })
                  }
                />
              </Field>
            </div>
          ))}
        </div>
        <div className="mt-4 max-w-md">
          <Field id={`${id}-slug`} label={t('common.slug')} error={err('slug')} hint={t('exerciseForm.slugHint')}>
            <Input
              id={`${id}-slug`}
              className="font-mono"
              value={draft.slug}
              onChange={(e) => set('slug', e.target.value)}
            />
          </Field>
        </div>
      </Card>

      <Card>
        <CardTitle>{t('exerciseForm.muscles')}</CardTitle>
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          <Field id={`${id}-primary`} label={`${t('exerciseForm.primaryMuscle')} *`} error={err('primaryMuscleId')}>
            <NativeSelect
              id={`${id}-primary`}
              value={draft.primaryMuscleId}
              onChange={(e) => set('primaryMuscleId', e.target.value)}
            >
              <option value="" disabled>
                {t('exerciseForm.choose')}
              </option>
              {musclesByPart.map(({ part, muscles }) => (
                <optgroup key={part.id} label={part.name}>
                  {muscles.map((muscle) => (
                    <option key={muscle.id} value={muscle.id}>
                      {muscle.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect>
          </Field>
          <Field id={`${id}-body-part`} label={t('exerciseForm.bodyPart')} error={err('bodyPartId')}>
            <NativeSelect
              id={`${id}-body-part`}
              value={draft.bodyPartId}
              onChange={(e) => set('bodyPartId', e.target.value)}
            >
              <option value="">
                {primaryPart
                  ? t('exerciseForm.bodyPartFromMuscle', { name: primaryPart.name })
                  : t('exerciseForm.bodyPartFromMuscleEmpty')}
              </option>
              {options.bodyParts.map((part) => (
                <option key={part.id} value={part.id}>
                  {part.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium">{t('exerciseForm.secondaryMuscles')}</legend>
          {err('secondaryMuscleIds') ? (
            <p role="alert" className="text-sm text-destructive">
              {err('secondaryMuscleIds')}
            </p>
          ) : null}
          <div className="mt-2 flex flex-col gap-3">
            {musclesByPart.map(({ part, muscles }) => (
              <div key={part.id}>
                <p className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">{part.name}</p>
                <div className="flex flex-wrap gap-2">
                  {muscles
                    .filter((m) => m.id !== draft.primaryMuscleId)
                    .map((muscle) => (
                      <CheckChip
                        key={muscle.id}
                        checked={draft.secondaryMuscleIds.includes(muscle.id)}
                        onChange={() => set('secondaryMuscleIds', toggle(draft.secondaryMuscleIds, muscle.id))}
                      >
                        {muscle.name}
                      </CheckChip>
                    ))}
                </div>
              </div>
            ))}
          </div>
        </fieldset>
      </Card>

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
        <label className="mt-3 flex min-h-11 items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-[var(--accent)]"
            checked={draft.allowsGrips}
            onChange={(e) =>
              onChange({
                ...draft,
                allowsGrips: e.target.checked,
                defaultGripIds: e.target.checked ? draft.defaultGripIds : [],
              })
            }
          />
          {t('exerciseForm.allowsGrips')}
        </label>
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
        <label className="mt-3 flex min-h-11 items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-[var(--accent)]"
            checked={draft.isUnilateral}
            onChange={(e) => set('isUnilateral', e.target.checked)}
          />
          {t('exerciseForm.unilateral')}
        </label>
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

/** A labelled select over a fixed list of values (load type, load mode, effort mode). */
function EnumSelect<T extends string>({
  id,
  label,
  error,
  value,
  options,
  optionLabel,
  onChange,
}: {
  id: string;
  label: string;
  error?: string | null;
  value: T;
  options: readonly T[];
  optionLabel: (value: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
