import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAchievements } from '@/features/achievements/api/get-achievements';
import { BadgeGrid } from '@/features/achievements/components/badge-grid';
import { LoadFailed } from '@/features/progress/components/load-failed';

/** /achievements: badges earned from training, with their dates, and the progress toward the others. */
export function AchievementsPage() {
  const { t } = useTranslation(['achievements', 'routes', 'progress']);
  const lang = useAppLanguage();
  const achievements = useAchievements();
  useDocumentTitle(t('routes:achievements.title'));
  const earned = achievements.data?.badges.filter((badge) => badge.earnedAt).length ?? 0;

  return (
    <>
      <PageHeader title={t('routes:achievements.title')} description={t('routes:achievements.description')} />
      {achievements.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2" aria-busy="true" aria-label={t('progress:loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28 w-full" />
          ))}
        </div>
      ) : achievements.isError ? (
        <LoadFailed onRetry={() => void achievements.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          {earned === 0 ? (
            <Card className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
              <Trophy className="size-8 shrink-0 text-muted" aria-hidden />
              <div className="flex-1">
                <h2 className="font-semibold">{t('empty.title')}</h2>
                <p className="text-sm text-muted">{t('empty.text')}</p>
              </div>
              <Button asChild>
                <Link to="/app/workouts">{t('progress:startWorkout')}</Link>
              </Button>
            </Card>
          ) : (
            <Card>
              <p className="text-sm">
                {t('summary', { earned, total: achievements.data.badges.length })}{' '}
                <span className="text-muted">{t('streak', { count: achievements.data.currentWeeklyStreak })}</span>
              </p>
            </Card>
          )}
          <BadgeGrid badges={achievements.data.badges} lang={lang} />
        </div>
      )}
    </>
  );
}
