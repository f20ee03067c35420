import { ArrowDown, ArrowUp, EllipsisVertical, Link2, Trash2, Unlink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import type { ExerciseActions } from '../hooks/use-exercise-actions';

function MenuItem({
  icon,
  children,
  onSelect,
  destructive,
}: {
  icon: ReactNode;
  children: ReactNode;
  onSelect: () => void;
  destructive?: boolean;
}) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-[8px] px-3 text-sm outline-none data-[highlighted]:bg-raised',
        destructive && 'text-destructive',
      )}
    >
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

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
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('workouts:exercise.options', { name })}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-[8px] text-muted outline-none hover:bg-raised"
      >
        <EllipsisVertical className="size-5" strokeWidth={1.75} aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-56 rounded-[12px] border border-border bg-surface p-1.5 text-text shadow-xl"
        >
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
            <MenuItem
              icon={<Link2 className="size-5 text-muted" aria-hidden />}
              onSelect={actions.onSupersetWithPrevious}
            >
              {t('workouts:exercise.supersetWithPrevious')}
            </MenuItem>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <MenuItem icon={<Trash2 className="size-5" aria-hidden />} onSelect={actions.onRemove} destructive>
            {t('workouts:exercise.remove')}
          </MenuItem>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
