import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowDownRight, ArrowRight, ArrowUpRight, Inbox } from 'lucide-react';
import type { AdminOverview as Overview, AdminTrend } from '@lifeorbit/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { numberFormat } from '@/lib/intl';
import { useAdminOverview } from '../api/overview';

const CARD_COUNT = 7;

/** The trend of a count against the window before it, as words a screen reader reads and an arrow beside them. */
function Trend({ trend, format }: { trend: AdminTrend; format: (n: number) => string }) {
  const { t } = useTranslation('adminHome');
  const delta = trend.current - trend.previous;
  const direction = delta > 0 ? 'up' : delta < 0 ? 'down' : 'same';
  const Icon = direction === 'up' ? ArrowUpRight : direction === 'down' ? ArrowDownRight : ArrowRight;
  return (
    <p className="mt-1 flex items-center gap-1 text-xs text-muted" data-direction={direction}>
      <Icon
        aria-hidden
        className={cn(
          'size-4 shrink-0',
          direction === 'up' && 'text-accent',
          direction === 'down' && 'text-destructive',
        )}
      />
      <span>
        {t(`trend.${direction}`, {
          delta: format(Math.abs(delta)),
          previous: format(trend.previous),
        })}
      </span>
    </p>
  );
}

function Card({
  to,
  title,
  value,
  caption,
  children,
  attention,
}: {
  /** Its page; a count with no page of its own (workouts logged) is shown without a link. */
  to?: string;
  title: string;
  value: string;
  caption: string;
  children?: ReactNode;
  attention?: boolean;
}) {
  const className = cn(
    'flex h-full flex-col rounded-[12px] border border-border bg-surface p-4',
    to && 'hover:bg-raised focus-visible:outline-2 focus-visible:outline-accent',
    attention && 'border-accent',
  );
  const content = (
    <>
      <span className="text-sm font-medium text-muted">{title}</span>
      <span className="mt-1 text-3xl font-semibold tabular-nums">{value}</span>
      <span className="text-xs text-muted">{caption}</span>
      {children}
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className={className}>
          {content}
        </Link>
      ) : (
        <div className={className}>{content}</div>
      )}
    </li>
  );
}

function OverviewCards({ data }: { data: Overview }) {
  const { t, i18n } = useTranslation('adminHome');
  const number = numberFormat(i18n.language);
  const format = (n: number) => number.format(n);
  const trendCards = [
    { key: 'members', to: '/admin/users', value: data.members.total, caption: 'joined', trend: data.members.joined },
    {
      key: 'active',
      to: '/admin/users',
      value: data.activeMembers.current,
      caption: 'caption',
      trend: data.activeMembers,
    },
    { key: 'workouts', to: undefined, value: data.workouts.today, caption: 'week', trend: data.workouts.week },
    { key: 'coach', to: '/admin/coach-logs', value: data.coach.today, caption: 'week', trend: data.coach.week },
  ];
  const waitingCards = [
    { key: 'gyms', to: '/admin/gyms', value: data.pendingGyms },
    { key: 'deals', to: '/admin/ambassadors/deals', value: data.pendingDeals },
    { key: 'reports', to: '/admin/reports', value: data.openReports },
  ];
  const waiting = data.pendingGyms + data.pendingDeals + data.openReports;
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-label={t('cardsLabel')}>
        {trendCards.map((card) => (
          <Card
            key={card.key}
            to={card.to}
            title={t(`${card.key}.title`)}
            value={format(card.value)}
            caption={t(`${card.key}.${card.caption}`, { count: format(card.trend.current) })}
          >
            <Trend trend={card.trend} format={format} />
          </Card>
        ))}
        {waitingCards.map((card) => (
          <Card
            key={card.key}
            to={card.to}
            title={t(`${card.key}.title`)}
            value={format(card.value)}
            caption={t(`${card.key}.caption`)}
            attention={card.value > 0}
          />
        ))}
      </ul>
      {waiting === 0 ? (
        <div className="mt-4">
          <EmptyState icon={Inbox} title={t('empty.title')} description={t('empty.description')} />
        </div>
      ) : null}
    </>
  );
}

/** The admin home's first section: counts and trends a staff member wants first, each a link to its page. */
export function AdminOverview() {
  const { t } = useTranslation('adminHome');
  const overview = useAdminOverview();
  return (
    <section aria-labelledby="admin-overview-title" className="mb-8">
      <h2 id="admin-overview-title" className="mb-1 text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('description')}</p>
      {overview.isPending ? (
        <div role="status" aria-live="polite">
          <span className="sr-only">{t('loading')}</span>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {Array.from({ length: CARD_COUNT }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-32 w-full" />
              </li>
            ))}
          </ul>
        </div>
      ) : overview.isError ? (
        <div role="alert" className="rounded-[12px] border border-border bg-surface p-4 text-sm">
          <p className="mb-2">{t('error')}</p>
          <Button size="sm" variant="secondary" onClick={() => void overview.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <OverviewCards data={overview.data} />
      )}
    </section>
  );
}
