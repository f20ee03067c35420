import type { GymDetail } from '@lifeorbit/contracts';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '@/components/ui/image-picker';
import { Card, CardTitle } from '@/components/ui/card';
import { imageUploadProblem, withinLimit } from '@/lib/image-upload';
import { toast } from '@/lib/toast';
import { GYM_IMAGE_ACCEPT, GYM_IMAGE_MAX_BYTES, useSetGymImage, type GymImageKind } from '../api/set-gym-image';

/** One picture's preview and its upload / change / remove buttons. */
function GymImageField({ gym, kind }: { gym: GymDetail; kind: GymImageKind }) {
  const { t } = useTranslation('gyms');
  const write = useSetGymImage();
  const url = kind === 'logo' ? gym.logoUrl : gym.coverUrl;
  const failed = (error: Error) => toast.error(t(`images.${imageUploadProblem(error)}`, { message: error.message }));
  const pick = (picked: File | undefined) => {
    const file = withinLimit(picked, GYM_IMAGE_MAX_BYTES, () => toast.error(t('images.tooBig')));
    if (!file) return;
    write.mutate(
      { gymId: gym.id, kind, file },
      { onSuccess: () => toast.success(t(`images.${kind}Saved`)), onError: failed },
    );
  };
  const remove = () =>
    write.mutate(
      { gymId: gym.id, kind, file: null },
      { onSuccess: () => toast.success(t(`images.${kind}Removed`)), onError: failed },
    );

  const preview =
    kind === 'logo' ? (
      url ? (
        <img
          src={url}
          alt={t('images.logoAlt', { name: gym.name })}
          className="size-20 shrink-0 rounded-xl object-cover"
        />
      ) : (
        <span className="inline-flex size-20 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
          <Building2 className="size-8" aria-hidden />
        </span>
      )
    ) : url ? (
      <img
        src={url}
        alt={t('images.coverAlt', { name: gym.name })}
        className="aspect-[3/1] w-full rounded-xl object-cover"
      />
    ) : (
      <div className="flex aspect-[3/1] w-full items-center justify-center rounded-xl border border-dashed border-border px-4 text-center text-sm text-muted">
        {t('images.noCover')}
      </div>
    );

  return (
    <section aria-labelledby={`gym-${kind}-title`} className="flex flex-col gap-3">
      <h3 id={`gym-${kind}-title`} className="text-sm font-semibold">
        {t(`images.${kind}Title`)}
      </h3>
      <div className={kind === 'logo' ? 'flex items-center gap-4' : 'flex flex-col gap-3'}>
        {preview}
        <ImagePicker
          accept={GYM_IMAGE_ACCEPT}
          inputLabel={t(`images.${kind}Upload`)}
          pickText={write.isPending ? t('images.uploading') : t(url ? `images.${kind}Change` : `images.${kind}Upload`)}
          removeText={t(`images.${kind}Remove`)}
          hint={t(`images.${kind}Hint`)}
          pending={write.isPending}
          onPick={pick}
          onRemove={url ? remove : undefined}
        />
      </div>
    </section>
  );
}

/** The gym's logo (square, beside its name everywhere) and cover (the wide picture atop its pages and link previews). */
export function GymImagesForm({ gym }: { gym: GymDetail }) {
  const { t } = useTranslation('gyms');
  return (
    <Card>
      <CardTitle>{t('images.title')}</CardTitle>
      <div className="mt-3 flex flex-col gap-6">
        <GymImageField gym={gym} kind="logo" />
        <GymImageField gym={gym} kind="cover" />
      </div>
    </Card>
  );
}
