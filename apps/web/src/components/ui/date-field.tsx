import { useState, type ComponentProps } from 'react';
import { formatNumericDay, parseNumericDay } from '@/lib/local-date';
import { Input } from './input';

/**
 * A day typed in the member's language and order (25/11/2026 on a Spanish page), where a native date input follows
 * the browser's locale instead and showed mm/dd/yyyy on Spanish pages. `value` and `onChange` speak YYYY-MM-DD; what
 * is not a real day is handed on as typed, so the form's own check names it.
 */
export function DateField({
  value,
  onChange,
  lang,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (day: string) => void;
  lang: string;
}) {
  const [text, setText] = useState(() => formatNumericDay(value, lang));
  // Follow a value set from outside (a reset, another language) unless it is what the box already says.
  const [shown, setShown] = useState({ value, lang });
  if (shown.value !== value || shown.lang !== lang) {
    setShown({ value, lang });
    if ((parseNumericDay(text, lang) ?? text) !== value || shown.lang !== lang) setText(formatNumericDay(value, lang));
  }
  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={formatNumericDay('2026-12-31', lang)}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const typed = event.target.value.trim();
        onChange(typed === '' ? '' : (parseNumericDay(typed, lang) ?? typed));
      }}
    />
  );
}
