import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { PERSONA_KINDS, type PersonaKind } from '@lifeorbit/contracts/personas';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label, NativeSelect } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { usePersonaMembers } from '../api/list-persona-members';
import { useSeedPersona } from '../api/seed-persona';
import { formatDateTime } from '@/lib/format-date-time';
import { numberFormat } from '@/lib/intl';
import { toast } from '@/lib/toast';

const MONTHS = [1, 3, 6, 12, 24];

/** Makes persona members with generated months of training, and lists the ones made. */
export function PersonaSeeding() {
  const { t, i18n } = useTranslation('demo');
  const id = useId();
  const [persona, setPersona] = useState<PersonaKind>('beginner');
  const [months, setMonths] = useState(6);
  const seed = useSeedPersona();
  const members = usePersonaMembers();
  const number = numberFormat(i18n.language);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    seed.mutate(
      { persona, months },
      {
        onSuccess: (result) =>
          void toast.success(
            t('seeding.created', { name: result.member.name, workouts: number.format(result.member.workouts) }),
          ),
        onError: () => void toast.error(t('seeding.failed')),
      },
    );
  };
  return (
    <>
      <form onSubmit={submit} className="mb-8 rounded-[12px] border border-border bg-surface p-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-persona`}>{t('seeding.persona')}</Label>
            <NativeSelect
              id={`${id}-persona`}
              value={persona}
              onChange={(e) => setPersona(e.target.value as PersonaKind)}
            >
              {PERSONA_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`personas.${kind}.name`)}
                </option>
              ))}
            </NativeSelect>
            <p className="text-xs text-muted">{t(`personas.${persona}.description`)}</p>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-months`}>{t('seeding.months')}</Label>
            <NativeSelect id={`${id}-months`} value={months} onChange={(e) => setMonths(Number(e.target.value))}>
              {MONTHS.map((m) => (
                <option key={m} value={m}>
                  {t('seeding.monthsOption', { months: m })}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <Button type="submit" className="mt-4" disabled={seed.isPending}>
          {seed.isPending ? t('seeding.creating') : t('seeding.create')}
        </Button>
      </form>

      <h2 className="mb-3 text-lg font-semibold">{t('seeding.listTitle')}</h2>
      {members.isPending ? (
        <div role="status">
          <span className="sr-only">{t('loading')}</span>
          <Skeleton className="h-24 w-full" />
        </div>
      ) : members.isError ? (
        <p role="alert">{t('error')}</p>
      ) : members.data.members.length === 0 ? (
        <EmptyState icon={Users} title={t('seeding.empty.title')} description={t('seeding.empty.description')} />
      ) : (
        <ul className="flex flex-col gap-2">
          {members.data.members.map((member) => (
            <li
              key={member.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-[12px] border border-border bg-surface p-3"
            >
              <div className="min-w-0">
                <p className="font-medium">{member.name}</p>
                <p className="text-xs text-muted">
                  {t(`personas.${member.persona}.name`)} ·{' '}
                  {t('seeding.workouts', { count: number.format(member.workouts) })} ·{' '}
                  {formatDateTime(member.createdAt, i18n.language)}
                </p>
              </div>
              <Button asChild variant="secondary" size="sm">
                <Link to={`/persona-dashboard?member=${encodeURIComponent(member.id)}`}>
                  {t('seeding.openDashboard', { name: member.name })}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
