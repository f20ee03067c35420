import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useAnswerFollowRequest } from '../api/answer-follow-request';
import { useFollowRequests } from '../api/get-follow-requests';
import { MemberRow } from './member-row';

/** Requests to follow me, each with approve and decline; nothing at all when there are none. */
export function FollowRequests() {
  const { t } = useTranslation('social');
  const requests = useFollowRequests();
  const answer = useAnswerFollowRequest();
  const list = requests.data?.requests ?? [];
  if (list.length === 0) return null;
  const failed = (error: Error) => toast.error(t('requests.failed', { message: error.message }));
  return (
    <Card aria-labelledby="requests-title">
      <CardTitle id="requests-title">{t('requests.title', { count: list.length })}</CardTitle>
      <ul className="mt-2 divide-y divide-border">
        {list.map((member) => (
          <li key={member.handle}>
            <MemberRow
              member={member}
              action={
                <div className="flex gap-1">
                  <Button
                    size="sm"
                    disabled={answer.isPending}
                    aria-label={t('requests.approveLabel', { name: member.name })}
                    onClick={() => answer.mutate({ handle: member.handle, approve: true }, { onError: failed })}
                  >
                    {t('requests.approve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={answer.isPending}
                    aria-label={t('requests.declineLabel', { name: member.name })}
                    onClick={() => answer.mutate({ handle: member.handle, approve: false }, { onError: failed })}
                  >
                    {t('requests.decline')}
                  </Button>
                </div>
              }
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
