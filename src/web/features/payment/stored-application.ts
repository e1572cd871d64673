import { safeStorage } from '@/web/lib/safe-storage';

/** Where the wizard keeps the application it is working on (src/web/features/apply). */
export const STORED_APPLICATION_KEY = 'evisa.application';

export interface StoredApplication {
  id: string;
  applicationNumber?: string;
  accessToken: string;
}

/** The wizard's application from local storage, or null when there is none (or it is unreadable). */
export function readStoredApplication(): StoredApplication | null {
  const raw = safeStorage.getItem(STORED_APPLICATION_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredApplication> | null;
    if (typeof value?.id !== 'string' || typeof value.accessToken !== 'string') return null;
    if (!value.id || !value.accessToken) return null;
    return {
      id: value.id,
      accessToken: value.accessToken,
      ...(typeof value.applicationNumber === 'string'
        ? { applicationNumber: value.applicationNumber }
        : {}),
    };
  } catch {
    return null;
  }
}
