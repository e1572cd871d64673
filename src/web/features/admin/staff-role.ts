import { useQuery } from '@tanstack/react-query';
import { mayDo, type StaffRole } from '@/domain/staff-roles';
import { staffMeQueryOptions } from './api/admin-applications-query';

/**
 * Whether the signed-in member's role admits `access` (src/domain/staff-roles.ts): the page hides
 * what the server would refuse with 403. False while the role is loading.
 */
export function useStaffMay(access: readonly StaffRole[]): boolean {
  const me = useQuery(staffMeQueryOptions());
  return mayDo(me.data?.role, access);
}
