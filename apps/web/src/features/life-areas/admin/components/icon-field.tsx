import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/input';
import { LIFE_ICON_NAMES } from '@/components/ui/life-icon';
import { AreaIcon } from './area-icon';

/** One of the icons the app draws, shown beside the choice in the area's colour. */
export function IconField({
  id,
  label,
  value,
  color,
  error,
  hint,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  color?: string | null;
  error?: string | null;
  hint?: string;
  onChange: (icon: string) => void;
}) {
  // A stored name the app does not draw stays choosable, so saving the form never changes it silently.
  const names = LIFE_ICON_NAMES.includes(value) ? LIFE_ICON_NAMES : [value, ...LIFE_ICON_NAMES];
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <div className="flex items-center gap-2">
        <AreaIcon icon={value} color={color} className="size-11 rounded-[8px]" />
        <NativeSelect
          id={id}
          value={value}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </Field>
  );
}
