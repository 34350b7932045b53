import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import CongratulationsModal from '@/app/congratulations/CongratulationsModal';
import PaymentSuccess from '@/features/buying/components/payment/PaymentSuccess';

/*
 * The one-millionth-visitor joke never opens over anything the visitor needs: not on the receipt after a payment,
 * not on an order, not on the page a visit lands on; once per device, when they go to the blog.
 */

function openDialog(): HTMLDialogElement | null {
  return document.querySelector('dialog[open]');
}

const withModal = (page: React.ReactNode) => (
  <>
    {page}
    <CongratulationsModal />
  </>
);

const ROUTES: RouteObject[] = [
  { path: '/', element: withModal(<p>Home</p>) },
  { path: '/blog', element: withModal(<p>Original Content</p>) },
  { path: '/payment/:id', element: withModal(<PaymentSuccess transactionId="pi_first" orderId="o1" />) },
  { path: '/dashboard/my-orders', element: withModal(<p>My orders</p>) },
];

function visit(landing: string) {
  const router = createMemoryRouter(ROUTES, { initialEntries: [landing] });
  render(<RouterProvider router={router} />);
  return (path: string) => act(() => router.navigate(path));
}

describe('the congratulations modal', () => {
  beforeEach(() => localStorage.clear());

  it('stays closed on the receipt after a first payment, and on the orders the buyer goes to next', async () => {
    const go = visit('/');
    await go('/payment/p1');
    expect(screen.getByRole('heading', { name: 'Congratulations, Payment successful!' })).toBeTruthy();
    expect(openDialog()).toBeNull();
    await go('/dashboard/my-orders');
    expect(openDialog()).toBeNull();
  });

  it('stays closed on a visit that lands on the blog', () => {
    visit('/blog');
    expect(openDialog()).toBeNull();
  });

  it('opens when the visitor goes to the blog from another page, once per device', async () => {
    const go = visit('/');
    expect(openDialog()).toBeNull();
    await go('/blog');
    expect(openDialog()).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Congratulations!' })).toBeTruthy();
    openDialog()?.close();

    await go('/');
    await go('/blog');
    expect(openDialog()).toBeNull();
  });
});
