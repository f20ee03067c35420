import type { AppSettings } from '@lifeorbit/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/input';
import { usePlateProfileChoices } from '../api/get-plate-profile-choices';
import { useUpdateAppSettings } from '../api/update-app-settings';

/** The app's settings: default language, plate profile and warm-up, open registration, staff two-factor. */
export function AppSettingsForm({ initial }: { initial: AppSettings }) {
  const { t } = useTranslation('admin');
  const { t: tTwoFactor } = useTranslation('twoFactor');
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const save = useUpdateAppSettings();
  const profiles = usePlateProfileChoices();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { defaultPlateProfile, ...rest } = values;
    save.mutate(defaultPlateProfile ? { ...rest, defaultPlateProfile } : rest, {
      onSuccess: () => {
        toast.success(t('settings.saved'));
        // "Staff must use two-factor" may now keep this superadmin out (the admin shell reads it from /api/me).
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      },
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <Card className="max-w-xl">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field id={`${id}-lang`} label={t('settings.defaultLanguage')}>
          <NativeSelect
            id={`${id}-lang`}
            value={values.defaultLanguage}
            onChange={(e) =>
              setValues({ ...values, defaultLanguage: e.target.value as AppSettings['defaultLanguage'] })
            }
          >
            <option value="en">English</option>
            <option value="es">Español</option>
            <option value="ro">Română</option>
          </NativeSelect>
        </Field>
        <Field
          id={`${id}-plates`}
          label={t('settings.defaultPlateProfile')}
          hint={t('settings.defaultPlateProfileHint')}
        >
          <NativeSelect
            id={`${id}-plates`}
            value={values.defaultPlateProfile ?? ''}
            disabled={!profiles.data}
            onChange={(e) => setValues({ ...values, defaultPlateProfile: e.target.value })}
          >
            {values.defaultPlateProfile === null ? (
              <option value="" disabled>
                {t('settings.noDefaultPlateProfile')}
              </option>
            ) : null}
            {(profiles.data ?? []).map((profile) => (
              <option key={profile.id} value={profile.slug}>
                {profile.name}
              </option>
            ))}
            {!profiles.data && values.defaultPlateProfile ? (
              <option value={values.defaultPlateProfile}>{values.defaultPlateProfile}</option>
            ) : null}
          </NativeSelect>
        </Field>
        <Link to="/admin/plates/profiles" className="-mt-2 self-start text-sm text-accent hover:underline">
          {t('settings.managePlateProfiles')}
        </Link>
        <Field id={`${id}-warmup`} label={t('settings.warmupStrategy')}>
          <NativeSelect
            id={`${id}-warmup`}
            value={values.warmupStrategy}
            onChange={(e) => setValues({ ...values, warmupStrategy: e.target.value as AppSettings['warmupStrategy'] })}
          >
            <option value="ramped">{t('settings.warmup.ramped')}</option>
            <option value="quick">{t('settings.warmup.quick')}</option>
            <option value="power">{t('settings.warmup.power')}</option>
          </NativeSelect>
        </Field>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-[var(--accent)]"
            checked={values.registrationOpen}
            onChange={(e) => setValues({ ...values, registrationOpen: e.target.checked })}
          />
          {t('settings.registrationOpen')}
        </label>
        <div className="flex flex-col gap-1">
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-[var(--accent)]"
              checked={values.staffTwoFactorRequired}
              aria-describedby={`${id}-staff-2fa-hint`}
              onChange={(e) => setValues({ ...values, staffTwoFactorRequired: e.target.checked })}
            />
            {tTwoFactor('staffSetting')}
          </label>
          <p id={`${id}-staff-2fa-hint`} className="text-xs text-muted">
            {tTwoFactor('staffSettingHint')}
          </p>
        </div>
        <Button type="submit" className="self-start" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </form>
    </Card>
  );
}
