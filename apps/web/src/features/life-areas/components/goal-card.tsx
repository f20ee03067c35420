import type { LifeGoal } from '@lifeorbit/contracts';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { CalendarClock, Check, MoreHorizontal, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/lib/intl';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { localDay, formatDay } from '@/lib/local-date';
import { useDeleteGoal } from '../api/delete-goal';
import { CheckinDialog } from './checkin-dialog';
import { GoalFormDialog } from './goal-form-dialog';
import { Dialog } from '@/components/ui/dialog';
import { StreakRing } from './streak-ring';
import { TrendChart } from './trend-chart';

const menuItem =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-[8px] px-3 text-sm outline-none data-[highlighted]:bg-raised';

/** One goal: its target, streak, today's check-in (or the button to make it), the trend and the table. */
export function GoalCard({
  goal,
  color,
  subcategoryName,
  lang,
}: {
  goal: LifeGoal;
  color: string;
  subcategoryName: string;
  lang: string;
}) {
  const { t } = useTranslation(['lifeAreas', 'common']);
  const [checkinOpen, setCheckinOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const deleteGoal = useDeleteGoal();
  const today = localDay();
  const todays = goal.checkins.find((c) => c.date === today);
  const number = numberFormat(lang, { maximumFractionDigits: 2 });
  const isRating = goal.measure === 'rating';
  const show = (value: number | null, rating: number | null) =>
    isRating
      ? `${rating ?? '—'}/5`
      : `${value === null ? '—' : number.format(value)}${goal.unit ? ` ${goal.unit}` : ''}`;
  const targetText =
    goal.target === null
      ? null
      : isRating
        ? t('goal.targetRating', { value: number.format(goal.target) })
        : t('goal.target', { value: number.format(goal.target), unit: goal.unit ?? '' });

  const points = goal.checkins.flatMap((c) => {
    const value = isRating ? c.rating : c.value;
    return value === null ? [] : [{ date: c.date, value, note: c.note }];
  });

  return (
    <article className="flex flex-col gap-4 rounded-[12px] border border-border bg-surface p-4 md:p-5">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words text-text md:text-lg">{goal.name}</h3>
          <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
            {targetText ? <span className="tabular-nums">{targetText}</span> : null}
            {goal.dueDate ? (
              <span className="inline-flex items-center gap-1">
                <CalendarClock className="size-4" strokeWidth={1.75} aria-hidden />
                {t('goal.due', { date: formatDay(goal.dueDate, lang) })}
              </span>
            ) : null}
          </p>
        </div>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger
            aria-label={t('goal.options', { name: goal.name })}
            className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-[8px] text-muted hover:bg-raised hover:text-text"
          >
            <MoreHorizontal className="size-5" strokeWidth={1.75} aria-hidden />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={4}
              className="z-50 min-w-48 rounded-[12px] border border-border bg-surface p-1.5 text-text shadow-xl"
            >
              <DropdownMenu.Item className={menuItem} onSelect={() => setEditOpen(true)}>
                <Pencil className="size-5 text-muted" strokeWidth={1.75} aria-hidden />
                {t('goal.edit')}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={`${menuItem} text-destructive`} onSelect={() => setConfirmOpen(true)}>
                <Trash2 className="size-5" strokeWidth={1.75} aria-hidden />
                {t('goal.delete')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </header>

      <div className="flex items-center gap-4">
        <StreakRing days={goal.streak} color={color} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-text">
            {goal.streak > 0 ? t('streak.days', { count: goal.streak }) : t('streak.none')}
          </p>
          <p className="text-sm text-muted">
            {todays ? (
              <span className="inline-flex items-center gap-1">
                <Check className="size-4 text-accent" strokeWidth={2} aria-hidden />
                {t('goal.todayDone', { value: show(todays.value, todays.rating) })}
              </span>
            ) : goal.lastCheckinDate ? (
              t('goal.lastCheckin', { date: formatDay(goal.lastCheckinDate, lang) })
            ) : (
              t('goal.noCheckins')
            )}
          </p>
        </div>
      </div>

      <Button
        variant={todays ? 'secondary' : 'primary'}
        className="w-full sm:w-auto sm:self-start"
        onClick={() => setCheckinOpen(true)}
        aria-label={todays ? t('goal.editTodayFor', { name: goal.name }) : t('goal.checkInFor', { name: goal.name })}
      >
        {todays ? <Pencil aria-hidden strokeWidth={1.75} /> : <Plus aria-hidden strokeWidth={1.75} />}
        {todays ? t('goal.editToday') : t('goal.checkIn')}
      </Button>

      <TrendChart
        points={points}
        target={goal.target}
        unit={goal.unit}
        isRating={isRating}
        color={color}
        title={t('chart.title', { name: goal.name })}
        lang={lang}
      />

      <CheckinDialog open={checkinOpen} onOpenChange={setCheckinOpen} goal={goal} />
      <GoalFormDialog
        open={editOpen}
        onOpenChange={setEditOpen}
        subcategorySlug={goal.subcategorySlug}
        subcategoryName={subcategoryName}
        goal={goal}
      />
      <Dialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('goal.deleteTitle', { name: goal.name })}
        description={t('goal.deleteDescription')}
        closeLabel={t('common:close')}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirmOpen(false)}>
            {t('common:cancel')}
          </Button>
          <Button
            variant="destructive"
            disabled={deleteGoal.isPending}
            onClick={() =>
              deleteGoal.mutate(goal, {
                onSuccess: () => {
                  toast.success(t('goal.deleted', { name: goal.name }));
                  setConfirmOpen(false);
                },
                onError: (err) => toast.error(t('goal.deleteFailed'), { description: err.message }),
              })
            }
          >
            {t('goal.delete')}
          </Button>
        </div>
      </Dialog>
    </article>
  );
}

export function GoalCardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-4 rounded-[12px] border border-border bg-surface p-4 md:p-5">
      <div className="h-5 w-1/2 animate-pulse rounded bg-raised" />
      <div className="flex items-center gap-4">
        <div className="size-16 animate-pulse rounded-full bg-raised" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="h-4 w-1/3 animate-pulse rounded bg-raised" />
          <div className="h-3 w-1/2 animate-pulse rounded bg-raised" />
        </div>
      </div>
      <div className="h-28 w-full animate-pulse rounded-[8px] bg-raised" />
    </div>
  );
}
