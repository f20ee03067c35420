import { useTranslation } from 'react-i18next';
import { SettingsLinkCard } from '@/components/settings-link-card';

/** On the settings page: what webhooks are for, and the way to their page (/settings/webhooks). */
export function WebhooksLinkCard() {
  const { t } = useTranslation('webhooks');
  return (
    <SettingsLinkCard title={t('title')} description={t('description')} to="/settings/webhooks" label={t('manage')} />
  );
}
