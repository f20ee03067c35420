import { Dumbbell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ITEM_GOALS, ITEM_KINDS, ITEM_LEVELS, ITEM_SORTS } from '@lifeorbit/contracts/marketplace';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { useAppLanguage } from '@/lib/use-app-language';
import { useEquipmentChoices } from '../api/get-equipment-choices';
import { useMyGymEquipment } from '../api/get-my-gym-equipment';
import type { DiscoverFilters as Filters } from '../lib/discover-filters';

const SELECTS = [
  { key: 'kind', values: ITEM_KINDS, all: 'filters.anyKind', prefix: 'kinds' },
  { key: 'level', values: ITEM_LEVELS, all: 'filters.anyLevel', prefix: 'levels' },
  { key: 'goal', values: ITEM_GOALS, all: 'filters.anyGoal', prefix: 'goals' },
] as const;

/** Discover's search, filters and order; "equipment I have" is picked in a dialog of the catalogue's equipment. */
export function DiscoverFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Partial<Filters>) => void;
}) {
  const { t } = useTranslation(['marketplace', 'common']);
  const [picking, setPicking] = useState(false);
  return (
    <div className="mb-4 flex flex-col gap-3">
      <SearchInput
        value={filters.q}
        onChange={(event) => onChange({ q: event.target.value })}
        placeholder={t('filters.search')}
        aria-label={t('filters.search')}
      />
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-4">
        {SELECTS.map(({ key, values, all, prefix }) => (
          <NativeSelect
            key={key}
            aria-label={t(`filters.${key}`)}
            value={filters[key]}
            onChange={(event) => onChange({ [key]: event.target.value })}
          >
            <option value="">{t(all)}</option>
            {values.map((value) => (
              <option key={value} value={value}>
                {t(`${prefix}.${value}`)}
              </option>
            ))}
          </NativeSelect>
        ))}
        <NativeSelect
          aria-label={t('filters.days')}
          value={filters.days}
          onChange={(e) => onChange({ days: e.target.value })}
        >
          <option value="">{t('filters.anyDays')}</option>
          {[1, 2, 3, 4, 5, 6, 7].map((days) => (
            <option key={days} value={String(days)}>
              {t('filters.daysValue', { count: days })}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t('filters.language')}
          value={filters.language}
          onChange={(e) => onChange({ language: e.target.value as Filters['language'] })}
        >
          <option value="any">{t('filters.anyLanguage')}</option>
          {(['en', 'es', 'ro'] as const).map((lang) => (
            <option key={lang} value={lang}>
              {t(`languages.${lang}`)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t('filters.sort')}
          value={filters.sort}
          onChange={(e) => onChange({ sort: e.target.value as Filters['sort'] })}
        >
          {ITEM_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </NativeSelect>
        <Button variant={filters.equipment.length > 0 ? 'primary' : 'secondary'} onClick={() => setPicking(true)}>
          <Dumbbell strokeWidth={1.75} aria-hidden />
          {filters.equipment.length > 0
            ? t('filters.equipmentCount', { count: filters.equipment.length })
            : t('filters.equipment')}
        </Button>
      </div>
      <EquipmentDialog
        open={picking}
        onOpenChange={setPicking}
        selected={filters.equipment}
        onApply={(equipment) => {
          onChange({ equipment });
          setPicking(false);
        }}
      />
    </div>
  );
}

function EquipmentDialog({
  open,
  onOpenChange,
  selected,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: string[];
  onApply: (ids: string[]) => void;
}) {
  const { t } = useTranslation(['marketplace', 'common']);
  const lang = useAppLanguage();
  const choices = useEquipmentChoices(lang);
  const myGym = useMyGymEquipment(open);
  const gymEquipment = myGym.data?.equipmentIds ?? [];
  const [picked, setPicked] = useState<Set<string>>(new Set(selected));
  const toggle = (id: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setPicked(new Set(selected));
        onOpenChange(next);
      }}
      title={t('equipment.title')}
      description={t('equipment.description')}
      closeLabel={t('common:close')}
      footer={
        <>
          <Button variant="ghost" onClick={() => onApply([])}>
            {t('equipment.clear')}
          </Button>
          <Button onClick={() => onApply([...picked])}>{t('equipment.apply')}</Button>
        </>
      }
    >
      {choices.isPending ? (
        <p className="text-sm text-muted">{t('common:loading')}</p>
      ) : (
        <fieldset>
          <legend className="sr-only">{t('equipment.title')}</legend>
          {gymEquipment.length > 0 ? (
            <Button variant="secondary" className="mb-3" onClick={() => setPicked(new Set(gymEquipment))}>
              {t('equipment.useMyGym')}
            </Button>
          ) : null}
          <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
            {(choices.data?.equipment ?? []).map((equipment) => (
              <li key={equipment.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-[8px] px-2 hover:bg-raised">
                  <input
                    type="checkbox"
                    className="size-5 accent-[var(--color-accent)]"
                    checked={picked.has(equipment.id)}
                    onChange={() => toggle(equipment.id)}
                  />
                  <span className="text-sm">{equipment.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </Dialog>
  );
}
