import { safeStorage } from '@/web/lib/safe-storage';
import type { TripDefaults } from './trip-values';

/**
 * Step 1 as typed, so a reload or Back/Forward keeps it: before the application exists (there is
 * no id yet) and while an existing one is being changed. `applicationId` says which application
 * the values belong to (null before creation); values for another one are ignored.
 */
const TRIP_DRAFT_KEY = 'evisa.tripDraft';

interface TripDraft {
  applicationId: string | null;
  values: TripDefaults;
}

export function loadTripDraft(applicationId: string | null): TripDefaults | undefined {
  try {
    const draft = JSON.parse(safeStorage.getItem(TRIP_DRAFT_KEY) ?? 'null') as TripDraft | null;
    if (!draft || draft.applicationId !== applicationId || typeof draft.values !== 'object')
      return undefined;
    return draft.values;
  } catch {
    return undefined;
  }
}

export function saveTripDraft(applicationId: string | null, values: TripDefaults): void {
  const draft: TripDraft = { applicationId, values };
  safeStorage.setItem(TRIP_DRAFT_KEY, JSON.stringify(draft));
}
