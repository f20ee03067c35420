import { useTranslation } from 'react-i18next';
import type { FollowState } from '@lifeorbit/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSetFollow, type FollowAction } from '../api/set-follow';

const ACTION_BY_STATE: Record<Exclude<FollowState, 'self'>, FollowAction> = {
  none: 'follow',
  requested: 'unfollow',
  following: 'unfollow',
  blocked: 'unblock',
};

/** Follow, the request sent (tap to withdraw), following (tap to stop) or blocked (tap to unblock). */
export function FollowButton({ handle, name, state }: { handle: string; name: string; state: FollowState }) {
  const { t } = useTranslation('social');
  const setFollow = useSetFollow();
  if (state === 'self') return null;
  const action = ACTION_BY_STATE[state];
  return (
    <Button
      size="sm"
      variant={state === 'none' ? 'primary' : 'secondary'}
      disabled={setFollow.isPending}
      aria-label={t(`follow.${state}Label`, { name })}
      onClick={() =>
        setFollow.mutate(
          { handle, action },
          { onError: (error) => toast.error(t('follow.failed', { message: error.message })) },
        )
      }
    >
      {t(`follow.${state}`)}
    </Button>
  );
}
