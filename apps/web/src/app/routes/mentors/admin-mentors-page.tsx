import { GraduationCap, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminMentors } from '@/features/mentors/admin/api/admin-mentors';
import { ReviewQueue } from '@/features/mentors/admin/components/review-queue';
import { MentorPhoto } from '@/features/mentors/components/mentor-photo';

/** /admin/mentors: every mentor (and invitation) with search, a new mentor, and the review queue of members' items. */
export function AdminMentorsPage() {
  const { t } = useTranslation(['mentors', 'routes', 'common']);
  useDocumentTitle(t('routes:adminMentors.title'));
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim());
  const mentors = useAdminMentors(search);
  const list = mentors.data?.pages.flatMap((page) => page.mentors) ?? [];
  return (
    <>
      <PageHeader
        title={t('routes:adminMentors.title')}
        description={t('admin.description')}
        actions={
          <Button asChild>
            <Link to="/admin/mentors/new">
              <Plus strokeWidth={1.75} aria-hidden />
              {t('admin.new')}
            </Link>
          </Button>
        }
      />
      <div className="flex flex-col gap-8">
        <section aria-labelledby="mentors-list" className="flex flex-col gap-3">
          <h2 id="mentors-list" className="text-lg font-semibold">
            {t('admin.listTitle')}
          </h2>
          <SearchInput
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={t('admin.search')}
            aria-label={t('admin.search')}
          />
          {mentors.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : list.length === 0 ? (
            <EmptyState
              icon={GraduationCap}
              title={t(search ? 'admin.noMatchTitle' : 'admin.emptyTitle')}
              description={t(search ? 'admin.noMatchText' : 'admin.emptyText')}
            />
          ) : (
            <ul className="flex flex-col divide-y divide-border rounded-[12px] border border-border bg-surface">
              {list.map((mentor) => (
                <li key={mentor.id} className="flex items-center gap-3 p-3">
                  <MentorPhoto name={mentor.displayName} photoUrl={mentor.photoUrl} size="sm" />
                  <div className="min-w-0 flex-1">
                    <Link to={`/admin/mentors/${mentor.id}`} className="font-medium hover:underline">
                      {mentor.displayName}
                    </Link>
                    <p className="truncate text-xs text-muted">
                      /m/{mentor.slug} · {mentor.email} · {t('card.items', { count: mentor.itemCount })} ·{' '}
                      {t('card.followers', { count: mentor.followerCount })}
                    </p>
                  </div>
                  {mentor.status === 'invited' ? <Chip>{t('admin.invited')}</Chip> : null}
                  {!mentor.isActive ? <Chip tone="destructive">{t('admin.inactive')}</Chip> : null}
                </li>
              ))}
            </ul>
          )}
          {mentors.hasNextPage ? (
            <Button
              variant="secondary"
              onClick={() => void mentors.fetchNextPage()}
              disabled={mentors.isFetchingNextPage}
            >
              {t('directory.loadMore')}
            </Button>
          ) : null}
        </section>
        <ReviewQueue />
      </div>
    </>
  );
}
