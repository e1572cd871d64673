import type {
  TDataRightsGrant,
  TDataRightsGrantRequest,
  TErasureOutcome,
} from '@/domain/schemas/data-rights';
import type { TSuccessResponse } from '@/domain/schemas';
import { apiRequest } from '@/web/lib/api-client';
import type { StatusCheckQuery } from './status-queries';

// The traveller's rights (docs/requirements/privacy.md, "Access and erasure"): a code emailed to
// the application's address, exchanged for a grant that downloads the data or erases it.

export function requestDataRightsCode(body: StatusCheckQuery) {
  return apiRequest<TSuccessResponse>('/api/applications/data-rights/codes', {
    method: 'POST',
    body,
  });
}

export function exchangeDataRightsCode(body: TDataRightsGrantRequest) {
  return apiRequest<TDataRightsGrant>('/api/applications/data-rights/grants', {
    method: 'POST',
    body,
  });
}

export function eraseMyData(grant: string) {
  return apiRequest<TErasureOutcome>('/api/applications/data-rights/erasure', {
    method: 'POST',
    body: { grant },
  });
}
