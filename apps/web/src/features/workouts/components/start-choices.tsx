import { CalendarClock, LayoutList, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Program, StartWorkoutRequest, TemplateSummary } from '@lifeorbit/contracts';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useStartWorkout } from '../api/start-workout';
import { formatLastDone } from '../lib/format';
import { useNow } from './elapsed-time';

/** How many of the member's templates the start page offers. */
export const RECENT_TEMPLATES_SHOWN = 3;

type Choice = { key: string; title: string; detail: string; body: Omit<StartWorkoutRequest, 'id'>; isNext: boolean };

/** The templates last started from first, then the ones changed last (a new template has not been used yet). */
export function recentTemplates(templates: readonly TemplateSummary[], leaveOut: string | null): TemplateSummary[] {
  const time = (t: TemplateSummary) => Date.parse(t.lastUsedAt ?? '') || 0;
  return templates
    .filter((t) => t.id !== leaveOut)
    .sort((a, b) => time(b) - time(a) || Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
    .slice(0, RECENT_TEMPLATES_SHOWN);
}

/**
 * One tap to start what the member planned: the next day of the active program, then the recent templates. The page
 * hands in the programs and templates (their areas read them); this starts the workout and opens it.
 */
export function StartChoices({
  programs,
  templates,
  lang,
}: {
  programs: readonly Program[] | undefined;
  templates: readonly TemplateSummary[] | undefined;
  lang: string;
}) {
  const { t } = useTranslation('workouts');
  const navigate = useNavigate();
  const start = useStartWorkout(lang);
  const nowMs = useNow(60_000);
  const active = programs?.find((p) => p.isActive && p.nextTemplate);
  const choices: Choice[] = [
    ...(active?.nextTemplate
      ? [
          {
            key: `program-${active.id}`,
            title: active.nextTemplate.name,
            detail: t('choices.nextInProgram', { program: active.name }),
            body: { programId: active.id },
            isNext: true,
          },
        ]
      : []),
    ...recentTemplates(templates ?? [], active?.nextTemplate?.templateId ?? null).map((template) => ({
      key: `template-${template.id}`,
      title: template.name,
      detail: template.lastUsedAt
        ? t('choices.lastDone', { when: formatLastDone(template.lastUsedAt, nowMs, lang) })
        : t('choices.exercises', { count: template.exerciseCount }),
      body: { templateId: template.id },
      isNext: false,
    })),
  ];

  const run = (body: Choice['body']) =>
    start.mutate(body, {
      onSuccess: (result) => navigate(`/app/workouts/${result.workoutId}`),
      onError: (error) => toast.error(t('start.failed'), { description: error.message }),
    });

  return (
    <Card aria-labelledby="start-choices-title">
      <CardTitle id="start-choices-title">{t('choices.title')}</CardTitle>
      {programs === undefined || templates === undefined ? (
        <div className="mt-3 flex flex-col gap-2" aria-hidden>
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : choices.length === 0 ? (
        <CardDescription>
          {t('choices.empty')}{' '}
          <Link to="/fitness/templates" className="text-accent underline-offset-4 hover:underline">
            {t('choices.makeTemplate')}
          </Link>
        </CardDescription>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {choices.map((choice) => {
            const Icon = choice.isNext ? CalendarClock : LayoutList;
            return (
              <li key={choice.key}>
                <button
                  type="button"
                  disabled={start.isPending}
                  onClick={() => run(choice.body)}
                  className={
                    choice.isNext
                      ? 'flex min-h-14 w-full items-center gap-3 rounded-[8px] border border-accent/60 bg-accent/10 px-3 py-2 text-left transition-colors hover:bg-accent/20 disabled:opacity-60'
                      : 'flex min-h-14 w-full items-center gap-3 rounded-[8px] border border-border bg-raised px-3 py-2 text-left transition-colors hover:bg-border/60 disabled:opacity-60'
                  }
                >
                  <Icon className="size-5 shrink-0 text-accent" strokeWidth={1.75} aria-hidden />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-text">{choice.title}</span>
                    <span className="block truncate text-xs text-muted">{choice.detail}</span>
                  </span>
                  {/* The name is the visible text, then what the button does (WCAG 2.5.3: label in name). */}
                  <span className="sr-only">{t('choices.startHint')}</span>
                  <Play className="size-5 shrink-0 text-accent" strokeWidth={1.75} aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
