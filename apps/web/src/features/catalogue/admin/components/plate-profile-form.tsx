import type { AdminPlateProfile } from '@lifeorbit/contracts/admin-catalogue';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmedDeleteButton } from '@/components/ui/confirmed-delete-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorFor } from '@/lib/field-errors';
import { useCreatePlateProfile } from '../api/create-plate-profile';
import { useDeletePlateProfile } from '../api/delete-plate-profile';
import { useUpdatePlateProfile } from '../api/update-plate-profile';
import { deleteQuestion, leaveAfterDelete } from '../lib/delete-question';
import { SLUG_PATTERN } from '../lib/numbers';
import {
  NEW_PROFILE,
  plateProfileDraftOf,
  profileBodyOf,
  SERVER_FIELDS,
  type PlateProfileDraft,
} from '../lib/plate-profile-draft';
import { useFollowingSlug } from '../lib/use-following-slug';
import { useFormErrors } from '../lib/use-form-errors';
import { PlatePreview } from './plate-preview';
import { SlugField } from './slug-field';

/** A plate profile's name, bars, plates and increments, and whether it is the default; saved or created. */
export function PlateProfileForm({ profile, newId }: { profile: AdminPlateProfile | null; newId: string }) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const navigate = useNavigate();
  const create = useCreatePlateProfile();
  const update = useUpdatePlateProfile();
  const remove = useDeletePlateProfile();
  const [draft, setDraft] = useState<PlateProfileDraft>(() => (profile ? plateProfileDraftOf(profile) : NEW_PROFILE));
  const slug = useFollowingSlug(profile !== null);
  const { errors, check, failed } = useFormErrors(
    (field) => SERVER_FIELDS[field.split('.')[0]!] ?? field.split('.')[0]!,
  );
  const { body, errors: numberErrors } = profileBodyOf(draft);
  const isPending = create.isPending || update.isPending;

  const set = (field: keyof PlateProfileDraft, value: string | boolean) =>
    setDraft((d) => ({
      ...d,
      [field]: value,
      ...(field === 'name' ? { slug: slug.afterName(String(value), d.slug) } : {}),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!draft.name.trim()) local.name = t('errors.required');
    if (!SLUG_PATTERN.test(draft.slug)) local.slug = t('errors.slugFormat');
    for (const field of Object.keys(numberErrors)) local[field] = t('errors.kgList');
    if (!check(local) || !body) return;
    const onError = failed;
    if (profile) {
      update.mutate({ id: profile.id, body }, { onSuccess: () => toast.success(t('plates.saved')), onError });
    } else {
      create.mutate(
        { id: newId, ...body },
        {
          onSuccess: (created) => {
            toast.success(t('plates.created'));
            navigate(`/admin/plates/profiles/${created.id}`, { replace: true });
          },
          onError,
        },
      );
    }
  };

  const kgField = (field: keyof PlateProfileDraft, label: string, hint?: string) => (
    <Field id={`${id}-${field}`} label={label} error={errors[field]} hint={hint}>
      <Input
        id={`${id}-${field}`}
        inputMode="decimal"
        className="tabular-nums"
        value={String(draft[field])}
        aria-invalid={errors[field] ? true : undefined}
        onChange={(e) => set(field, e.target.value)}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 xl:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-4">
        <Card>
          <div className="grid gap-3 md:grid-cols-2">
            <Field id={`${id}-name`} label={t('plates.name')} error={errors.name}>
              <Input
                id={`${id}-name`}
                value={draft.name}
                maxLength={100}
                onChange={(e) => set('name', e.target.value)}
              />
            </Field>
            <SlugField
              id={`${id}-slug`}
              value={draft.slug}
              error={errors.slug}
              onChange={(typed) => set('slug', slug.typed(typed))}
            />
          </div>
        </Card>
        <Card>
          <CardTitle>{t('plates.bars')}</CardTitle>
          <div className="mt-3 grid gap-3 md:grid-cols-3">
            {kgField('barbellKg', t('plates.barbellKg'))}
            {kgField('ezbarKg', t('plates.ezbarKg'))}
            {kgField('fixedKg', t('plates.fixedKg'))}
          </div>
        </Card>
        <Card>
          <CardTitle>{t('plates.platesAndIncrements')}</CardTitle>
          <div className="mt-3 grid gap-3">
            {kgField('plates', t('plates.platesPerSide'), t('plates.listHint'))}
            <div className="grid gap-3 md:grid-cols-3">
              {kgField('singleMinIncrementKg', t('plates.singleMinIncrementKg'))}
              {kgField('stackIncrementKg', t('plates.stackIncrementKg'))}
              {kgField('aux', t('plates.auxIncrementsKg'), t('plates.listHint'))}
            </div>
          </div>
        </Card>
        <Card>
          <CheckboxField
            disabled={profile?.isDefault}
            checked={draft.isDefault}
            onCheckedChange={(checked) => set('isDefault', checked)}
          >
            {t('plates.makeDefault')}
          </CheckboxField>
          <p className="mt-1 text-xs text-muted">
            {profile?.isDefault ? t('plates.isDefaultHint') : t('plates.makeDefaultHint')}
          </p>
          {errors.isDefault ? (
            <p role="alert" className="mt-1 text-sm text-destructive">
              {errors.isDefault}
            </p>
          ) : null}
        </Card>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={isPending}>
            {isPending ? t('common.saving') : profile ? t('common.save') : t('plates.create')}
          </Button>
          {profile ? (
            <ConfirmedDeleteButton
              label={t('common.delete')}
              question={deleteQuestion(t, profile.name, t('plates.deleteDescription'))}
              isPending={remove.isPending}
              isInUse={profile.isDefault}
              inUseHint={t('plates.cannotDeleteDefault')}
              onDelete={(close) =>
                remove.mutate(
                  profile.id,
                  leaveAfterDelete({
                    t,
                    close,
                    deleted: t('plates.deleted'),
                    leave: () => navigate('/admin/plates/profiles', { replace: true }),
                  }),
                )
              }
            />
          ) : null}
        </div>
      </div>
      <PlatePreview body={body} />
      {errorFor(errors, 'id') ? <p className="text-sm text-destructive">{errorFor(errors, 'id')}</p> : null}
    </form>
  );
}
