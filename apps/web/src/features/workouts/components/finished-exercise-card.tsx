import type { WorkoutExercise } from '@lifeorbit/contracts';
import type { WeightUnit } from '@lifeorbit/domain';
import { useAppLanguage } from '@/lib/use-app-language';
import { weightInputIdOf } from '../hooks/use-exercise-actions';
import { measuresOf, weighsBothHands } from '../lib/efforts';
import { CardFrame } from './exercise-card-frame';
import { SetGrid } from './set-grid';

const NO_EDIT = () => undefined;
const NO_DEFAULTS = { weight: null, reps: null };

/**
 * A finished workout's exercise: its heading and sets, nothing to log or coach with (issue 15: a 12-exercise workout
 * of the history draws twelve of these, without the live card's queries, mutations and suggestion maths).
 */
export function FinishedExerciseCard({
  exercise,
  unit,
  embedded = false,
}: {
  exercise: WorkoutExercise;
  unit: WeightUnit;
  embedded?: boolean;
}) {
  const lang = useAppLanguage();
  return (
    <CardFrame exercise={exercise} unit={unit} lang={lang} embedded={embedded} isUpNext={false}>
      <SetGrid
        sets={exercise.sets}
        measures={measuresOf(exercise)}
        isPerHand={weighsBothHands(exercise)}
        previous={[]}
        unit={unit}
        lang={lang}
        readOnly
        defaults={NO_DEFAULTS}
        weightInputId={weightInputIdOf(exercise.id)}
        onLog={NO_EDIT}
        onEdit={NO_EDIT}
      />
    </CardFrame>
  );
}
