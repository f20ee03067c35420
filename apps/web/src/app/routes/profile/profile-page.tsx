import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/lib/session';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfileSettings } from '@/features/profile/api/get-profile-settings';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { usePublicProfile } from '@/features/social/api/get-public-profile';
import { ProfileView } from '@/features/social/components/profile-view';

/** /profile: my profile as others see it (counts, recent workouts and records), and the form that edits it. */
export function ProfilePage() {
  const { t } = useTranslation(['profile', 'routes']);
  const lang = useAppLanguage();
  const { data: me } = useMe();
  const settings = useProfileSettings();
  const profile = usePublicProfile(settings.data?.handle, lang);
  useDocumentTitle(t('routes:profile.title'));

  return (
    <>
      <PageHeader title={t('routes:profile.title')} description={t('routes:profile.description')} />
      {settings.isPending || profile.isPending ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_380px]" aria-hidden>
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      ) : settings.isError || profile.isError ? (
        <p role="alert" className="rounded-[12px] border border-destructive/60 bg-destructive/10 p-4 text-sm">
          {t('loadFailed')}
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_380px]">
          <div className="flex flex-col gap-2">
            <ProfileView profile={profile.data} unit={me?.profile.weightUnit ?? 'kg'} signedIn />
            <p className="text-sm text-muted">
              {t('shareLink')}{' '}
              <Link className="text-accent underline-offset-4 hover:underline" to={`/u/${settings.data.handle}`}>
                {`${window.location.origin}/u/${settings.data.handle}`}
              </Link>
            </p>
          </div>
          <ProfileForm key={settings.data.handle} settings={settings.data} />
        </div>
      )}
    </>
  );
}
