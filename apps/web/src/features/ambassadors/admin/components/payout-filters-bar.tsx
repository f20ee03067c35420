import { PAYOUT_STATUS_KEYS } from '@lifeorbit/contracts/ambassadors';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { ListToolbar, ToolbarField, ToolbarSelect } from '@/components/ui/list-toolbar';
import { CURRENCY_CODES } from '@/features/ambassadors/lib/format';
import { useAdminAmbassadors } from '../api/list-admin-ambassadors';
import type { PayoutFilters } from '../api/list-admin-payouts';
import { isPeriodOk } from '../lib/payout-period';

/** The ledger's filters: status, ambassador, currency and the period; a period that ends before it starts is said. */
export function PayoutFiltersBar({
  filters,
  onChange,
}: {
  filters: PayoutFilters;
  onChange: (key: keyof PayoutFilters, value: string) => void;
}) {
  const { t, i18n } = useTranslation('ambassadors');
  const ambassadors = useAdminAmbassadors('', '');
  const select = (
    key: 'status' | 'ambassadorId' | 'currency',
    label: string,
    anyLabel: string,
    choices: { value: string; label: string }[],
  ) => (
    <ToolbarSelect
      id={`payout-${key === 'ambassadorId' ? 'ambassador' : key}`}
      label={label}
      className="sm:w-auto sm:max-w-none sm:min-w-0"
      value={filters[key]}
      onValueChange={(value) => onChange(key, value)}
      anyLabel={anyLabel}
      choices={choices}
    />
  );
  const day = (key: 'from' | 'to', label: string) => (
    <ToolbarField id={`payout-${key}`} label={label}>
      <DateField
        id={`payout-${key}`}
        lang={i18n.language}
        value={filters[key]}
        onChange={(value) => onChange(key, value)}
      />
    </ToolbarField>
  );
  const ambassadorChoices = (ambassadors.data?.pages.flatMap((page) => page.ambassadors) ?? []).map((ambassador) => ({
    value: ambassador.id,
    label: ambassador.name,
  }));
  return (
    <>
      <ListToolbar className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {select(
          'status',
          t('admin.status'),
          t('admin.allStatuses'),
          PAYOUT_STATUS_KEYS.map((status) => ({ value: status, label: t(`payoutStatuses.${status}`) })),
        )}
        {select('ambassadorId', t('adminPayouts.ambassador'), t('adminPayouts.allAmbassadors'), ambassadorChoices)}
        {select(
          'currency',
          t('deals.currency'),
          t('adminPayouts.allCurrencies'),
          CURRENCY_CODES.map((code) => ({ value: code, label: code })),
        )}
        {day('from', t('adminPayouts.from'))}
        {day('to', t('adminPayouts.to'))}
      </ListToolbar>
      {!isPeriodOk(filters.from, filters.to) ? (
        <p role="alert" className="mb-4 text-sm text-destructive">
          {t('adminPayouts.badPeriod')}
        </p>
      ) : null}
    </>
  );
}
