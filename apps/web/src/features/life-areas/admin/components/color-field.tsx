import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { lifeColor } from '@/components/ui/life-icon';
import { hexToHsl, hslToHex, isLifeColor } from '../lib/color';

/** A category's colour as HSL components (as stored), with the browser's colour picker beside it. */
export function ColorField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string | null;
  onChange: (color: string) => void;
}) {
  const { t } = useTranslation('adminLifeAreas');
  const hex = hslToHex(value);
  return (
    <Field id={id} label={t('look.color')} error={error} hint={t('look.colorHint')}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('look.colorPicker')}
          className="size-11 shrink-0 cursor-pointer rounded-[8px] border border-border bg-surface p-1"
          value={hex ?? '#00aaff'}
          onChange={(event) => onChange(hexToHsl(event.target.value) ?? value)}
        />
        <Input
          id={id}
          className="font-mono tabular-nums"
          value={value}
          aria-invalid={error || !isLifeColor(value) ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <span
          aria-hidden
          className="hidden h-11 w-16 shrink-0 rounded-[8px] border border-border sm:block"
          style={{ background: isLifeColor(value) ? lifeColor(value) : 'transparent' }}
        />
      </div>
    </Field>
  );
}
