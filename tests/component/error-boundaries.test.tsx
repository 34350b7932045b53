import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import App from '@/app/App';
import { createQueryClient } from '@/lib/query-client';
import { answer, apiCalls, resetFakeApi } from './support/fake-api';

/*
 * A page that throws while rendering: the whole app is mounted as in the browser, with only the page replaced by
 * one that breaks and the server faked.
 */

vi.mock('@/features/content/pages/AboutPage', () => ({
  default: function BrokenAboutPage(): never {
    throw new Error('The about copy is missing');
  },
}));

beforeEach(() => {
  resetFakeApi();
  answer('POST /api/client-errors', { status: 202, body: { acknowledged: true } });
  answer('GET /blog.json', { body: [] });
  // React logs the error it caught; this test is about what the visitor sees.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.pushState(null, '', '/about');
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.pushState(null, '', '/');
});

describe('a page that breaks', () => {
  it("shows the page's message with a way back, and the rest of the app keeps working", async () => {
    const user = userEvent.setup();
    render(<App client={createQueryClient()} />);

    const message = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(within(message).getByRole('heading', { name: 'This page ran into a problem' })).toBeTruthy();
    expect(within(message).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(message).getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');

    // The header still navigates: another page opens in place of the broken one.
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Original Content' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('This page ran into a problem')).toBeNull();
  });

  it('is reported to the server with where it happened and what the code said', async () => {
    render(<App client={createQueryClient()} />);
    await screen.findByRole('alert', undefined, { timeout: 5000 });
    await vi.waitFor(() => expect(apiCalls.map((entry) => entry.call)).toContain('POST /api/client-errors'));
    expect(apiCalls.find((entry) => entry.call === 'POST /api/client-errors')?.body).toMatchObject({
      boundary: 'page',
      path: '/about',
      message: 'The about copy is missing',
    });
  });
});
