import { useSyncExternalStore } from 'react';
import {
  loadApplicationSession,
  subscribeToApplicationSession,
  type ApplicationSession,
} from '../application-session';

/** The stored application session; re-renders when it changes (in this tab or another). */
export function useApplicationSession(): ApplicationSession | null {
  return useSyncExternalStore(subscribeToApplicationSession, loadApplicationSession, () => null);
}
