import { SANDBOX_TEST_CARDS } from '../../../../../contract/payments';

const TEST_CARDS: { number: string; outcome: string }[] = [
  { number: SANDBOX_TEST_CARDS.success, outcome: 'Payment succeeds' },
  { number: SANDBOX_TEST_CARDS.declined, outcome: 'Card is declined' },
  { number: SANDBOX_TEST_CARDS.insufficientFunds, outcome: 'Insufficient funds' },
];

/** The sandbox says plainly that it is a test mode, and offers Stripe's test cards to try. */
export default function SandboxTestModeBanner({ onUseCard }: { onUseCard: (number: string) => void }) {
  return (
    <section className="test-mode" aria-labelledby="test-mode-title">
      <p id="test-mode-title" className="test-mode__title">
        <span className="test-mode__badge">Test mode</span>
        Test mode — no real money moves. Use 4242 4242 4242 4242, any future date, any CVC.
      </p>
      <ul className="test-mode__cards" aria-label="Test cards">
        {TEST_CARDS.map((card) => (
          <li key={card.number} className="test-mode__card">
            <span className="test-mode__number">{card.number}</span>
            <span className="test-mode__outcome">{card.outcome}</span>
            <button
              type="button"
              className="test-mode__use"
              aria-label={`Use test card ${card.number}`}
              onClick={() => onUseCard(card.number)}
            >
              Use
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
