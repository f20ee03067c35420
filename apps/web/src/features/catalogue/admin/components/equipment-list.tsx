import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorFor } from '@/lib/field-errors';
import { EquipmentLoadFields } from './equipment-load-fields';
import { ReferenceList } from './reference-list';

/** Every kind of equipment with how it loads, its bar and how many grips it allows; each edits on its own page. */
export function EquipmentList() {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  return (
    <ReferenceList
      kind="equipment"
      editHref={(item) => `/admin/equipment/${item.id}/edit`}
      extraColumns={[
        { header: t('equipment.loadKind'), cell: (item) => (item.loadKind ? t(`loadKinds.${item.loadKind}`) : '—') },
        { header: t('equipment.barType'), cell: (item) => (item.barType ? t(`barTypes.${item.barType}`) : '—') },
        {
          header: t('equipment.grips'),
          cell: (item) => <span className="tabular-nums">{item.gripIds?.length ?? 0}</span>,
        },
      ]}
      initialExtra={() => ({ loadKind: 'plates', barType: null })}
      renderExtraFields={(extra, setExtra, errors) => (
        <EquipmentLoadFields
          idPrefix={id}
          loadKind={extra.loadKind ?? 'plates'}
          barType={extra.barType ?? null}
          barTypeError={errorFor(errors, 'barType')}
          onLoadKindChange={(loadKind) =>
            setExtra({ ...extra, loadKind, barType: loadKind === 'plates' ? extra.barType : null })
          }
          onBarTypeChange={(barType) => setExtra({ ...extra, barType })}
        />
      )}
    />
  );
}
