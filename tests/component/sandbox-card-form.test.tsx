import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SandboxConfirm } from '@contract/payments';
import { ApiError } from '@/lib/api-error';
import SandboxCardForm from '@/features/buying/components/payment/SandboxCardForm';
import type { Pay } from '@/features/buying/hooks/use-pay-for-product';

/* The sandbox's card form as a buyer fills it in; only POST /api/sandbox/confirm (the network) is replaced. */

const sandbox = vi.hoisted(() => ({
  confirm: vi.fn<(confirmation: SandboxConfirm) => Promise<{ id: string; status: 'succeeded' }>>(),
}));
vi.mock('@/features/buying/api/confirm-sandbox-payment', () => ({ confirmSandboxPayment: sandbox.confirm }));

/** The payment page's part: runs the provider's confirmation and says how it went. */
const pay = vi.fn<Pay>(async (confirmCard) => {
  const confirmation = await confirmCard();
  return confirmation.status === 'succeeded'
    ? { step: 'succeeded', transactionId: 'pi_sandbox_1', orderId: 'o1' }
    : { step: 'failed', message: confirmation.message, ...(confirmation.field ? { field: confirmation.field } : {}) };
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2030, 0, 10));
  sandbox.confirm.mockReset();
  sandbox.confirm.mockResolvedValue({ id: 'pi_sandbox_1', status: 'succeeded' });
  pay.mockClear();
});

function renderForm() {
  render(<SandboxCardForm clientSecret="pi_sandbox_1_secret" state={{ step: 'idle' }} pay={pay} amountLabel="$180" />);
}

const number = () => screen.getByRole('textbox', { name: 'Card number' });
const expiry = () => screen.getByRole('textbox', { name: 'Expiry (MM/YY)' });
const cvc = () => screen.getByRole('textbox', { name: 'CVC' });
const payButton = () => screen.getByRole('button', { name: 'Pay $180' });

describe('the sandbox card form', () => {
  it("says what is incomplete in Stripe's words when sent empty, focusing the card number", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(payButton());
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeTruthy();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeTruthy();
    for (const field of [number(), expiry(), cvc()]) expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(number());
    expect(pay).not.toHaveBeenCalled();
  });

  it('formats as the buyer types, refuses a past expiry, and drops a message once its field changes', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(number(), '4242424242424242');
    await user.type(expiry(), '1229');
    await user.type(cvc(), '123');
    expect(number()).toHaveProperty('value', '4242 4242 4242 4242');
    expect(expiry()).toHaveProperty('value', '12/29');
    await user.click(payButton());
    expect(await screen.findByText("Your card's expiration year is in the past.")).toBeTruthy();
    await user.type(expiry(), '{Backspace}');
    expect(screen.queryByText("Your card's expiration year is in the past.")).toBeNull();
  });

  it('confirms the typed card with the sandbox', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Use test card 4242 4242 4242 4242' }));
    await user.type(expiry(), '12/34');
    await user.type(cvc(), '123');
    await user.click(payButton());
    await vi.waitFor(() => expect(pay).toHaveBeenCalledTimes(1));
    expect(sandbox.confirm).toHaveBeenCalledWith({
      clientSecret: 'pi_sandbox_1_secret',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
  });

  it("shows the sandbox's refusal of the card number on that field", async () => {
    sandbox.confirm.mockRejectedValue(new ApiError(402, 'payment_failed', 'Your card was declined.', 'card.number'));
    const user = userEvent.setup();
    renderForm();
    await user.type(number(), '4000000000000002');
    await user.type(expiry(), '12/34');
    await user.type(cvc(), '123');
    await user.click(payButton());
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(number().getAttribute('aria-invalid')).toBe('true');
    expect(number()).toHaveProperty('value', '4000 0000 0000 0002');
  });
});
