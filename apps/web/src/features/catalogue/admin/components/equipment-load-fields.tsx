import {
  BAR_TYPES,
  EQUIPMENT_LOAD_KINDS,
  type BarType,
  type EquipmentLoadKind,
} from '@lifeorbit/contracts/admin-catalogue';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';

/** How an equipment loads, and its bar (only plate-loaded equipment has one). */
export function EquipmentLoadFields({
  idPrefix,
  loadKind,
  barType,
  barTypeError,
  onLoadKindChange,
  onBarTypeChange,
}: {
  idPrefix: string;
  loadKind: EquipmentLoadKind;
  barType: BarType | null;
  barTypeError?: string | null;
  onLoadKindChange: (loadKind: EquipmentLoadKind) => void;
  onBarTypeChange: (barType: BarType | null) => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <>
      <SelectField
        id={`${idPrefix}-load`}
        label={t('equipment.loadKind')}
        value={loadKind}
        onValueChange={(kind) => onLoadKindChange(kind as EquipmentLoadKind)}
        choices={EQUIPMENT_LOAD_KINDS.map((kind) => ({ value: kind, label: t(`loadKinds.${kind}`) }))}
      />
      <SelectField
        id={`${idPrefix}-bar`}
        label={t('equipment.barType')}
        hint={t('equipment.barTypeHint')}
        error={barTypeError}
        value={loadKind === 'plates' ? (barType ?? '') : ''}
        disabled={loadKind !== 'plates'}
        onValueChange={(bar) => onBarTypeChange((bar || null) as BarType | null)}
        emptyLabel={t('common.none')}
        choices={BAR_TYPES.map((bar) => ({ value: bar, label: t(`barTypes.${bar}`) }))}
      />
    </>
  );
}
