import { useTranslation } from 'react-i18next';
import { TitledReferenceList } from './titled-reference-list';

const PAGES = {
  equipment: { route: 'adminOthersEquipment', page: 'othersEquipment', empty: 'emptyEquipment' },
  grips: { route: 'adminOthersGrips', page: 'othersGrips', empty: 'emptyGrips' },
} as const;

/** Equipment or grips no exercise uses, under their page's title, to tidy up (nothing is added here). */
export function UnusedReferences({ kind }: { kind: keyof typeof PAGES }) {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  const texts = PAGES[kind];
  return (
    <TitledReferenceList
      title={t(`routes:${texts.route}.title`)}
      description={t(`pages.${texts.page}`)}
      kind={kind}
      unusedOnly
      allowCreate={false}
      editHref={kind === 'equipment' ? (item) => `/admin/equipment/${item.id}/edit` : undefined}
      emptyText={t(`others.${texts.empty}`)}
    />
  );
}
