import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { LanguagePicker } from '@/components/language-picker';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { changeLanguage, isAppLanguage } from '@/lib/i18n';
import { useMe } from '@/lib/session';
import { useTheme, type ThemeMode } from '@/lib/theme';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUpdateProfile } from '@/features/profile/api/update-profile';
import { ChangePasswordCard } from '@/features/account/password/components/change-password-card';
import { WaysInCard } from '@/features/account/providers/components/ways-in-card';
import { PasskeysCard } from '@/features/account/passkeys/components/passkeys-card';
import { TwoFactorCard } from '@/features/account/two-factor/components/two-factor-card';
import { TokensLinkCard } from '@/features/account/tokens/components/tokens-link-card';
import { AppsLinkCard } from '@/features/account/oauth-apps/components/apps-link-card';
import { WebhooksLinkCard } from '@/features/webhooks/components/webhooks-link-card';
import { DeleteAccountCard } from '@/features/account/deletion/components/delete-account-card';
import { ImportCard } from '@/features/data/components/import-card';
import { ExportCard } from '@/features/data/components/export-card';

export function SettingsPage() {
  const { t, i18n } = useTranslation(['settings', 'routes', 'common']);
  const { data: me } = useMe();
  const updateProfile = useUpdateProfile();
  const theme = useTheme();
  const id = useId();
  const [displayName, setDisplayName] = useState(me?.profile.displayName ?? '');
  useDocumentTitle(t('routes:settings.title'));
  if (!me) return null;

  const saved = () => toast.success(t('saved'));
  const failed = (error: Error) => toast.error(t('common:errors.saveFailed', { message: error.message }));

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    updateProfile.mutate({ displayName: displayName.trim() || null }, { onSuccess: saved, onError: failed });
  };

  return (
    <>
      <PageHeader title={t('routes:settings.title')} description={t('routes:settings.description')} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardTitle>{t('profileSection')}</CardTitle>
          <form onSubmit={saveName} className="mt-4 flex flex-col gap-4">
            <Field id={`${id}-name`} label={t('displayName')} hint={t('displayNameHint')}>
              <Input
                id={`${id}-name`}
                maxLength={80}
                value={displayName}
                placeholder={me.email.split('@')[0]}
                onChange={(event) => setDisplayName(event.target.value)}
              />
            </Field>
            <Field id={`${id}-email`} label={t('email')}>
              <Input id={`${id}-email`} value={me.email} readOnly className="text-muted" />
            </Field>
            <Button type="submit" className="self-start" disabled={updateProfile.isPending}>
              {updateProfile.isPending ? t('common:saving') : t('common:save')}
            </Button>
          </form>
        </Card>
        <Card>
          <CardTitle>{t('preferencesSection')}</CardTitle>
          <div className="mt-4 flex flex-col gap-4">
            <LanguagePicker
              label={t('language')}
              value={i18n.language}
              onChange={(code) => {
                if (!isAppLanguage(code)) return;
                void changeLanguage(code);
                updateProfile.mutate({ preferredLanguage: code }, { onSuccess: saved, onError: failed });
              }}
            />
            <Field id={`${id}-unit`} label={t('units')}>
              <NativeSelect
                id={`${id}-unit`}
                value={me.profile.weightUnit}
                onChange={(event) =>
                  updateProfile.mutate(
                    { weightUnit: event.target.value === 'lb' ? 'lb' : 'kg' },
                    { onSuccess: saved, onError: failed },
                  )
                }
              >
                <option value="kg">{t('kg')}</option>
                <option value="lb">{t('lb')}</option>
              </NativeSelect>
            </Field>
            <Field id={`${id}-theme`} label={t('theme')}>
              <NativeSelect
                id={`${id}-theme`}
                value={theme.mode}
                onChange={(event) => theme.setMode(event.target.value as ThemeMode)}
              >
                <option value="dark">{t('themeDark')}</option>
                <option value="light">{t('themeLight')}</option>
                <option value="system">{t('themeSystem')}</option>
              </NativeSelect>
            </Field>
          </div>
        </Card>
        <ChangePasswordCard />
        <WaysInCard />
        <PasskeysCard />
        <TwoFactorCard />
        <TokensLinkCard />
        <AppsLinkCard />
        <WebhooksLinkCard />
        <ImportCard />
        <ExportCard />
        <DeleteAccountCard />
      </div>
    </>
  );
}
