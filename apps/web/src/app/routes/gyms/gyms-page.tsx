import { GYM_SEARCH_MAX_LENGTH } from '@lifeorbit/contracts';
import { Building2, Plus, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGyms } from '@/features/gyms/api/list-gyms';
import { useMyGyms } from '@/features/gyms/api/get-my-gyms';
import { CreateGymDialog } from '@/features/gyms/components/create-gym-dialog';
import { GymCardRow } from '@/features/gyms/components/gym-card';

/** /gyms: my gyms, the directory (found by name or city, joined from the list), and creating a gym. */
export function GymsPage() {
  const { t } = useTranslation(['gyms', 'routes']);
  const id = useId();
  const [creating, setCreating] = useState(false);
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const mine = useMyGyms();
  const directory = useGyms(q);
  const found = directory.data?.pages.flatMap((page) => page.gyms) ?? [];
  useDocumentTitle(t('routes:gyms.title'));

  return (
    <>
      <PageHeader
        title={t('routes:gyms.title')}
        description={t('routes:gyms.description')}
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            {t('gyms:create.open')}
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
        <section aria-labelledby={`${id}-mine`}>
          <h2 id={`${id}-mine`} className="mb-3 text-lg font-semibold">
            {t('gyms:mine.title')}
          </h2>
          {mine.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : (mine.data?.gyms.length ?? 0) === 0 ? (
            <EmptyState icon={Building2} title={t('gyms:mine.emptyTitle')} description={t('gyms:mine.emptyText')} />
          ) : (
            <ul className="flex flex-col gap-2">
              {mine.data!.gyms.map((gym) => (
                <GymCardRow key={gym.id} gym={gym} showJoin={false} />
              ))}
            </ul>
          )}
        </section>
        <Card aria-labelledby={`${id}-find`}>
          <CardTitle id={`${id}-find`}>{t('gyms:find.title')}</CardTitle>
          <div className="mt-3 flex flex-col gap-1.5">
            <Label htmlFor={`${id}-q`}>{t('gyms:find.search')}</Label>
            <SearchInput
              id={`${id}-q`}
              value={text}
              maxLength={GYM_SEARCH_MAX_LENGTH}
              placeholder={t('gyms:find.placeholder')}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          {directory.isPending ? (
            <Skeleton className="mt-3 h-24 w-full" />
          ) : found.length === 0 ? (
            <div className="mt-3">
              <EmptyState
                icon={Search}
                title={q ? t('gyms:find.noneFound', { q }) : t('gyms:find.emptyTitle')}
                description={t('gyms:find.emptyText')}
              />
            </div>
          ) : (
            <ul className="mt-3 flex flex-col gap-2" aria-live="polite">
              {found.map((gym) => (
                <GymCardRow key={gym.id} gym={gym} />
              ))}
            </ul>
          )}
          {directory.hasNextPage ? (
            <Button
              variant="secondary"
              className="mt-3"
              disabled={directory.isFetchingNextPage}
              onClick={() => void directory.fetchNextPage()}
            >
              {t('gyms:find.more')}
            </Button>
          ) : null}
        </Card>
      </div>
      <CreateGymDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
