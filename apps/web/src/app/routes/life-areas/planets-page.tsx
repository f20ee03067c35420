import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ConnectedHub } from '@/features/life-areas/components/connected-hub';

/** /planets and /explore: the Life Planets Hub with the member's pins and order. */
export function PlanetsPage() {
  const { t } = useTranslation('lifeAreas');
  useDocumentTitle(t('hub.title'));
  return (
    <div className="mx-auto max-w-3xl">
      <ConnectedHub signedIn headingLevel={1} />
    </div>
  );
}
