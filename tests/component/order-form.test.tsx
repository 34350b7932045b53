import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeOutbox, resetFakeOutbox } from './support/fake-outbox';
import OrderForm from '@/features/buying/components/order-form/OrderForm';
import { BUYER, PRODUCT } from '@tests/component/support/fixtures';

/* The order form as a buyer fills it in; only the outbox write (the network) is replaced. */

vi.mock('@outbox-core/outbox-store', () => import('./support/fake-outbox'));

beforeEach(() => {
  resetFakeOutbox(BUYER);
  fakeOutbox.nextOutcome = { result: 'sent', answer: { acknowledged: true, insertedId: 'order-9' } };
});

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/orderProduct/${PRODUCT._id}`]}>
        <Routes>
          <Route path="/orderProduct/:id" element={<OrderForm product={PRODUCT} buyer={BUYER} />} />
          <Route path="/dashboard/my-orders" element={<h1>My Orders</h1>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const phone = () => screen.getByRole('textbox', { name: 'Your Contact Number' });
const place = () => screen.getByRole('textbox', { name: 'Your Preferred Meeting Place' });
const addToCart = () => screen.getByRole('button', { name: 'Request to buy' });

describe('the order form', () => {
  it('shows who orders what, read-only', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Your Name' })).toHaveProperty('value', 'Bea Buyer');
    expect(screen.getByRole('textbox', { name: 'Your Email' })).toHaveProperty('value', 'bea@example.test');
    expect(screen.getByRole('textbox', { name: 'Product Name' })).toHaveProperty('value', 'Canon AE-1 Program');
    expect(screen.getByRole('textbox', { name: 'Product Price' })).toHaveProperty('value', '$180');
  });

  it('asks for both fields when sent empty, focusing the contact number, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(addToCart());
    expect(await screen.findByText('Enter your contact number.')).toBeTruthy();
    expect(screen.getByText('Enter your preferred meeting place.')).toBeTruthy();
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    expect(place().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone());
    expect(fakeOutbox.submitted).toEqual([]);
  });

  it("checks the number and the place with the contract's rules; a message goes once its field changes", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(phone(), 'call me');
    await user.type(place(), 'ab');
    await user.click(addToCart());
    expect(await screen.findByText('Enter a contact number (digits, spaces, +, - and brackets)')).toBeTruthy();
    expect(screen.getByText('Enter a meeting place')).toBeTruthy();
    await user.type(place(), 'c');
    expect(screen.queryByText('Enter a meeting place')).toBeNull();
    expect(screen.getByText('Enter a contact number (digits, spaces, +, - and brackets)')).toBeTruthy();
  });

  it('places the order with the typed values, trimmed, says so and opens My Orders', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(phone(), ' +1 (206) 555-0199 ');
    await user.type(place(), '  Pike Place Market ');
    await user.click(addToCart());
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeTruthy();
    expect(screen.getByText('Order Placed Successfully!')).toBeTruthy();
    const entry = fakeOutbox.submitted[0];
    expect(entry?.request).toMatchObject({
      method: 'POST',
      path: '/api/orders',
      body: { productID: PRODUCT._id, buyerPhone: '+1 (206) 555-0199', meetingPlace: 'Pike Place Market' },
    });
    expect(entry?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's refusal of a field on that field (without its name), and a refusal naming no field under the form", async () => {
    fakeOutbox.nextOutcome = {
      result: 'refused',
      status: 400,
      message: 'buyerPhone: Enter a contact number with at least 7 digits',
      field: 'buyerPhone',
    };
    const user = userEvent.setup();
    renderForm();
    await user.type(phone(), '2065550199');
    await user.type(place(), 'Pike Place Market');
    await user.click(addToCart());
    expect(await screen.findByText('Enter a contact number with at least 7 digits')).toBeTruthy();
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    expect(phone()).toHaveProperty('value', '2065550199');

    fakeOutbox.nextOutcome = { result: 'refused', status: 409, message: 'This item is already sold' };
    await user.click(addToCart());
    expect((await screen.findByRole('alert')).textContent).toBe('This item is already sold');
  });
});
