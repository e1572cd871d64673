import { useSyncExternalStore } from 'react';
import {
  loadApplicationSession,
  subscribeToApplicationSession,
  type StoredApplicationSession,
} from './session-store';

/** The stored application session; re-renders when it changes (in this tab or another). */
export function useApplicationSession(): StoredApplicationSession | null {
  return useSyncExternalStore(subscribeToApplicationSession, loadApplicationSession, () => null);
}
