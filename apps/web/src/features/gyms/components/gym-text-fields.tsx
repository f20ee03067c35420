import {
  GYM_ADDRESS_MAX_LENGTH,
  GYM_CITY_MAX_LENGTH,
  GYM_DESCRIPTION_MAX_LENGTH,
  GYM_NAME_MAX_LENGTH,
} from '@lifeorbit/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorFor } from '@/lib/field-errors';

export interface GymTextDraft {
  name: string;
  city: string;
  address: string;
  description: string;
}

const TEXTAREA =
  'min-h-24 w-full rounded-[8px] border border-border bg-raised px-3 py-2 text-sm text-text placeholder:text-muted focus-visible:outline-2 focus-visible:outline-accent';

/** A gym's name, city, address and description: the fields of creating a gym and of its admin page. */
export function GymTextFields({
  id,
  draft,
  errors,
  onChange,
}: {
  id: string;
  draft: GymTextDraft;
  errors: Record<string, string>;
  onChange: (field: keyof GymTextDraft, value: string) => void;
}) {
  const { t } = useTranslation('gyms');
  const input = (field: 'name' | 'city' | 'address', max: number) => (
    <Field id={`${id}-${field}`} label={t(`fields.${field}`)} error={errorFor(errors, field)}>
      <Input
        id={`${id}-${field}`}
        value={draft[field]}
        maxLength={max}
        required={field === 'name'}
        onChange={(e) => onChange(field, e.target.value)}
      />
    </Field>
  );
  return (
    <>
      {input('name', GYM_NAME_MAX_LENGTH)}
      <div className="grid gap-3 sm:grid-cols-2">
        {input('city', GYM_CITY_MAX_LENGTH)}
        {input('address', GYM_ADDRESS_MAX_LENGTH)}
      </div>
      <Field id={`${id}-description`} label={t('fields.description')} error={errorFor(errors, 'description')}>
        <textarea
          id={`${id}-description`}
          className={TEXTAREA}
          value={draft.description}
          maxLength={GYM_DESCRIPTION_MAX_LENGTH}
          onChange={(e) => onChange('description', e.target.value)}
        />
      </Field>
    </>
  );
}
