import { useId, useState } from 'react';
import { disputeDecisionSchema, type Dispute } from '@contract/disputes';
import ConfirmDialog from '@/components/ConfirmDialog';
import DisputeClaim from '@/components/DisputeClaim';
import EmailAddress from '@/components/EmailAddress';
import FormField from '@/components/FormField';
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

const DECISION_WORDS = { released: 'Released to the seller', refunded: 'Refunded the buyer' } as const;

/** The admin's note to both parties, required for either decision; the dialog then asks to confirm. */
function DecisionForm({ dispute, onDecide }: { dispute: Dispute; onDecide: (decision: Decision) => void }) {
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const decide = (kind: Decision['kind']) => {
    const checked = disputeDecisionSchema.safeParse({ note });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    onDecide({ dispute, kind, note: checked.data.note });
  };
  return (
    <div className="dispute__decide">
      <FormField id={`${id}-note`} label="Note to both parties (why)" required error={error}>
        {(control) => (
          <textarea
            {...control}
            className="form-field__input"
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <div className="dispute__actions">
        {/* Two equal choices: neither is the default. */}
        <button type="button" className="ss-button ss-button--ghost" onClick={() => decide('release')}>
          Release to the seller
        </button>
        <button type="button" className="ss-button ss-button--ghost" onClick={() => decide('refund')}>
          Refund the buyer
        </button>
      </div>
    </div>
  );
}

function DisputeCard({ dispute, onDecide }: { dispute: Dispute; onDecide?: (decision: Decision) => void }) {
  const { handover, decision } = dispute;
  return (
    <li className="dispute">
      <h2 className="dispute__title">
        {dispute.productName} · <Price amount={dispute.amount} />
      </h2>
      <DisputeClaim claim={dispute} />
      {decision ? (
        <p className="dispute__decision">
          <strong>{DECISION_WORDS[decision.resolution]}</strong> by {decision.decidedBy} on {when(decision.decidedAt)}:{' '}
          {decision.note}
        </p>
      ) : null}
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
      {onDecide ? <DecisionForm dispute={dispute} onDecide={onDecide} /> : null}
    </li>
  );
}

type Decision = { dispute: Dispute; kind: 'release' | 'refund'; note: string };

/**
 * /dashboard/disputes (admin): deals that went wrong, each decided by releasing the payment or refunding with a note
 * to both parties; below them, the decided ones.
 */
export default function DisputesPage() {
  const query = useDisputes('open');
  const decided = useDisputes('decided');
  const release = useResolveDispute('release');
  const refund = useResolveDispute('refund');
  const [deciding, setDeciding] = useState<Decision | null>(null);

  const confirm = () => {
    if (!deciding) return;
    (deciding.kind === 'release' ? release : refund).mutate({ orderId: deciding.dispute.orderId, note: deciding.note });
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
      <h2 className="dispute__history-heading">Decided</h2>
      <ListView
        query={decided}
        skeleton={<TableRowsSkeleton label="Loading the decided disputes…" rows={2} />}
        errorTitle="Could not load the decided disputes"
        empty={<StateMessage title="None decided yet" detail="Disputes you or another admin decide show up here." />}
      >
        {(disputes) => (
          <ul className="disputes" aria-label="Decided disputes">
            {disputes.map((dispute) => (
              <DisputeCard key={dispute.orderId} dispute={dispute} />
            ))}
          </ul>
        )}
      </ListView>
      <ConfirmDialog
        open={deciding !== null}
        question={deciding?.kind === 'release' ? 'Release the payment to the seller?' : 'Refund the buyer?'}
        detail={
          deciding
            ? `${deciding.dispute.productName}: this cannot be undone. Both parties are sent your note.`
            : undefined
        }
        confirmLabel={deciding?.kind === 'release' ? 'Release' : 'Refund'}
        onConfirm={confirm}
        onCancel={() => setDeciding(null)}
      />
    </>
  );
}
