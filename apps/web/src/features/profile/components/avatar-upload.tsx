import { useTranslation } from 'react-i18next';
import { ImagePicker } from '@/components/ui/image-picker';
import { imageUploadProblem, withinLimit } from '@/lib/image-upload';
import { toast } from '@/lib/toast';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, useUploadAvatar } from '../api/upload-avatar';

/** My photo: pick a JPEG, PNG, WebP or HEIC up to 8 MB (the server crops and re-encodes it), or remove it. */
export function AvatarUpload({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const { t } = useTranslation('profile');
  const upload = useUploadAvatar();
  const failed = (error: Error) => toast.error(t(`avatar.${imageUploadProblem(error)}`, { message: error.message }));

  const pick = (picked: File | undefined) => {
    const file = withinLimit(picked, AVATAR_MAX_BYTES, () => toast.error(t('avatar.tooBig')));
    if (!file) return;
    upload.mutate(file, { onSuccess: () => toast.success(t('avatar.saved')), onError: failed });
  };

  return (
    <div className="flex items-center gap-4">
      {avatarUrl ? (
        <img src={avatarUrl} alt={t('avatar.alt', { name })} className="size-16 rounded-full object-cover" />
      ) : (
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-accent/20 text-2xl font-semibold text-accent uppercase">
          <span aria-hidden>{Array.from(name.trim())[0] ?? '?'}</span>
        </span>
      )}
      <ImagePicker
        accept={AVATAR_ACCEPT}
        inputLabel={t('avatar.upload')}
        pickText={upload.isPending ? t('avatar.uploading') : t(avatarUrl ? 'avatar.change' : 'avatar.upload')}
        removeText={t('avatar.remove')}
        hint={t('avatar.hint')}
        pending={upload.isPending}
        onPick={pick}
        onRemove={avatarUrl ? () => upload.mutate(null, { onError: failed }) : undefined}
      />
    </div>
  );
}
