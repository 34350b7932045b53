import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeOutbox, resetFakeOutbox } from './support/fake-outbox';
import ReportProductDialog from '@/features/catalogue/components/ReportProductDialog';
import { BUYER, PRODUCT } from '@tests/component/support/fixtures';

/* The Report form as a signed-in buyer fills it in; only the outbox write (the network) is replaced. */

vi.mock('@outbox-core/outbox-store', () => import('./support/fake-outbox'));
vi.mock('@/lib/session/use-session', async () => {
  const { BUYER: buyer } = await import('@tests/component/support/fixtures');
  return { useSession: () => ({ status: 'signedIn', loading: false, user: buyer }) };
});

const onClose = vi.fn();

beforeEach(() => {
  resetFakeOutbox(BUYER);
  fakeOutbox.nextOutcome = { result: 'sent', answer: { acknowledged: true, alreadyReported: false } };
  onClose.mockReset();
});

function renderDialog() {
  render(
    <>
      <ReportProductDialog product={PRODUCT} open onClose={onClose} />
      <Toaster />
    </>,
  );
}

const phone = () => screen.getByRole('textbox', { name: /^Your phone/ });
const details = () => screen.getByRole('textbox', { name: /^Details/ });
const send = () => screen.getByRole('button', { name: 'Send report' });

describe('the Report dialog', () => {
  it('needs nothing typed: an empty report sends the first reason, says so and closes', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(send());
    expect(await screen.findByText('Product has been reported to Admin')).toBeTruthy();
    expect(fakeOutbox.submitted[0]!.request).toEqual({
      method: 'POST',
      path: '/api/reports',
      body: { productId: PRODUCT._id, reason: 'Counterfeit or not as described', details: '', contactPhone: '' },
    });
    expect(fakeOutbox.submitted[0]!.ownerId).toBe(BUYER._id);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses a phone that is not one, on the phone field with the focus there, and sends nothing', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(phone(), 'call me');
    await user.click(send());
    expect(await screen.findByText('Enter a phone number, or leave it empty')).toBeTruthy();
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone());
    expect(fakeOutbox.submitted).toEqual([]);
    await user.type(phone(), '!');
    expect(screen.queryByText('Enter a phone number, or leave it empty')).toBeNull();
  });

  it('sends the chosen reason and the typed details and phone, trimmed', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.selectOptions(screen.getByRole('combobox', { name: 'What is wrong?' }), 'Suspected stolen');
    await user.type(details(), '  Serial number filed off ');
    await user.type(phone(), ' +1 206 555 0199 ');
    await user.click(send());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(fakeOutbox.submitted[0]!.request.body).toEqual({
      productId: PRODUCT._id,
      reason: 'Suspected stolen',
      details: 'Serial number filed off',
      contactPhone: '+1 206 555 0199',
    });
  });

  it("shows the server's refusal of a field on that field, and keeps the dialog open", async () => {
    fakeOutbox.nextOutcome = {
      result: 'refused',
      status: 400,
      message: 'Remove the hidden control characters from this text (they can come with copy and paste)',
      field: 'details',
    };
    const user = userEvent.setup();
    renderDialog();
    await user.type(details(), 'Looks fake');
    await user.click(send());
    expect(
      await screen.findByText(
        'Remove the hidden control characters from this text (they can come with copy and paste)',
      ),
    ).toBeTruthy();
    expect(details().getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });
});
