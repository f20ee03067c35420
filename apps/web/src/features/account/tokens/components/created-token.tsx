import { useTranslation } from 'react-i18next';
import type { CreatedTokenResponse } from '@lifeorbit/contracts/tokens';
import { ShownOnceSecret } from '@/components/shown-once-secret';

/** A new token, shown this once with a copy button and a warning: the list only ever shows its first characters. */
export function CreatedToken({ created, onDone }: { created: CreatedTokenResponse; onDone: () => void }) {
  const { t } = useTranslation('tokens');
  return (
    <ShownOnceSecret
      value={created.token}
      onDone={onDone}
      texts={{
        title: t('createdTitle', { name: created.summary.name }),
        warning: t('createdWarning'),
        label: t('tokenLabel'),
        copy: t('copy'),
        copied: t('copied'),
        copyFailed: t('copyFailed'),
        done: t('done'),
      }}
    />
  );
}
