import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { personalQueryKey } from '@/lib/session/personal-query-key';
import { useQueueWrite, type WriteOutcome } from '@/offline/outbox/queue-write';
import type { WriteInput } from '@/offline/outbox/write-kinds';

type DealWriteKind = 'message' | 'question' | 'meeting-acceptance' | 'handover' | 'handover-record' | 'rating';

interface Messages {
  sent: string;
  /** Said when there is no answer yet: the write waits in the outbox and goes by itself. */
  waiting: string;
}

/**
 * A deal's write through the outbox (a question before the order too): the toast the user reads for how its first
 * try went, and the order's (or the question thread's) cached answers refreshed once the server has it. The refusal is answered for the form to show.
 */
export function useDealWrite() {
  const queryClient = useQueryClient();
  const write = useQueueWrite();
  async function submit<K extends DealWriteKind>(
    kind: K,
    input: WriteInput<K>,
    messages: Messages,
  ): Promise<WriteOutcome<K>> {
    const outcome = await write.submit(kind, input);
    if (outcome.result === 'sent') {
      toast.success(messages.sent);
      await queryClient.invalidateQueries({ queryKey: personalQueryKey(kind === 'question' ? 'questions' : 'orders') });
    } else if (outcome.result === 'waiting') {
      toast(messages.waiting);
    }
    return outcome;
  }
  return { submit, isSubmitting: write.isSubmitting };
}
