import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MENTOR_BIO_MAX_LENGTH,
  MENTOR_HEADLINE_MAX_LENGTH,
  MENTOR_NAME_MAX_LENGTH,
  MENTOR_SPECIALITIES,
  type AdminMentor,
  type MentorSpeciality,
} from '@lifeorbit/contracts/mentors';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorFor, type DetailWords } from '@/lib/field-errors';

export const MENTOR_FORM_WORDS: DetailWords = {
  ns: 'mentors',
  keys: {
    'slug.duplicate': 'form.errors.slugTaken',
    'email.duplicate': 'form.errors.alreadyMentor',
    'slug.invalid_format': 'form.errors.slugFormat',
    'links.invalid_format': 'form.errors.link',
  },
};

export interface MentorFormValues {
  email: string;
  slug: string;
  displayName: string;
  headline: string;
  bio: string;
  specialities: MentorSpeciality[];
  languages: ('en' | 'es' | 'ro')[];
  links: string;
  isActive: boolean;
}

export const valuesOf = (mentor?: AdminMentor): MentorFormValues => ({
  email: mentor?.email ?? '',
  slug: mentor?.slug ?? '',
  displayName: mentor?.displayName ?? '',
  headline: mentor?.headline ?? '',
  bio: mentor?.bio ?? '',
  specialities: mentor?.specialities ?? [],
  languages: mentor?.languages ?? [],
  links: (mentor?.links ?? []).join('\n'),
  isActive: mentor?.isActive ?? true,
});

/** The request body of the form's values (links one a line). */
export const bodyOf = (values: MentorFormValues) => ({
  slug: values.slug,
  displayName: values.displayName,
  headline: values.headline,
  bio: values.bio,
  specialities: values.specialities,
  languages: values.languages,
  links: values.links
    .split('\n')
    .map((link) => link.trim())
    .filter(Boolean),
  isActive: values.isActive,
});

const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** A mentor's profile: who (an e-mail, when creating), link, name, headline, bio, specialities, languages, links. */
export function MentorForm({
  initial,
  creating,
  errors,
  pending,
  submitLabel,
  onSubmit,
}: {
  initial: MentorFormValues;
  creating: boolean;
  errors: Record<string, string>;
  pending: boolean;
  submitLabel: string;
  onSubmit: (values: MentorFormValues) => void;
}) {
  const { t } = useTranslation('mentors');
  const [values, setValues] = useState(initial);
  const [slugTouched, setSlugTouched] = useState(!creating);
  const set = (patch: Partial<MentorFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  return (
    <form
      className="flex max-w-2xl flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
    >
      {creating ? (
        <Field id="mentor-email" label={t('form.email')} error={errorFor(errors, 'email')} hint={t('form.emailHint')}>
          <Input
            id="mentor-email"
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={(e) => set({ email: e.target.value })}
            aria-invalid={Boolean(errors.email)}
          />
        </Field>
      ) : null}
      <Field id="mentor-name" label={t('form.displayName')} error={errorFor(errors, 'displayName')}>
        <Input
          id="mentor-name"
          value={values.displayName}
          maxLength={MENTOR_NAME_MAX_LENGTH}
          onChange={(e) =>
            set({ displayName: e.target.value, ...(slugTouched ? {} : { slug: slugOf(e.target.value) }) })
          }
          aria-invalid={Boolean(errors.displayName)}
        />
      </Field>
      <Field
        id="mentor-slug"
        label={t('form.slug')}
        error={errorFor(errors, 'slug')}
        hint={t('form.slugHint', { slug: values.slug || 'name' })}
      >
        <Input
          id="mentor-slug"
          value={values.slug}
          maxLength={60}
          onChange={(e) => {
            setSlugTouched(true);
            set({ slug: e.target.value });
          }}
          aria-invalid={Boolean(errors.slug)}
        />
      </Field>
      <Field id="mentor-headline" label={t('form.headline')} error={errorFor(errors, 'headline')}>
        <Input
          id="mentor-headline"
          value={values.headline}
          maxLength={MENTOR_HEADLINE_MAX_LENGTH}
          onChange={(e) => set({ headline: e.target.value })}
        />
      </Field>
      <Field id="mentor-bio" label={t('form.bio')} error={errorFor(errors, 'bio')}>
        <textarea
          id="mentor-bio"
          rows={5}
          maxLength={MENTOR_BIO_MAX_LENGTH}
          value={values.bio}
          onChange={(e) => set({ bio: e.target.value })}
          className="w-full rounded-[8px] border border-border bg-surface px-3 py-2 text-base md:text-sm"
        />
      </Field>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">{t('form.specialities')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {MENTOR_SPECIALITIES.map((speciality) => (
            <label key={speciality} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5"
                checked={values.specialities.includes(speciality)}
                onChange={() => set({ specialities: toggle(values.specialities, speciality) })}
              />
              {t(`specialities.${speciality}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">{t('form.languages')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {(['en', 'es', 'ro'] as const).map((code) => (
            <label key={code} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5"
                checked={values.languages.includes(code)}
                onChange={() => set({ languages: toggle(values.languages, code) })}
              />
              {t(`languages.${code}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id="mentor-links" label={t('form.links')} error={errorFor(errors, 'links')} hint={t('form.linksHint')}>
        <textarea
          id="mentor-links"
          rows={3}
          value={values.links}
          onChange={(e) => set({ links: e.target.value })}
          className="w-full rounded-[8px] border border-border bg-surface px-3 py-2 text-base md:text-sm"
        />
      </Field>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-5"
          checked={values.isActive}
          onChange={(e) => set({ isActive: e.target.checked })}
        />
        {t('form.active')}
      </label>
      <div>
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
