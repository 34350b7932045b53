import { useState } from 'react';
import { mayTake, stageOfOrder, type DealStep } from '@contract/deal-rules';
import type { Order } from '@contract/orders';
import { useOnlineStatus } from '@/lib/online-status';
import { useOrderStep, type OnlineStep } from '@/features/deals/api/order-step';
import DisputeForm from '../DisputeForm';
import ReasonForm, { type ReasonKind } from '../ReasonForm';

/**
 * The steps the caller may take on this order now, from the deal's rules (contract/deal-rules.ts, the table the
 * server enforces), and the forms of those that need a reason; one of the forms is open at a time.
 */
export function useDealSteps(order: Order) {
  const step = useOrderStep(order._id);
  const online = useOnlineStatus();
  const [reasonOpened, setReasonOpened] = useState<ReasonKind | null>(null);
  const stage = stageOfOrder(order);
  const can = (name: DealStep) => mayTake(name, order.role, stage);
  const take = (name: OnlineStep, done: string, body?: object) => step.mutate({ step: name, done, body });
  const busy = step.isPending;

  const reasonForm = (kind: Exclude<ReasonKind, 'dispute'>, done: string) =>
    can(kind) ? (
      <ReasonForm
        kind={kind}
        busy={busy}
        opened={reasonOpened}
        onOpenedChange={setReasonOpened}
        onSubmit={(reason) => take(kind, done, { reason })}
      />
    ) : null;
  const disputeForm = () =>
    can('dispute') ? (
      <DisputeForm
        buyer={order.role === 'buyer'}
        busy={busy}
        opened={reasonOpened}
        onOpenedChange={setReasonOpened}
        onSubmit={(body) => take('dispute', 'Dispute opened', body)}
      />
    ) : null;

  return { stage, can, take, busy, online, reasonForm, disputeForm };
}
