import { useQuery } from '@tanstack/react-query';
import { userListSchema, type User } from '@contract/users';
import { getJson } from '@/lib/http';
import { personalQueryKey } from '@/lib/session/personal-query-key';

export const buyersQueryKey = personalQueryKey('admin', 'buyers');

/** GET /api/buyers (admin). */
export function getBuyers(signal?: AbortSignal): Promise<User[]> {
  return getJson('/api/buyers', userListSchema, signal);
}

export function useBuyers() {
  return useQuery({ queryKey: buyersQueryKey, queryFn: ({ signal }) => getBuyers(signal) });
}
