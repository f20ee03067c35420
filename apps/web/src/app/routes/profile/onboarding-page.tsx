import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { FullPageSpinner } from '@/components/ui/spinner';
import { changeLanguage, isAppLanguage } from '@/lib/i18n';
import { LanguagePicker } from '@/components/language-picker';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ImportOffer } from '@/features/data/components/import-offer';
import { useMe } from '@/lib/session';
import { useUpdateProfile } from '@/features/profile/api/update-profile';
import { CenteredLayout } from '@/components/centered-layout';
import { safeRedirect } from '@/lib/safe-redirect';

/** After the first sign-up: display name, language, units. Skippable, and it never blocks a deep link. */
export function OnboardingPage() {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const me = useMe();
  const id = useId();
  const redirect = safeRedirect(params.get('redirect'));
  const [displayName, setDisplayName] = useState('');
  const [weightUnit, setWeightUnit] = useState<'kg' | 'lb'>('kg');
  // A member who comes back here sees what they chose before, not a blank form.
  const [prefilledFor, setPrefilledFor] = useState<string | null>(null);
  if (me.data && prefilledFor !== me.data.id) {
    setPrefilledFor(me.data.id);
    setDisplayName(me.data.profile.displayName ?? '');
    setWeightUnit(me.data.profile.weightUnit);
  }
  useDocumentTitle(t('onboarding.title'));

  const save = useUpdateProfile();
  const done = { onSuccess: () => navigate(redirect, { replace: true }) };

  if (me.isPending) return <FullPageSpinner label={t('checkingSession')} />;
  if (!me.data) {
    navigate(`/auth?redirect=${encodeURIComponent('/onboarding')}`, { replace: true });
    return null;
  }

  const finish = (then = done) => {
    const language = isAppLanguage(i18n.language) ? i18n.language : 'en';
    save.mutate(
      { displayName: displayName.trim() || null, preferredLanguage: language, weightUnit, onboardingDone: true },
      then,
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    finish();
  };

  return (
    <CenteredLayout title={t('onboarding.title')} subtitle={t('onboarding.description')} hasLanguagePicker={false}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field id={`${id}-name`} label={t('onboarding.displayName')}>
          <Input
            id={`${id}-name`}
            autoComplete="nickname"
            maxLength={80}
            placeholder={t('onboarding.displayNamePlaceholder')}
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
          />
        </Field>
        <LanguagePicker
          label={t('onboarding.language')}
          value={i18n.language}
          onChange={(code) => isAppLanguage(code) && void changeLanguage(code)}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium">{t('onboarding.units')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(['kg', 'lb'] as const).map((unit) => (
              <label
                key={unit}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-[8px] border border-border bg-surface px-3 text-sm has-[:checked]:border-accent"
              >
                <input
                  type="radio"
                  name="unit"
                  value={unit}
                  checked={weightUnit === unit}
                  onChange={() => setWeightUnit(unit)}
                  className="accent-[var(--accent)]"
                />
                {t(`onboarding.${unit}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {save.error ? (
          <p role="alert" className="text-sm text-destructive">
            {t('common:errors.saveFailed', { message: save.error.message })}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={save.isPending}>
          {save.isPending ? t('common:saving') : t('onboarding.continue')}
        </Button>
        <Button variant="ghost" disabled={save.isPending} onClick={() => save.mutate({ onboardingDone: true }, done)}>
          {t('onboarding.skip')}
        </Button>
      </form>
      <ImportOffer
        disabled={save.isPending}
        onChoose={() => finish({ onSuccess: () => navigate('/settings#import', { replace: true }) })}
      />
    </CenteredLayout>
  );
}
