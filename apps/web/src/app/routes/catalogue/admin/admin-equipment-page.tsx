import {
  BAR_TYPES,
  EQUIPMENT_LOAD_KINDS,
  type BarType,
  type EquipmentLoadKind,
} from '@lifeorbit/contracts/admin-catalogue';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/input';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { ReferenceList } from '@/features/catalogue/admin/components/reference-list';
import { errorFor } from '@/lib/field-errors';

/** /admin/equipment: every kind of equipment, how it loads; edit one on its own page. */
export function AdminEquipmentPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  const id = useId();
  return (
    <>
      <AdminPageHeader title={t('routes:adminEquipment.title')} description={t('pages.equipment')} />
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
          <>
            <Field id={`${id}-load-kind`} label={t('equipment.loadKind')}>
              <NativeSelect
                id={`${id}-load-kind`}
                value={extra.loadKind ?? 'plates'}
                onChange={(e) => {
                  const loadKind = e.target.value as EquipmentLoadKind;
                  setExtra({ ...extra, loadKind, barType: loadKind === 'plates' ? extra.barType : null });
                }}
              >
                {EQUIPMENT_LOAD_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`loadKinds.${kind}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field
              id={`${id}-bar`}
              label={t('equipment.barType')}
              hint={t('equipment.barTypeHint')}
              error={errorFor(errors, 'barType') ? errorFor(errors, 'barType')! : null}
            >
              <NativeSelect
                id={`${id}-bar`}
                value={extra.barType ?? ''}
                disabled={extra.loadKind !== 'plates'}
                onChange={(e) => setExtra({ ...extra, barType: (e.target.value || null) as BarType | null })}
              >
                <option value="">{t('common.none')}</option>
                {BAR_TYPES.map((bar) => (
                  <option key={bar} value={bar}>
                    {t(`barTypes.${bar}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </>
        )}
      />
    </>
  );
}
