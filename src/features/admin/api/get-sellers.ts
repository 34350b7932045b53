import { useQuery } from '@tanstack/react-query';
import { userListSchema, type User } from '@contract/users';
import { getJson } from '@/lib/http';
import { personalQueryKey } from '@/lib/session/personal-query-key';

export const sellersQueryKey = personalQueryKey('admin', 'sellers');

/** GET /api/sellers (admin). */
export function getSellers(signal?: AbortSignal): Promise<User[]> {
  return getJson('/api/sellers', userListSchema, signal);
}

export function useSellers() {
  return useQuery({ queryKey: sellersQueryKey, queryFn: ({ signal }) => getSellers(signal) });
}
