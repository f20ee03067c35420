import { Dumbbell, History, LayoutList, Search, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useMe } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

const ACTIONS: { to: string; key: string; icon: LucideIcon; primary?: boolean }[] = [
  { to: '/app/workouts', key: 'startWorkout', icon: Dumbbell, primary: true },
  { to: '/fitness/exercises', key: 'exercises', icon: Search },
  { to: '/fitness/templates', key: 'templates', icon: LayoutList },
  { to: '/fitness/history', key: 'history', icon: History },
];

/** The training dashboard (health + fitness-exercise); the life-area trackers join it in a later issue. */
export function DashboardPage() {
  const { t } = useTranslation(['landing', 'routes']);
  const { data: me } = useMe();
  useDocumentTitle(t('routes:dashboard.title'));
  return (
    <>
      <PageHeader title={t('dashboard.greeting', { name: me?.name ?? '' })} description={t('dashboard.intro')} />
      <ul className="grid gap-3 sm:grid-cols-2">
        {ACTIONS.map((action) => {
          const Icon = action.icon;
          return (
            <li key={action.key}>
              <Link
                to={action.to}
                className={
                  action.primary
                    ? 'flex min-h-24 items-start gap-4 rounded-[12px] bg-accent p-5 text-accent-text transition hover:brightness-110'
                    : 'flex min-h-24 items-start gap-4 rounded-[12px] border border-border bg-surface p-5 transition hover:bg-raised'
                }
              >
                <Icon className="mt-0.5 size-6 shrink-0" strokeWidth={1.75} aria-hidden />
                <span>
                  <span className="block font-semibold">{t(`dashboard.${action.key}`)}</span>
                  <span className={action.primary ? 'mt-1 block text-sm opacity-80' : 'mt-1 block text-sm text-muted'}>
                    {t(`dashboard.${action.key}Description`)}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
