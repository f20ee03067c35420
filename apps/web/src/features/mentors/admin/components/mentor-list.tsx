import { GraduationCap } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminList, moreOf } from '@/components/ui/admin-list';
import { Chip } from '@/components/ui/chip';
import { EmptyState } from '@/components/ui/empty-state';
import { ToolbarSearch } from '@/components/ui/list-toolbar';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { MentorPhoto } from '@/features/mentors/components/mentor-photo';
import { useAdminMentors } from '../api/list-admin-mentors';

/** Every mentor (and invitation), searched, a page at a time; each opens its own page. */
export function MentorList() {
  const { t } = useTranslation(['mentors', 'common']);
  const id = useId();
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim());
  const mentors = useAdminMentors(search);
  return (
    <AdminList
      toolbar={
        <ToolbarSearch
          id={`${id}-q`}
          label={t('admin.search')}
          hideLabel
          placeholder={t('admin.search')}
          className="w-full flex-none"
          value={q}
          onValueChange={setQ}
        />
      }
      empty={
        <EmptyState
          icon={GraduationCap}
          title={t(search ? 'admin.noMatchTitle' : 'admin.emptyTitle')}
          description={t(search ? 'admin.noMatchText' : 'admin.emptyText')}
        />
      }
      items={mentors.data?.pages.flatMap((page) => page.mentors) ?? []}
      isLoading={mentors.isPending}
      listClassName="flex flex-col divide-y divide-border rounded-[12px] border border-border bg-surface"
      itemClassName="flex items-center gap-3 p-3"
      renderItem={(mentor) => (
        <>
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
        </>
      )}
      more={{ ...moreOf(mentors, t('directory.loadMore')), className: '' }}
    />
  );
}
