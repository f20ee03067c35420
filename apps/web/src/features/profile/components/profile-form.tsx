import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BIO_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  HANDLE_MAX_LENGTH,
  PRIVACY_LEVELS,
  WORKOUT_VISIBILITIES,
  type Privacy,
  type ProfileSettings,
  type UpdateProfileRequest,
  type WorkoutVisibility,
} from '@lifeorbit/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarUpload } from './avatar-upload';

const TEXTAREA =
  'w-full rounded-[8px] border border-border bg-surface px-3 py-2 text-base text-text focus-visible:border-accent md:text-sm';

/** Edits what others see of me: name, handle, bio, units, who sees my workouts and the default for new ones. */
export function ProfileForm({ settings }: { settings: ProfileSettings }) {
  const { t } = useTranslation(['profile', 'common']);
  const id = useId();
  const update = useUpdateProfile();
  const [form, setForm] = useState({
    displayName: settings.displayName ?? '',
    handle: settings.handle,
    bio: settings.bio ?? '',
    weightUnit: settings.weightUnit,
    privacy: settings.privacy,
    defaultWorkoutVisibility: settings.defaultWorkoutVisibility,
  });
  const [handleError, setHandleError] = useState<string | null>(null);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setHandleError(null);
    const body: UpdateProfileRequest = {
      ...form,
      displayName: form.displayName.trim() || null,
      bio: form.bio.trim() || null,
    };
    update.mutate(body, {
      onSuccess: () => toast.success(t('saved')),
      onError: (error) => {
        const detail = error instanceof ApiError ? error.details.find((d) => d.field === 'handle') : undefined;
        if (detail) setHandleError(t(detail.code === 'duplicate' ? 'handleTaken' : 'handleInvalid'));
        else toast.error(t('common:errors.saveFailed', { message: error.message }));
      },
    });
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>{t('editTitle')}</CardTitle>
      <div className="mt-4">
        <AvatarUpload avatarUrl={settings.avatarUrl} name={settings.name} />
      </div>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <Field id={`${id}-name`} label={t('displayName')}>
          <Input
            id={`${id}-name`}
            maxLength={DISPLAY_NAME_MAX_LENGTH}
            value={form.displayName}
            onChange={(event) => set('displayName', event.target.value)}
          />
        </Field>
        <Field id={`${id}-handle`} label={t('handle')} hint={t('handleHint')} error={handleError}>
          <Input
            id={`${id}-handle`}
            required
            minLength={3}
            maxLength={HANDLE_MAX_LENGTH}
            pattern="[A-Za-z0-9_]+"
            autoCapitalize="none"
            aria-invalid={handleError ? true : undefined}
            aria-describedby={handleError ? `${id}-handle-error` : `${id}-handle-hint`}
            value={form.handle}
            onChange={(event) => set('handle', event.target.value)}
          />
        </Field>
        <Field id={`${id}-bio`} label={t('bio')}>
          <textarea
            id={`${id}-bio`}
            className={TEXTAREA}
            rows={3}
            maxLength={BIO_MAX_LENGTH}
            value={form.bio}
            onChange={(event) => set('bio', event.target.value)}
          />
        </Field>
        <Field id={`${id}-unit`} label={t('units')}>
          <NativeSelect
            id={`${id}-unit`}
            value={form.weightUnit}
            onChange={(event) => set('weightUnit', event.target.value === 'lb' ? 'lb' : 'kg')}
          >
            <option value="kg">{t('kg')}</option>
            <option value="lb">{t('lb')}</option>
          </NativeSelect>
        </Field>
        <Field id={`${id}-privacy`} label={t('privacy')} hint={t(`privacyHint.${form.privacy}`)}>
          <NativeSelect
            id={`${id}-privacy`}
            value={form.privacy}
            onChange={(event) => set('privacy', event.target.value as Privacy)}
          >
            {PRIVACY_LEVELS.map((value) => (
              <option key={value} value={value}>
                {t(`privacyLevel.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-visibility`} label={t('defaultVisibility')} hint={t('defaultVisibilityHint')}>
          <NativeSelect
            id={`${id}-visibility`}
            value={form.defaultWorkoutVisibility}
            onChange={(event) => set('defaultWorkoutVisibility', event.target.value as WorkoutVisibility)}
          >
            {WORKOUT_VISIBILITIES.map((value) => (
              <option key={value} value={value}>
                {t(`visibilityLevel.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit" className="self-start" disabled={update.isPending}>
          {update.isPending ? t('common:saving') : t('common:save')}
        </Button>
      </form>
    </Card>
  );
}
