import { useTranslation } from 'react-i18next';
import { SettingsLinkCard } from '@/components/settings-link-card';

/** On the settings page: what connected apps are, and the way to their page (/settings/apps). */
export function AppsLinkCard() {
  const { t } = useTranslation('oauthApps');
  return <SettingsLinkCard title={t('title')} description={t('description')} to="/settings/apps" label={t('manage')} />;
}
