import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import CongratulationsModal from '@/app/congratulations/CongratulationsModal';
import PaymentSuccess from '@/features/buying/components/payment/PaymentSuccess';

function openDialog(): HTMLDialogElement | null {
  return document.querySelector('dialog[open]');
}

describe('the congratulations modal', () => {
  beforeEach(() => localStorage.clear());

  it('stays closed on a first visit', () => {
    render(<CongratulationsModal />);
    expect(openDialog()).toBeNull();
  });

  it('opens after the first successful payment, once per device', () => {
    const app = render(<CongratulationsModal />);
    const firstPayment = render(
      <MemoryRouter>
        <PaymentSuccess transactionId="pi_first" orderId="o1" />
      </MemoryRouter>,
    );
    expect(openDialog()).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Congratulations!' })).toBeTruthy();
    openDialog()?.close();
    firstPayment.unmount();
    app.unmount();

    // The app restarted on the same device, and the buyer pays for something else.
    render(<CongratulationsModal />);
    render(
      <MemoryRouter>
        <PaymentSuccess transactionId="pi_second" orderId="o2" />
      </MemoryRouter>,
    );
    expect(openDialog()).toBeNull();
  });
});
