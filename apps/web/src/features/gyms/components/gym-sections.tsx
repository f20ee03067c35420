import type { GymEquipmentItem, GymPlateProfile, OpeningPeriod } from '@lifeorbit/contracts';
import { Clock, Dumbbell, Weight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '@/components/ui/card';
import { hoursByDay, weekdayName } from '../lib/hours';
import { platesText, weightText } from '../lib/format';

/** The week's opening hours as a table (a day without periods reads "Closed"). */
export function OpeningHours({ periods }: { periods: readonly OpeningPeriod[] }) {
  const { t, i18n } = useTranslation('gyms');
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Clock className="size-5 text-muted" aria-hidden />
        {t('hours.title')}
      </CardTitle>
      {periods.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('hours.none')}</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{t('hours.title')}</caption>
          <tbody>
            {hoursByDay(periods).map(({ day, periods: open }) => (
              <tr key={day} className="border-b border-border/60 last:border-0">
                <th scope="row" className="py-1.5 pr-3 text-left font-medium capitalize">
                  {weekdayName(day, i18n.language)}
                </th>
                <td className="py-1.5 text-right tabular-nums text-muted">
                  {open.length === 0 ? t('hours.closed') : open.map((p) => `${p.opens}–${p.closes}`).join(', ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/** The equipment the gym has, with counts and notes ("4 × Barbell — Olympic bars"). */
export function EquipmentList({ items }: { items: readonly GymEquipmentItem[] }) {
  const { t } = useTranslation('gyms');
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Dumbbell className="size-5 text-muted" aria-hidden />
        {t('equipment.title')}
      </CardTitle>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('equipment.none')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1.5 text-sm">
          {items.map((item) => (
            <li key={item.equipmentId} className="flex flex-wrap items-baseline gap-x-2">
              <span className="tabular-nums font-semibold">{t('equipment.count', { count: item.count })}</span>
              <span>{item.name}</span>
              {item.notes ? <span className="text-muted">— {item.notes}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Which plates and bars the gym has: the plate maths of a workout there use them. */
export function PlatesSummary({ plates, unit }: { plates: GymPlateProfile | null; unit: 'kg' | 'lb' }) {
  const { t, i18n } = useTranslation('gyms');
  const lang = i18n.language;
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Weight className="size-5 text-muted" aria-hidden />
        {t('plates.title')}
      </CardTitle>
      {plates ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-muted">{t('plates.plates')}</dt>
          <dd className="tabular-nums">{platesText(plates.platesKgPerSide, lang)} kg</dd>
          <dt className="text-muted">{t('plates.summary.barbell')}</dt>
          <dd className="tabular-nums">{weightText(plates.barbellKg, unit, lang)}</dd>
          <dt className="text-muted">{t('plates.summary.ezbar')}</dt>
          <dd className="tabular-nums">{weightText(plates.ezbarKg, unit, lang)}</dd>
          <dt className="text-muted">{t('plates.summary.fixed')}</dt>
          <dd className="tabular-nums">{weightText(plates.fixedKg, unit, lang)}</dd>
          <dt className="text-muted">{t('plates.summary.dumbbells')}</dt>
          <dd className="tabular-nums">
            {plates.auxIncrementsKg.length ? `${platesText(plates.auxIncrementsKg, lang)} kg` : '—'}
          </dd>
          <dt className="text-muted">{t('plates.summary.stack')}</dt>
          <dd className="tabular-nums">{weightText(plates.stackIncrementKg, unit, lang)}</dd>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-muted">{t('plates.none')}</p>
      )}
    </Card>
  );
}
