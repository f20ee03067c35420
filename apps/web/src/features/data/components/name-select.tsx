import { useTranslation } from 'react-i18next';
import type { ImportExerciseName } from '@lifeorbit/contracts/data';
import { NativeSelect } from '@/components/ui/input';

/** The value of "create it as my own exercise" in a name's choice. */
export const CREATE = 'create';

/** The exercise a name of the file becomes: a catalogue match, one of the member's own, or a new one of theirs. */
export function NameSelect({
  id,
  name,
  onChoose,
  disabled,
}: {
  id: string;
  name: ImportExerciseName;
  onChoose: (name: string, value: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('data');
  const value = name.exerciseId ?? CREATE;
  const options = [...name.candidates];
  if (name.exerciseId && !options.some((c) => c.exerciseId === name.exerciseId)) {
    options.unshift({ exerciseId: name.exerciseId, name: name.exerciseName ?? '' });
  }
  return (
    <NativeSelect
      id={id}
      className="sm:max-w-72"
      value={value}
      disabled={disabled}
      onChange={(event) => onChoose(name.name, event.target.value)}
    >
      <option value={CREATE}>{t('import.createOwn')}</option>
      {options.map((c) => (
        <option key={c.exerciseId} value={c.exerciseId}>
          {c.name}
        </option>
      ))}
    </NativeSelect>
  );
}
