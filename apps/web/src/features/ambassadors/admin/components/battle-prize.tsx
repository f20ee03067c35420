import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BattleDetail } from '@lifeorbit/contracts/ambassadors';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { fieldErrorsOf } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { useSetPrize } from '../api/set-prize';
import { PayoutChip } from '@/features/ambassadors/components/status-chips';
import { CURRENCY_CODES, formatMoney } from '@/features/ambassadors/lib/format';

/** The winner's prize, once the battle ended: recorded in payouts, or the form to record it. */
export function BattlePrize({ detail }: { detail: BattleDetail }) {
  const { t, i18n } = useTranslation(['ambassadors', 'common']);
  const setPrize = useSetPrize();
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState('EUR');
  const errors = setPrize.error ? fieldErrorsOf(setPrize.error, t) : {};
  const winner = detail.leaderboard.teams.find((team) => team.ambassadorId === detail.leaderboard.winnerAmbassadorId);
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>{t('adminBattle.prizeTitle')}</CardTitle>
      {detail.prizeEntry ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {t('adminBattle.prizeEntry', {
            name: winner?.name ?? '',
            amount: formatMoney(detail.prizeEntry.money, i18n.language),
          })}
          <PayoutChip status={detail.prizeEntry.status} />
          <Link className="text-accent hover:underline" to="/admin/payouts">
            {t('adminBattle.toPayouts')}
          </Link>
        </p>
      ) : (
        <form
          noValidate
          className="grid gap-3 md:grid-cols-3"
          onSubmit={(event) => {
            event.preventDefault();
            setPrize.mutate(
              { id: detail.battle.id, amount: amount.replace(',', '.'), currency },
              { onSuccess: () => toast.success(t('adminBattle.prizeSaved')) },
            );
          }}
        >
          <p className="text-sm text-muted md:col-span-3">{t('adminBattle.prizeText', { name: winner?.name ?? '' })}</p>
          <Field id="prize-amount" label={t('deals.amount')} error={errors.amount}>
            <Input
              id="prize-amount"
              inputMode="decimal"
              value={amount}
              aria-invalid={Boolean(errors.amount)}
              onChange={(e) => setAmount(e.target.value)}
            />
          </Field>
          <Field id="prize-currency" label={t('deals.currency')} error={errors.currency}>
            <NativeSelect id="prize-currency" value={currency} onChange={(e) => setCurrency(e.target.value)}>
              {CURRENCY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <div className="flex items-end">
            <Button type="submit" disabled={setPrize.isPending}>
              {t('adminBattle.recordPrize')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
