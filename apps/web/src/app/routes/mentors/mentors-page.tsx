import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MENTOR_SPECIALITIES } from '@lifeorbit/contracts/mentors';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMentorDirectory } from '@/features/mentors/api/list-mentors';
import { MentorCard } from '@/features/mentors/components/mentor-card';

/** /mentors: the directory of mentors, searchable and filtered by speciality and language, to follow. */
export function MentorsPage() {
  const { t } = useTranslation(['mentors', 'routes', 'common']);
  useDocumentTitle(t('routes:mentors.title'));
  const [q, setQ] = useState('');
  const [speciality, setSpeciality] = useState('');
  const [language, setLanguage] = useState('');
  const search = useDebouncedValue(q.trim());
  const directory = useMentorDirectory({ q: search, speciality, language });
  const mentors = directory.data?.pages.flatMap((page) => page.mentors) ?? [];
  const filtered = Boolean(search || speciality || language);

  return (
    <>
      <PageHeader title={t('routes:mentors.title')} description={t('routes:mentors.description')} />
      <div className="mb-4 grid gap-2 md:grid-cols-[minmax(0,1fr)_220px_180px]">
        <SearchInput
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t('directory.search')}
          aria-label={t('directory.search')}
        />
        <NativeSelect
          aria-label={t('directory.speciality')}
          value={speciality}
          onChange={(e) => setSpeciality(e.target.value)}
        >
          <option value="">{t('directory.anySpeciality')}</option>
          {MENTOR_SPECIALITIES.map((value) => (
            <option key={value} value={value}>
              {t(`specialities.${value}`)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t('directory.language')}
          value={language}
          onChange={(e) => setLanguage(e.target.value)}
        >
          <option value="">{t('directory.anyLanguage')}</option>
          {(['en', 'es', 'ro'] as const).map((lang) => (
            <option key={lang} value={lang}>
              {t(`languages.${lang}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {directory.isPending ? (
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-hidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-44 w-full" />
          ))}
        </div>
      ) : directory.isError ? (
        <div role="alert" className="rounded-[12px] border border-destructive/60 bg-destructive/10 p-4">
          <p className="text-sm">{t('directory.loadFailed')}</p>
          <Button className="mt-3" variant="secondary" onClick={() => void directory.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : mentors.length === 0 ? (
        <EmptyState
          icon={GraduationCap}
          title={t(filtered ? 'directory.noMatchTitle' : 'directory.emptyTitle')}
          description={t(filtered ? 'directory.noMatchText' : 'directory.emptyText')}
        />
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {mentors.map((mentor) => (
              <li key={mentor.id}>
                <MentorCard mentor={mentor} signedIn />
              </li>
            ))}
          </ul>
          {directory.hasNextPage ? (
            <Button
              variant="secondary"
              className="mt-4 w-full"
              disabled={directory.isFetchingNextPage}
              onClick={() => void directory.fetchNextPage()}
            >
              {directory.isFetchingNextPage ? t('common:loading') : t('directory.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </>
  );
}
