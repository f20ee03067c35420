import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label, NativeSelect } from '@/components/ui/input';
import { usePersonaMembers } from '../api/list-persona-members';
import { useQueryParams } from '@/lib/use-query-params';

import { PersonaDashboard, PersonaLoading } from './persona-dashboard';

/** The seeded members to choose from (kept in `?member=`), and the chosen one's dashboard. */
export function PersonaDashboardPicker() {
  const { t } = useTranslation('demo');
  const id = useId();
  const [params, setParams] = useQueryParams();
  const members = usePersonaMembers();
  if (members.isPending) return <PersonaLoading />;
  if (members.isError) return <p role="alert">{t('error')}</p>;
  if (members.data.members.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title={t('dashboard.empty.title')}
        description={t('dashboard.empty.description')}
        action={
          <Button asChild>
            <Link to="/persona-seeding">{t('dashboard.empty.action')}</Link>
          </Button>
        }
      />
    );
  }
  const selected = params.get('member') ?? members.data.members[0]!.id;
  return (
    <>
      <div className="mb-6 flex max-w-md flex-col gap-1">
        <Label htmlFor={`${id}-member`}>{t('dashboard.member')}</Label>
        <NativeSelect
          id={`${id}-member`}
          value={selected}
          onChange={(e) => setParams((next) => next.set('member', e.target.value), { replace: true })}
        >
          {members.data.members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
          {members.data.members.some((m) => m.id === selected) ? null : <option value={selected}>{selected}</option>}
        </NativeSelect>
      </div>
      <PersonaDashboard id={selected} />
    </>
  );
}
