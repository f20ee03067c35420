import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Onboarding: a member coming from Strong or Hevy is offered the import (issue 24); it opens Settings → Import. */
export function ImportOffer({ onChoose, disabled }: { onChoose: () => void; disabled: boolean }) {
  const { t } = useTranslation('data');
  return (
    <aside aria-labelledby="import-offer-title" className="mt-6 rounded-md border border-border p-4 text-sm">
      <h2 id="import-offer-title" className="font-medium">
        {t('onboarding.title')}
      </h2>
      <p className="mt-1 text-muted">{t('onboarding.body')}</p>
      <Button variant="secondary" className="mt-3" disabled={disabled} onClick={onChoose}>
        {t('onboarding.link')}
      </Button>
    </aside>
  );
}
