import { useQueryClient } from '@tanstack/react-query';
import { History, Play, PlayCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useActiveWorkout } from '@/features/workouts/api/get-active-workout';
import { useStartSourceName, type StartSource } from '@/features/workouts/api/get-start-source';
import { useStartWorkout } from '@/features/workouts/api/start-workout';
import { ElapsedTime } from '@/features/workouts/components/elapsed-time';
import { useAppLanguage } from '@/lib/use-app-language';
import { usePrograms } from '@/features/programs/api/list-programs';
import { useTemplates } from '@/features/templates/api/list-templates';
import { recentTemplates, StartChoices } from '@/features/workouts/components/start-choices';
import { templateQueryOptions } from '@/features/templates/api/get-template';

/** Matches the API's ACTIVE_WORKOUT_ID_FIELD (kept as a string here so that zod stays out of the browser). */
const ACTIVE_WORKOUT_ID_FIELD = 'activeWorkoutId';

function startSourceOf(params: URLSearchParams): StartSource | null {
  const templateId = params.get('templateId');
  if (templateId) return { kind: 'template', id: templateId };
  const programId = params.get('programId');
  return programId ? { kind: 'program', id: programId } : null;
}

/**
 * Spec §2 "Start or continue workout": Continue Your Workout when one runs; else the program's next workout and the
 * recent templates, one tap each (issue 16); Start New Workout always.
 */
export function WorkoutsPage() {
  const { t } = useTranslation(['workouts', 'routes']);
  const lang = useAppLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const source = startSourceOf(params);
  const active = useActiveWorkout();
  const start = useStartWorkout(lang);
  const sourceName = useStartSourceName(source, lang);
  const programs = usePrograms();
  const templates = useTemplates(lang);
  // The templates offered here are kept on the device as they are fetched, so they start without a network too.
  const queryClient = useQueryClient();
  const offered = [
    ...(source?.kind === 'template' ? [source.id] : []),
    ...recentTemplates(templates.data?.templates ?? [], null).map((template) => template.id),
  ].join(',');
  useEffect(() => {
    for (const id of offered ? offered.split(',') : []) void queryClient.prefetchQuery(templateQueryOptions(id, lang));
  }, [offered, lang, queryClient]);
  useDocumentTitle(t('routes:workouts.title'));

  const run = (body: Parameters<typeof start.mutate>[0]) =>
    start.mutate(body, {
      onSuccess: (result) => navigate(`/app/workouts/${result.workoutId}`),
      onError: (error) => toast.error(t('workouts:start.failed'), { description: error.message }),
    });

  const error = start.error;
  const activeIdFromError =
    error instanceof ApiError ? error.details.find((d) => d.field === ACTIVE_WORKOUT_ID_FIELD)?.message : undefined;
  const activeWorkout = active.data?.workout ?? null;

  return (
    <>
      <PageHeader
        title={t('routes:workouts.title')}
        description={t('routes:workouts.description')}
        actions={
          <Button asChild variant="ghost">
            <Link to="/fitness/history">
              <History aria-hidden />
              {t('workouts:start.historyLink')}
            </Link>
          </Button>
        }
      />
      <div className="grid gap-4 md:grid-cols-2">
        {active.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : activeWorkout ? (
          <Card className="border-accent/50">
            <CardTitle>{t('workouts:start.continueTitle')}</CardTitle>
            <CardDescription>{t('workouts:start.continueText')}</CardDescription>
            <p className="mt-3 text-sm">
              <span className="font-medium">{activeWorkout.title}</span>
              <span className="text-muted"> · </span>
              <ElapsedTime
                startedAt={activeWorkout.startedAt}
                endedAt={null}
                label={t('workouts:session.elapsed')}
                className="text-muted"
              />
            </p>
            <Button asChild className="mt-4 w-full sm:w-auto">
              <Link to={`/app/workouts/${activeWorkout.id}`}>
                <PlayCircle aria-hidden />
                {t('workouts:start.continueButton')}
              </Link>
            </Button>
          </Card>
        ) : null}

        {source ? (
          <Card>
            <CardTitle>
              {source.kind === 'template'
                ? t('workouts:start.fromTemplateTitle')
                : t('workouts:start.fromProgramTitle')}
            </CardTitle>
            <CardDescription>
              {sourceName.data ??
                (source.kind === 'template'
                  ? t('workouts:start.fromTemplateText')
                  : t('workouts:start.fromProgramText'))}
            </CardDescription>
            <Button
              className="mt-4 w-full sm:w-auto"
              disabled={start.isPending}
              onClick={() => run(source.kind === 'template' ? { templateId: source.id } : { programId: source.id })}
            >
              <Play aria-hidden />
              {start.isPending ? t('workouts:start.starting') : t('workouts:start.startButton')}
            </Button>
          </Card>
        ) : null}

        {active.isPending || activeWorkout || source ? null : (
          <StartChoices programs={programs.data?.programs} templates={templates.data?.templates} lang={lang} />
        )}

        <Card>
          <CardTitle>{t('workouts:start.newTitle')}</CardTitle>
          <CardDescription>{t('workouts:start.newText')}</CardDescription>
          <Button
            size="lg"
            className="mt-4 w-full sm:w-auto"
            disabled={start.isPending}
            onClick={() => run({ title: t('workouts:start.quickTitle') })}
          >
            <Play aria-hidden />
            {start.isPending ? t('workouts:start.starting') : t('workouts:start.quickButton')}
          </Button>
        </Card>
      </div>

      {error ? (
        <section
          role="alert"
          aria-labelledby="start-error-title"
          className="mt-4 rounded-[12px] border border-destructive/60 bg-destructive/10 p-4"
        >
          <h2 id="start-error-title" className="text-sm font-semibold text-destructive">
            {t('workouts:start.errorDetails')}
          </h2>
          <p className="mt-1 text-sm text-text">{error.message}</p>
          {error instanceof ApiError ? (
            <p className="mt-1 font-mono text-xs text-muted">{t('workouts:start.errorCode', { code: error.code })}</p>
          ) : null}
          {activeIdFromError ? (
            <>
              <p className="mt-2 text-sm text-muted">{t('workouts:start.inProgressHint')}</p>
              <Button asChild variant="secondary" className="mt-3">
                <Link to={`/app/workouts/${activeIdFromError}`}>{t('workouts:start.continueButton')}</Link>
              </Button>
            </>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
