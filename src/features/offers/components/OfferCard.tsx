import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Party } from '@contract/deal-rules';
import { formatPrice } from '@contract/format-price';
import { mayTakeOfferStep, type Offer, type OfferStatus, type OfferStep } from '@contract/offers';
import ListPhoto from '@/components/ListPhoto';
import SellerName from '@/components/SellerName';
import { formatWhen } from '@/lib/format-when';
import { timeAgo } from '@/lib/time-ago';
import { useOfferStep } from '../api/offer-step';
import CounterForm from './CounterForm';
import '@/components/status-pill.css';
import './offers.css';

/** How each status reads, to the buyer and to the seller. */
const LABELS: Record<OfferStatus, Record<Party, string>> = {
  pending: { buyer: 'Waiting for the seller', seller: 'New offer' },
  countered: { buyer: 'Countered: your answer', seller: 'Countered: waiting for the buyer' },
  accepted: { buyer: 'Accepted: pay to reserve', seller: 'Accepted' },
  declined: { buyer: 'Declined', seller: 'Declined' },
  withdrawn: { buyer: 'Withdrawn', seller: 'Withdrawn by the buyer' },
  expired: { buyer: 'Expired', seller: 'Expired' },
  closed: { buyer: 'Closed: no longer for sale', seller: 'Closed: no longer for sale' },
};
const OPEN: readonly OfferStatus[] = ['pending', 'countered', 'accepted'];

/** The steps the offer's rules give this side now, each with its button's words and its toast. */
function stepsFor(offer: Offer): { step: Exclude<OfferStep, 'counter'>; label: string; done: string }[] {
  const price = formatPrice(offer.status === 'countered' ? (offer.counterAmount ?? offer.amount) : offer.amount);
  const all = [
    { step: 'accept', label: `Accept ${price}`, done: 'Accepted: it is an order now' },
    { step: 'decline', label: 'Decline', done: 'Declined' },
    { step: 'withdraw', label: 'Withdraw offer', done: 'Offer withdrawn' },
  ] as const;
  return all.filter(({ step }) => mayTakeOfferStep(step, offer.role, offer.status));
}

function OfferFacts({ offer }: { offer: Offer }) {
  const who =
    offer.role === 'buyer' ? (
      <>
        to <SellerName name={offer.sellerName} publicId={offer.sellerPublicId} />
      </>
    ) : (
      `from ${offer.buyerName}`
    );
  return (
    <>
      <p className="offer-card__meta">
        Offered <strong>{formatPrice(offer.amount)}</strong> · asking {formatPrice(offer.askingPrice)} · {who} ·{' '}
        {timeAgo(offer.createdAt)}
      </p>
      {offer.counterAmount !== null ? (
        <p className="offer-card__meta">
          Seller&apos;s counter: <strong>{formatPrice(offer.counterAmount)}</strong>
        </p>
      ) : null}
      {offer.status === 'pending' || offer.status === 'countered' ? (
        <p className="offer-card__meta">Expires {formatWhen(offer.expiresAt)}</p>
      ) : null}
    </>
  );
}

/** One offer with where it stands and the steps this side may take (Accept, Decline, Counter, Withdraw). */
export default function OfferCard({ offer }: { offer: Offer }) {
  const step = useOfferStep();
  const [countering, setCountering] = useState(false);
  const tone = OPEN.includes(offer.status) ? 'active' : 'ended';
  const steps = stepsFor(offer);
  const canCounter = mayTakeOfferStep('counter', offer.role, offer.status);
  return (
    <li className="offer-card">
      <ListPhoto src={offer.productImg} width={96} />
      <div className="offer-card__text">
        <Link to={`/product/${offer.productID}`} className="offer-card__title">
          {offer.productName}
        </Link>
        <OfferFacts offer={offer} />
        <span className={`status-pill status-pill--${tone}`}>{LABELS[offer.status][offer.role]}</span>
      </div>
      {countering ? (
        <CounterForm offer={offer} onDone={() => setCountering(false)} />
      ) : (
        <div className="offer-card__actions" aria-label={`${offer.productName}: what you can do`} role="group">
          {offer.orderId ? (
            <Link to={`/dashboard/orders/${offer.orderId}`} className="ss-button">
              {offer.role === 'buyer' ? 'Open the order to pay' : 'Open the order'}
            </Link>
          ) : null}
          {steps.map(({ step: name, label, done }) => (
            <button
              key={name}
              type="button"
              className={name === 'accept' ? 'ss-button' : 'ss-button ss-button--ghost'}
              disabled={step.isPending}
              onClick={() => step.mutate({ offerId: offer._id, step: name, done })}
            >
              {label}
            </button>
          ))}
          {canCounter ? (
            <button type="button" className="ss-button ss-button--ghost" onClick={() => setCountering(true)}>
              Counter
            </button>
          ) : null}
        </div>
      )}
    </li>
  );
}
