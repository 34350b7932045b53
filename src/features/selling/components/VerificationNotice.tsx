import { useId } from 'react';
import { canSell } from '@/lib/session/roles';
import { useSession } from '@/lib/session/use-session';
import './verification-notice.css';

/** For a seller not verified yet: why advertising waits, what happens next, and what works meanwhile. */
export default function VerificationNotice() {
  const { user } = useSession();
  const titleId = useId();
  if (!canSell(user) || user?.status === 'Verified') return null;
  return (
    <section className="verification-notice" aria-labelledby={titleId}>
      <h2 id={titleId} className="verification-notice__title">
        Advertising opens once an admin verifies you
      </h2>
      <p className="verification-notice__text">
        The storefront shows gear from verified sellers only. An admin checks each new seller, usually within a day of
        turning on selling; there is nothing more you need to send. Meanwhile your listings are in the catalogue and in
        search, and buyers can order them.
      </p>
    </section>
  );
}
