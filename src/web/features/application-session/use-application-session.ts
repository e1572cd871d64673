import { useSyncExternalStore } from 'react';
import type { DeviceApplication } from './device-list';
import {
  loadApplicationSession,
  loadDeviceApplications,
  subscribeToApplicationSession,
  type StoredApplicationSession,
} from './session-store';

/** The stored application session; re-renders when it changes (in this tab or another). */
export function useApplicationSession(): StoredApplicationSession | null {
  return useSyncExternalStore(subscribeToApplicationSession, loadApplicationSession, () => null);
}

const noApplications: readonly DeviceApplication[] = [];

/**
 * This device's applications, newest first, the current one included; none while a prerendered
 * page hydrates (the server has no storage), then the stored ones.
 */
export function useDeviceApplications(): readonly DeviceApplication[] {
  return useSyncExternalStore(
    subscribeToApplicationSession,
    loadDeviceApplications,
    () => noApplications,
  );
}
