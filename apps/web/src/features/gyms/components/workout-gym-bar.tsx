import { Building2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useMyGyms } from '../api/get-my-gyms';
import { useWorkoutGym } from '../api/get-workout-gym';
import { useSetWorkoutGym } from '../api/set-workout-gym';

/**
 * Where a workout is logged: one of my gyms or none. At a gym with plates of its own, the suggestions and plate maths
 * use them; the exercise picker can show only what its equipment allows. Hidden for a member with no gym.
 */
export function WorkoutGymBar({ workoutId, readOnly }: { workoutId: string; readOnly: boolean }) {
  const { t } = useTranslation('gyms');
  const id = useId();
  const mine = useMyGyms();
  const current = useWorkoutGym(workoutId);
  const change = useSetWorkoutGym();
  const gyms = mine.data?.gyms ?? [];
  if (gyms.length === 0 || !current.data) return null;
  const gym = current.data.gym;
  if (readOnly) {
    return gym ? (
      <p className="mb-3 inline-flex items-center gap-2 text-sm text-muted">
        <Building2 className="size-4" aria-hidden />
        {t('workout.loggedAt', { name: gym.name })}
      </p>
    ) : null;
  }
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 text-sm">
      <Building2 className="size-4 text-muted" aria-hidden />
      <label htmlFor={`${id}-gym`} className="text-muted">
        {t('workout.at')}
      </label>
      <NativeSelect
        id={`${id}-gym`}
        className="max-w-60"
        value={gym?.id ?? ''}
        disabled={change.isPending}
        onChange={(event) =>
          change.mutate(
            { workoutId, gymId: event.target.value || null },
            { onError: () => toast.error(t('detail.changeFailed')) },
          )
        }
      >
        <option value="">{t('workout.noGym')}</option>
        {gyms.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </NativeSelect>
      {gym?.hasPlateProfile ? <span className="text-xs text-muted">{t('workout.usesPlates')}</span> : null}
    </div>
  );
}
