import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { imageUploadProblem, withinLimit } from '@/lib/image-upload';
import { toast } from '@/lib/toast';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, useUploadAvatar } from '../api/upload-avatar';

/** My photo: pick a JPEG, PNG, WebP or HEIC up to 8 MB (the server crops and re-encodes it), or remove it. */
export function AvatarUpload({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const { t } = useTranslation('profile');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
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
      <div className="flex flex-col gap-1">
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={AVATAR_ACCEPT}
          aria-label={t('avatar.upload')}
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabled={upload.isPending} onClick={() => input.current?.click()}>
            <ImageUp aria-hidden />
            {upload.isPending ? t('avatar.uploading') : t(avatarUrl ? 'avatar.change' : 'avatar.upload')}
          </Button>
          {avatarUrl ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={upload.isPending}
              onClick={() => upload.mutate(null, { onError: failed })}
            >
              <Trash2 aria-hidden />
              {t('avatar.remove')}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted">{t('avatar.hint')}</p>
      </div>
    </div>
  );
}
