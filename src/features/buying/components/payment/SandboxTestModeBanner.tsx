import { SANDBOX_TEST_CARDS } from '@contract/payments';

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
        <svg className="test-mode__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M9 3h6M10 3v6.5L4.6 18.2A1.8 1.8 0 0 0 6.2 21h11.6a1.8 1.8 0 0 0 1.6-2.8L14 9.5V3M7.5 15h9"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>Test mode — no real money moves. Use 4242 4242 4242 4242, any future date, any CVC.</span>
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
