import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PEOPLE_SEARCH_MAX_LENGTH } from '@lifeorbit/contracts';
import { Card, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePeople } from '../api/get-people';
import { FollowButton } from './follow-button';
import { MemberRow } from './member-row';

/** Search by name or handle; with an empty box, suggestions: people the people I follow follow. */
export function FindPeople() {
  const { t } = useTranslation('social');
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const people = usePeople(q);
  const list = people.data?.people ?? [];
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>{t('people.title')}</CardTitle>
      <div className="mt-3 flex flex-col gap-1.5">
        <Label htmlFor={`${id}-q`}>{t('people.search')}</Label>
        <SearchInput
          id={`${id}-q`}
          maxLength={PEOPLE_SEARCH_MAX_LENGTH}
          value={text}
          placeholder={t('people.placeholder')}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {!q ? <p className="mt-3 text-xs text-muted">{t('people.suggestions')}</p> : null}
      {people.isPending ? (
        <Skeleton className="mt-3 h-24 w-full" />
      ) : list.length === 0 ? (
        <p className="mt-3 text-sm text-muted" role="status">
          {q ? t('people.noneFound', { q }) : t('people.noSuggestions')}
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-border" aria-live="polite">
          {list.map((member) => (
            <li key={member.handle}>
              <MemberRow
                member={member}
                action={<FollowButton handle={member.handle} name={member.name} state={member.followState} />}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
