import { platesPerSide } from '@lifeorbit/domain';
import type { PlateProfileInput } from '@lifeorbit/contracts/admin-catalogue';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { decimal, weightModelOf } from '@/lib/plate-fields';

/** The plates per side a target weight takes with the profile as typed. */
export function PlatePreview({ body }: { body: PlateProfileInput | null }) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const [target, setTarget] = useState('100');
  const loadout = body ? platesPerSide(decimal(target), { bar: 'barbell', model: weightModelOf(body) }) : null;
  return (
    <Card className="self-start">
      <CardTitle>{t('plates.preview')}</CardTitle>
      <p className="mt-1 text-sm text-muted">{t('plates.previewHint')}</p>
      <div className="mt-3 max-w-40">
        <Field id={`${id}-target`} label={t('plates.target')}>
          <Input
            id={`${id}-target`}
            inputMode="decimal"
            className="tabular-nums"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
          />
        </Field>
      </div>
      {loadout ? (
        <p className="mt-3 text-sm tabular-nums" aria-live="polite">
          {loadout.perSideKg.length
            ? t('plates.perSide', { plates: loadout.perSideKg.join(' | '), total: loadout.totalKg })
            : t('plates.emptyBar', { total: loadout.totalKg })}
          {loadout.note ? (
            <span className="block text-warning">{t('plates.limited', { difference: loadout.differenceKg })}</span>
          ) : null}
        </p>
      ) : (
        <p className="mt-3 text-sm text-muted">{t('plates.previewNeedsNumbers')}</p>
      )}
    </Card>
  );
}
