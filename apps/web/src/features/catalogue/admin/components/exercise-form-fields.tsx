import type { LanguageCode } from '@lifeorbit/contracts';
import type { AdminAttributeSchema } from '@lifeorbit/contracts/admin-catalogue';
import { X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { addAlias, type ExerciseDraft } from '../lib/exercise-draft';

/** A checkbox drawn as a chip (muscles, grips, tags). */
export function CheckChip({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
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

export const toggle = (list: string[], id: string) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

/** One language's aliases: the list, each removable, and a box to add one. */
export function AliasColumn({
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

/** One attribute that applies to the exercise, as a select (a choice, yes or no) or a box (a number, a text). */
export function AttributeField({
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

/** A labelled select over a fixed list of values (load type, load mode, effort mode). */
export function EnumSelect<T extends string>({
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
