import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { webhookKeys } from './keys';

export function resendDelivery({ webhookId, deliveryId }: { webhookId: string; deliveryId: string }) {
  return api.post<void>(`/api/webhooks/${webhookId}/deliveries/${deliveryId}/resend`);
}

/** "Send again": the same message (same id) goes at once. */
export function useResendDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
