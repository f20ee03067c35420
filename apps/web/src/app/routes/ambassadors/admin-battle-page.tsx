import { useParams } from 'react-router';
import { BattleAdmin } from '@/features/ambassadors/admin/components/battle-admin';

/** /admin/battles/:id: a battle's dates and state, its invitations, its leaderboard, and what staff can do next. */
export function AdminBattlePage() {
  const { id = '' } = useParams();
  return <BattleAdmin id={id} />;
}
