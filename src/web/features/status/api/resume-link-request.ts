import type { TResumeLinkRequest, TSuccessResponse } from '@/domain/schemas';
import { apiRequest } from '@/web/lib/api-client';

/**
 * "Lost your link?" (no token: the email and the number are the request). The answer is the
 * same whether they match an application or not.
 */
export function requestResumeLink(body: TResumeLinkRequest) {
  return apiRequest<TSuccessResponse>('/api/applications/resume-link-requests', {
    method: 'POST',
    body,
  });
}
