import { useTranslation } from 'react-i18next';
import { SettingsLinkCard } from '@/components/settings-link-card';

/** On the settings page: what personal access tokens are for, and the way to their page (/settings/tokens). */
export function TokensLinkCard() {
  const { t } = useTranslation('tokens');
  return (
    <SettingsLinkCard title={t('title')} description={t('description')} to="/settings/tokens" label={t('manage')} />
  );
}
