import { useState } from 'react';
import type { Dispute } from '@contract/disputes';
import ConfirmDialog from '@/components/ConfirmDialog';
import EmailAddress from '@/components/EmailAddress';
import ListView from '@/components/ListView';
import PhoneNumber from '@/components/PhoneNumber';
import Price from '@/components/Price';
import StateMessage from '@/components/StateMessage';
import TableRowsSkeleton from '@/components/TableRowsSkeleton';
import { formatWhen } from '@/lib/format-when';
import { useDisputes } from '../api/get-disputes';
import { useResolveDispute } from '../api/resolve-dispute';
import '../components/disputes.css';

const when = (iso: string | null) => (iso ? formatWhen(iso) : 'never');

function DisputeCard({ dispute, onDecide }: { dispute: Dispute; onDecide: (decision: Decision) => void }) {
  const { handover } = dispute;
  return (
    <li className="dispute">
      <h2 className="dispute__title">
        {dispute.productName} · <Price amount={dispute.amount} />
      </h2>
      <p className="dispute__reason">
        Opened by the {dispute.openedBy} on {when(dispute.openedAt)}: {dispute.reason}
      </p>
      <dl className="dispute__people">
        <dt>Buyer</dt>
        <dd>
          {dispute.buyerName} · <EmailAddress email={dispute.buyerEmail} /> ·{' '}
          <PhoneNumber phone={dispute.buyerPhone} link={false} />
        </dd>
        <dt>Seller</dt>
        <dd>
          {dispute.sellerName} · <EmailAddress email={dispute.sellerEmail} /> ·{' '}
          <PhoneNumber phone={dispute.sellerPhone} link={false} />
        </dd>
      </dl>
      <h3>Hand-over record</h3>
      <ul className="dispute__record">
        <li>Paid (card authorised): {when(handover.paidAt)}</li>
        <li>Hand-over deadline: {when(handover.expiresAt)}</li>
        <li>
          Meeting: {handover.meetingPlace}
          {handover.meetingAt ? `, ${when(handover.meetingAt)}` : ''}
        </li>
        <li>Code confirmed by the buyer&apos;s phone: {when(handover.confirmedAt)}</li>
        <li>Wrong codes entered: {handover.failedAttempts}</li>
      </ul>
      <h3>Messages</h3>
      {dispute.messages.length === 0 ? (
        <p>No messages.</p>
      ) : (
        <ol className="dispute__messages">
          {dispute.messages.map((message) => (
            <li key={message._id}>
              <strong>{message.senderName}</strong> ({when(message.createdAt)}):{' '}
              {message.kind === 'meeting' ? `proposed to meet at ${message.meetingPlace}. ` : null}
              {message.text}
            </li>
          ))}
        </ol>
      )}
      <div className="dispute__actions">
        {/* Two equal choices: neither is the default. */}
        <button
          type="button"
          className="ss-button ss-button--ghost"
          onClick={() => onDecide({ dispute, kind: 'release' })}
        >
          Release to the seller
        </button>
        <button
          type="button"
          className="ss-button ss-button--ghost"
          onClick={() => onDecide({ dispute, kind: 'refund' })}
        >
          Refund the buyer
        </button>
      </div>
    </li>
  );
}

type Decision = { dispute: Dispute; kind: 'release' | 'refund' };

/** /dashboard/disputes (admin): deals that went wrong, each decided by releasing the payment or refunding. */
export default function DisputesPage() {
  const query = useDisputes();
  const release = useResolveDispute('release');
  const refund = useResolveDispute('refund');
  const [deciding, setDeciding] = useState<Decision | null>(null);

  const confirm = () => {
    if (!deciding) return;
    (deciding.kind === 'release' ? release : refund).mutate(deciding.dispute.orderId);
    setDeciding(null);
  };

  return (
    <>
      <h1 className="page-heading">Disputes</h1>
      <p className="dispute__intro">
        Release: the held payment is taken and goes to the seller; the order completes and the listing is sold. Refund:
        the hold on the buyer&apos;s card is released, so nothing is charged; the order is cancelled and the listing
        goes back on sale.
      </p>
      <ListView
        query={query}
        skeleton={<TableRowsSkeleton label="Loading the disputes…" rows={2} button />}
        errorTitle="Could not load the disputes"
        empty={<StateMessage title="No disputes" detail="Every deal is going fine. Disputed orders show up here." />}
      >
        {(disputes) => (
          <ul className="disputes" aria-label="Disputed orders">
            {disputes.map((dispute) => (
              <DisputeCard key={dispute.orderId} dispute={dispute} onDecide={setDeciding} />
            ))}
          </ul>
        )}
      </ListView>
      <ConfirmDialog
        open={deciding !== null}
        question={deciding?.kind === 'release' ? 'Release the payment to the seller?' : 'Refund the buyer?'}
        detail={deciding ? `${deciding.dispute.productName}: this cannot be undone.` : undefined}
        confirmLabel={deciding?.kind === 'release' ? 'Release' : 'Refund'}
        onConfirm={confirm}
        onCancel={() => setDeciding(null)}
      />
    </>
  );
}
