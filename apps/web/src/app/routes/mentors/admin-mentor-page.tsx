import { ExternalLink, Pencil, UserX } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { fieldErrorsOf } from '@/lib/field-errors';
import { numberFormat } from '@/lib/intl';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminMentor } from '@/features/mentors/admin/api/get-admin-mentor';
import { useMentorPhoto } from '@/features/mentors/admin/api/set-mentor-photo';
import { MentorPhoto } from '@/features/mentors/components/mentor-photo';

/** /admin/mentors/:id: the mentor's profile, photo, and figures (followers, published items, copies, ratings). */
export function AdminMentorPage() {
  const { t, i18n } = useTranslation(['mentors', 'routes', 'common']);
  const { id } = useParams();
  const detail = useAdminMentor(id);
  const photo = useMentorPhoto(id ?? '');
  const fileInput = useRef<HTMLInputElement>(null);
  useDocumentTitle(detail.data?.mentor.displayName ?? t('routes:adminMentor.title'));
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  if (detail.isPending) return <Skeleton className="h-96 w-full" />;
  if (detail.isError) {
    return (
      <>
        <PageHeader title={t('routes:adminMentor.title')} />
        <EmptyState
          icon={UserX}
          title={t('admin.notFoundTitle')}
          description={t('admin.notFoundText')}
          action={<Link to="/admin/mentors">{t('admin.backToList')}</Link>}
        />
      </>
    );
  }
  const { mentor, stats } = detail.data;
  const photoError = Object.values(fieldErrorsOf(photo.error, t))[0];
  const figures = [
    ['followers', number.format(stats.followers)],
    ['published', number.format(stats.published)],
    ['copies', number.format(stats.copies)],
    ['ratings', stats.ratingAvg !== null ? `${number.format(stats.ratingAvg)} (${stats.ratings})` : '—'],
  ] as const;
  return (
    <>
      <PageHeader
        title={mentor.displayName}
        description={mentor.headline || t('routes:adminMentor.description')}
        actions={
          <Button asChild variant="secondary">
            <Link to={`/admin/mentors/${mentor.id}/edit`}>
              <Pencil strokeWidth={1.75} aria-hidden />
              {t('admin.edit')}
            </Link>
          </Button>
        }
      />
      <div className="flex flex-col gap-6">
        <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
          {figures.map(([key, value]) => (
            <div key={key} className="flex flex-col-reverse rounded-[12px] border border-border bg-surface p-3">
              <dt className="text-xs text-muted">{t(`admin.stats.${key}`)}</dt>
              <dd className="text-xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <section
          aria-labelledby="mentor-photo"
          className="flex flex-col gap-3 rounded-[12px] border border-border bg-surface p-4"
        >
          <h2 id="mentor-photo" className="font-semibold">
            {t('admin.photo')}
          </h2>
          <div className="flex flex-wrap items-center gap-4">
            <MentorPhoto name={mentor.displayName} photoUrl={mentor.photoUrl} size="lg" />
            <input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
              className="sr-only"
              aria-label={t('admin.photoChoose')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) photo.mutate(file, { onSuccess: () => toast.success(t('admin.photoSaved')) });
              }}
            />
            <Button variant="secondary" disabled={photo.isPending} onClick={() => fileInput.current?.click()}>
              {photo.isPending ? t('common:loading') : t('admin.photoChoose')}
            </Button>
            {mentor.photoUrl ? (
              <Button variant="ghost" disabled={photo.isPending} onClick={() => photo.mutate(null)}>
                {t('admin.photoRemove')}
              </Button>
            ) : null}
          </div>
          {photoError ? (
            <p role="alert" className="text-sm text-destructive">
              {photoError}
            </p>
          ) : null}
        </section>
        <section
          aria-labelledby="mentor-profile"
          className="flex flex-col gap-2 rounded-[12px] border border-border bg-surface p-4"
        >
          <h2 id="mentor-profile" className="font-semibold">
            {t('admin.profile')}
          </h2>
          <p className="flex flex-wrap gap-1.5">
            <Chip tone={mentor.isActive ? 'accent' : 'destructive'}>
              {t(mentor.isActive ? 'admin.active' : 'admin.inactive')}
            </Chip>
            <Chip>{t(mentor.status === 'invited' ? 'admin.invited' : 'admin.linked')}</Chip>
            {mentor.specialities.map((s) => (
              <Chip key={s}>{t(`specialities.${s}`)}</Chip>
            ))}
            {mentor.languages.map((code) => (
              <Chip key={code}>{t(`languages.${code}`)}</Chip>
            ))}
          </p>
          <p className="text-sm text-muted">{mentor.email}</p>
          {mentor.status === 'invited' ? <p className="text-sm">{t('admin.invitedText')}</p> : null}
          {mentor.bio ? <p className="text-sm whitespace-pre-line">{mentor.bio}</p> : null}
          {mentor.links.length > 0 ? (
            <ul className="text-sm">
              {mentor.links.map((link) => (
                <li key={link}>{link}</li>
              ))}
            </ul>
          ) : null}
          {mentor.status === 'linked' && mentor.isActive ? (
            <Link
              to={`/m/${mentor.slug}`}
              className="inline-flex min-h-11 items-center gap-1 self-start text-sm text-accent hover:underline"
            >
              {t('admin.publicPage')}
              <ExternalLink className="size-3.5" strokeWidth={1.75} aria-hidden />
            </Link>
          ) : null}
        </section>
      </div>
    </>
  );
}
