import { ArrowDown, ArrowUp, Hand, Link2, Trash2, Unlink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ExerciseActions } from '../hooks/use-exercise-actions';
import { MenuItem, MenuSeparator, OptionsMenu } from './options-menu';

/** An exercise card's menu: move it up or down, superset it with the one before or leave its superset, remove it. */
export function ExerciseMenu({
  name,
  isInSuperset,
  actions,
}: {
  name: string;
  isInSuperset: boolean;
  actions: ExerciseActions;
}) {
  const { t } = useTranslation('workouts');
  return (
    <OptionsMenu label={t('workouts:exercise.options', { name })}>
      {actions.canMoveUp ? (
        <MenuItem icon={<ArrowUp className="size-5 text-muted" aria-hidden />} onSelect={() => actions.onMove(-1)}>
          {t('workouts:exercise.moveUp')}
        </MenuItem>
      ) : null}
      {actions.canMoveDown ? (
        <MenuItem icon={<ArrowDown className="size-5 text-muted" aria-hidden />} onSelect={() => actions.onMove(1)}>
          {t('workouts:exercise.moveDown')}
        </MenuItem>
      ) : null}
      {isInSuperset ? (
        <MenuItem icon={<Unlink className="size-5 text-muted" aria-hidden />} onSelect={actions.onLeaveSuperset}>
          {t('workouts:exercise.leaveSuperset')}
        </MenuItem>
      ) : actions.canSupersetWithPrevious ? (
        <MenuItem icon={<Link2 className="size-5 text-muted" aria-hidden />} onSelect={actions.onSupersetWithPrevious}>
          {t('workouts:exercise.supersetWithPrevious')}
        </MenuItem>
      ) : null}
      {actions.onChooseGrip ? (
        <MenuItem icon={<Hand className="size-5 text-muted" aria-hidden />} onSelect={actions.onChooseGrip}>
          {t('workouts:exercise.chooseGrip')}
        </MenuItem>
      ) : null}
      <MenuSeparator />
      <MenuItem icon={<Trash2 className="size-5" aria-hidden />} onSelect={actions.onRemove} destructive>
        {t('workouts:exercise.remove')}
      </MenuItem>
    </OptionsMenu>
  );
}
