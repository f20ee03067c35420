import { useMutation } from '@tanstack/react-query';
import type { BackupTicketRequest, BackupTicketResponse } from '@lifeorbit/contracts/backup';
import { api } from '@/lib/api';

/** The password (and two-factor code) again, for a one-time ticket of a backup download (issue 36). */
export function askBackupTicket(body: BackupTicketRequest) {
  return api.post<BackupTicketResponse>('/api/admin/backup/ticket', body);
}

/** The download itself: a plain link, so the browser streams the file to disk as it comes. */
export const backupDownloadUrl = (ticket: string) => `/api/admin/backup?ticket=${encodeURIComponent(ticket)}`;

export function useBackupTicket() {
  return useMutation({ mutationFn: askBackupTicket });
}
