import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/input';
import { useAppLanguage } from '@/lib/use-app-language';
import { useExercise } from '../api/get-exercise';

export interface GripSelectProps {
  id: string;
  exerciseId: string;
  /** The chosen grip, or null for the exercise's default. */
  value: string | null;
  onChange: (gripId: string | null) => void;
  /** Said for an exercise that takes no grip (else nothing is drawn). */
  emptyText?: string;
}

/** How the template and workout forms take the grip select (the page hands it in: features never import each other). */
export type GripSelectSlot = ComponentType<GripSelectProps>;

/**
 * The grips an exercise allows (those of its equipment), with its default first; nothing for an exercise that takes
 * no grip.
 */
export function GripSelect({ id, exerciseId, value, onChange, emptyText }: GripSelectProps) {
  const { t } = useTranslation('catalogue');
  const lang = useAppLanguage();
  const { data: exercise } = useExercise(exerciseId, lang);
  const grips = exercise?.allowsGrips ? exercise.allowedGrips : [];
  if (grips.length === 0) return exercise && emptyText ? <p className="text-sm text-muted">{emptyText}</p> : null;
  const fallback = exercise?.defaultGrips[0]?.name;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {t('grip.label')}
      </label>
      <NativeSelect id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{fallback ? t('grip.defaultNamed', { grip: fallback }) : t('grip.default')}</option>
        {grips.map((grip) => (
          <option key={grip.id} value={grip.id}>
            {grip.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
