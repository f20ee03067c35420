import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DevMail } from '@lifeorbit/contracts/data';
import { api } from '@/lib/api';
import { accountAdminKeys } from './keys';

export function getDevMailbox() {
  return api.get<{ mails: DevMail[] }>('/api/admin/dev-mailbox?limit=100');
}

export const devMailboxQueryOptions = queryOptions({ queryKey: accountAdminKeys.devMailbox, queryFn: getDevMailbox });

/** The development mailbox (superadmin, never in production), newest first: the e-mail checks and reset links. */
export function useDevMailbox() {
  return useQuery(devMailboxQueryOptions);
}
