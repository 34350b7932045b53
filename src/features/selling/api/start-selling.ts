import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { startSellingAnswerSchema, type StartSellingAnswer } from '@contract/users';
import { postJson } from '@/lib/http';
import { updateSessionUser } from '@/lib/session/session-store';

/** POST /api/users/me/selling: turns selling on for the signed-in account (awaiting an admin's verification). */
export function startSelling(): Promise<StartSellingAnswer> {
  return postJson('/api/users/me/selling', {}, startSellingAnswerSchema);
}

/** Start selling, then the session carries the account as it now is, so the menu offers the seller's pages. */
export function useStartSelling() {
  return useMutation({
    mutationFn: startSelling,
    onSuccess: ({ user }) => {
      updateSessionUser(user);
      toast.success('Selling is on: add your first listing');
    },
    onError: (error) => {
      toast.error(error instanceof Error ? error.message : 'That did not work. Please try again.');
    },
  });
}
