import { Building2, Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePublicGym } from '@/features/gyms/api/get-public-gym';
import { useJoinGym } from '@/features/gyms/api/join-gym';
import { EquipmentList, OpeningHours } from '@/features/gyms/components/gym-sections';
import { GymHeader } from '@/features/gyms/components/gym-view';
import { JoinButton } from '@/features/gyms/components/join-button';

/**
 * /g/:slug: a public gym's page, for anyone. Join goes through sign-in and comes back here with ?join=1, which joins
 * at once (the server sends the page's title and description for link previews).
 */
export function PublicGymPage() {
  const { t } = useTranslation(['gyms', 'routes']);
  const { slug } = useParams();
  const [params, setParams] = useSearchParams();
  const lang = useAppLanguage();
  const me = useMe();
  const gym = usePublicGym(slug, lang);
  const join = useJoinGym();
  const joinedOnce = useRef(false);
  useDocumentTitle(gym.data?.name ?? t('routes:publicGym.title'));

  const wantsJoin = params.get('join') === '1';
  const data = gym.data;
  useEffect(() => {
    if (!wantsJoin || !me.data || !data || joinedOnce.current) return;
    joinedOnce.current = true;
    setParams({}, { replace: true });
    if (data.membership) return;
    join.mutate(
      { gymId: data.id },
      {
        onSuccess: () => toast.success(t('gyms:join.done', { name: data.name })),
        onError: () => toast.error(t('gyms:join.failed')),
      },
    );
  }, [wantsJoin, me.data, data, join, setParams, t]);

  if (gym.isPending) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-3" aria-hidden>
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (gym.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl">
        <h1 className="sr-only">{t('routes:publicGym.title')}</h1>
        <EmptyState
          icon={Building2}
          title={t('gyms:detail.notFoundTitle')}
          description={t('gyms:public.notFoundText')}
        />
      </div>
    );
  }
  const back = `/g/${gym.data.slug}?join=1`;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <GymHeader gym={gym.data} />
      <div className="flex flex-wrap items-center gap-3">
        {gym.data.membership ? (
          <>
            <span className="inline-flex items-center gap-1 text-sm text-accent">
              <Check className="size-4" aria-hidden />
              {t('gyms:public.member')}
            </span>
            <Link to={`/gyms/${gym.data.id}`} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
              {t('gyms:public.open')}
            </Link>
          </>
        ) : me.data ? (
          <JoinButton gymId={gym.data.id} name={gym.data.name} size="md" />
        ) : (
          <Link to={`/auth?redirect=${encodeURIComponent(back)}`} className={buttonVariants({})}>
            {t('gyms:public.joinSignIn')}
          </Link>
        )}
      </div>
      {gym.data.description ? (
        <p className="whitespace-pre-line rounded-[12px] border border-border bg-surface p-4 text-sm">
          {gym.data.description}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <OpeningHours periods={gym.data.openingHours} />
        <EquipmentList items={gym.data.equipment} />
      </div>
    </div>
  );
}
