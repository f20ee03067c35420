import { useTranslation } from 'react-i18next';
import type { BattleState, DealStatus, InvitationStatus, PayoutStatus } from '@lifeorbit/contracts/ambassadors';
import { Chip } from '@/components/ui/chip';

const BATTLE_TONES: Record<BattleState, 'muted' | 'accent' | 'destructive'> = {
  draft: 'muted',
  upcoming: 'muted',
  live: 'accent',
  ended: 'muted',
  cancelled: 'destructive',
};

export function BattleStateChip({ state }: { state: BattleState }) {
  const { t } = useTranslation('ambassadors');
  return <Chip tone={BATTLE_TONES[state]}>{t(`battleStates.${state}`)}</Chip>;
}

export function InvitationChip({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation('ambassadors');
  return <Chip tone={status === 'accepted' ? 'accent' : 'muted'}>{t(`invitationStatuses.${status}`)}</Chip>;
}

export function DealChip({ status }: { status: DealStatus }) {
  const { t } = useTranslation('ambassadors');
  const tone = status === 'verified' ? 'accent' : status === 'rejected' ? 'destructive' : 'muted';
  return <Chip tone={tone}>{t(`dealStatuses.${status}`)}</Chip>;
}

export function PayoutChip({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation('ambassadors');
  const tone = status === 'paid' ? 'accent' : status === 'rejected' || status === 'failed' ? 'destructive' : 'muted';
  return <Chip tone={tone}>{t(`payoutStatuses.${status}`)}</Chip>;
}
