import { Rss } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/lib/session';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFeed } from '@/features/social/api/get-feed';
import { FindPeople } from '@/features/social/components/find-people';
import { FollowRequests } from '@/features/social/components/follow-requests';
import { PostCard } from '@/features/social/components/post-card';

/** /social: the feed of the people I follow, the requests waiting for my answer, and finding people. */
export function SocialPage() {
  const { t } = useTranslation(['social', 'routes', 'common']);
  const lang = useAppLanguage();
  const feed = useFeed(lang);
  const { data: me } = useMe();
  const unit = me?.profile.weightUnit ?? 'kg';
  useDocumentTitle(t('routes:social.title'));
  const posts = feed.data?.pages.flatMap((page) => page.posts) ?? [];

  return (
    <>
      <PageHeader title={t('routes:social.title')} description={t('routes:social.description')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <section aria-labelledby="feed-title" className="order-2 lg:order-1">
          <h2 id="feed-title" className="mb-3 text-lg font-semibold">
            {t('feed.title')}
          </h2>
          {feed.isPending ? (
            <div className="flex flex-col gap-3" aria-hidden>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-40 w-full" />
              ))}
            </div>
          ) : feed.isError ? (
            <div role="alert" className="rounded-[12px] border border-destructive/60 bg-destructive/10 p-4">
              <p className="text-sm">{t('feed.loadFailed')}</p>
              <Button className="mt-3" variant="secondary" onClick={() => void feed.refetch()}>
                {t('common:retry')}
              </Button>
            </div>
          ) : posts.length === 0 ? (
            <EmptyState
              icon={Rss}
              title={t('feed.emptyTitle')}
              description={t('feed.emptyText')}
              action={
                <Button asChild variant="secondary">
                  <Link to="/app/workouts">{t('feed.startWorkout')}</Link>
                </Button>
              }
            />
          ) : (
            <>
              <ul className="flex flex-col gap-3">
                {posts.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} unit={unit} signedIn />
                  </li>
                ))}
              </ul>
              {feed.hasNextPage ? (
                <Button
                  variant="secondary"
                  className="mt-4 w-full"
                  disabled={feed.isFetchingNextPage}
                  onClick={() => void feed.fetchNextPage()}
                >
                  {feed.isFetchingNextPage ? t('common:loading') : t('feed.loadMore')}
                </Button>
              ) : null}
            </>
          )}
        </section>
        <aside className="order-1 flex flex-col gap-4 lg:order-2">
          <FollowRequests />
          <FindPeople />
        </aside>
      </div>
    </>
  );
}
