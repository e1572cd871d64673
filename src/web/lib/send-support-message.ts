import type {
  TSupportMessageRequest,
  TSupportMessageResponse,
} from '@/domain/schemas/support-message';
import { apiRequest } from '@/web/lib/api-client';

/** POST /api/support/messages: stored, forwarded to support and acknowledged by email. */
export function sendSupportMessage(body: TSupportMessageRequest) {
  return apiRequest<TSupportMessageResponse>('/api/support/messages', { method: 'POST', body });
}
