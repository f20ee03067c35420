import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useFollowMentor } from '../api/follow-mentor';

/** Follow or unfollow a mentor; the button says which it will do and whom. */
export function FollowMentorButton({
  mentorId,
  name,
  following,
}: {
  mentorId: string;
  name: string;
  following: boolean;
}) {
  const { t } = useTranslation('mentors');
  const follow = useFollowMentor();
  return (
    <Button
      size="sm"
      variant={following ? 'secondary' : 'primary'}
      aria-pressed={following}
      aria-label={t(following ? 'follow.unfollowLabel' : 'follow.followLabel', { name })}
      disabled={follow.isPending}
      onClick={() =>
        follow.mutate({ mentorId, follow: !following }, { onError: () => toast.error(t('follow.failed')) })
      }
    >
      {t(following ? 'follow.following' : 'follow.follow')}
    </Button>
  );
}
