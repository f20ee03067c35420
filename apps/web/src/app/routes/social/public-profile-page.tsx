import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/lib/session';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePublicProfile } from '@/features/social/api/get-public-profile';
import { ProfileView } from '@/features/social/components/profile-view';

/** /u/:handle: a member's profile, as far as their privacy lets the viewer (signed in or not) see it. */
export function PublicProfilePage() {
  const { t } = useTranslation(['social', 'routes']);
  const { handle } = useParams();
  const lang = useAppLanguage();
  const me = useMe().data ?? null;
  const profile = usePublicProfile(handle, lang);
  useDocumentTitle(profile.data ? `${profile.data.name} (@${profile.data.handle})` : t('routes:publicProfile.title'));

  return (
    <div className="mx-auto w-full max-w-2xl">
      <h1 className="sr-only">{profile.data?.name ?? t('routes:publicProfile.title')}</h1>
      {profile.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden>
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : profile.isError ? (
        <EmptyState icon={UserX} title={t('profile.notFoundTitle')} description={t('profile.notFoundText')} />
      ) : (
        <ProfileView profile={profile.data} unit={me?.profile.weightUnit ?? 'kg'} signedIn={Boolean(me)} />
      )}
    </div>
  );
}
