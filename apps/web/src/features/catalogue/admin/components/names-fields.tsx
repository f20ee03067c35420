import type { LanguageCode } from '@lifeorbit/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { errorFor } from '@/lib/field-errors';
import { LANGUAGES } from '@/lib/i18n';

export type NamesDraft = Record<LanguageCode, string>;

export const emptyNames = (): NamesDraft => ({ en: '', es: '', ro: '' });

/** A form's errors under `names.en`, `names.es`, `names.ro`, by language, for the fields below. */
export const nameErrorsOf = (errors: Record<string, string>): Partial<Record<LanguageCode, string | null>> =>
  Object.fromEntries(LANGUAGES.map((code) => [code, errorFor(errors, `names.${code}`)]));

/** Names in English, Spanish and Romanian side by side (stacked in a narrow sheet or on a phone). */
export function NamesFields({
  idPrefix,
  names,
  onChange,
  errors,
  maxLength = 100,
  stacked = false,
  label = 'nameIn',
}: {
  idPrefix: string;
  names: NamesDraft;
  onChange: (names: NamesDraft) => void;
  errors: Partial<Record<LanguageCode, string | null>>;
  maxLength?: number;
  stacked?: boolean;
  label?: 'nameIn' | 'patternIn';
}) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <div className={cn('grid gap-3', !stacked && 'md:grid-cols-3')}>
      {LANGUAGES.map((code) => (
        <Field
          key={code}
          id={`${idPrefix}-${code}`}
          label={`${t(label, { language: t(`languagesInText.${code}`) })}${code === 'en' ? ' *' : ''}`}
          error={errors[code]}
          hint={code !== 'en' && !names[code].trim() ? t('common.missingHint') : undefined}
        >
          <Input
            id={`${idPrefix}-${code}`}
            lang={code}
            value={names[code]}
            maxLength={maxLength}
            aria-invalid={errors[code] ? true : undefined}
            onChange={(event) => onChange({ ...names, [code]: event.target.value })}
          />
        </Field>
      ))}
    </div>
  );
}
