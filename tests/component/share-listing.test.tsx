import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ProductActionsMenu from '@/features/catalogue/components/ProductActionsMenu';
import { resetFakeApi } from './support/fake-api';
import { resetFakeOutbox } from './support/fake-outbox';
import { PRODUCT } from './support/fixtures';
import { renderScreen } from './support/render-screen';

/*
 * Issue 31: a listing is shared the phone's way (the Web Share sheet), or, where the browser has none (most
 * desktops), its link is copied. Anyone may share, signed in or not.
 */

vi.mock('@outbox-core/outbox-store', () => import('./support/fake-outbox'));

const LINK = `http://localhost:3000/product/${PRODUCT._id}`;

beforeEach(() => {
  resetFakeApi();
  resetFakeOutbox(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

/** `device` sets what the browser has, after user-event (which puts a clipboard of its own on the navigator). */
async function pressShare(device: () => void) {
  const user = userEvent.setup();
  device();
  renderScreen(<ProductActionsMenu product={PRODUCT} />);
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  await user.click(screen.getByRole('button', { name: 'Share' }));
}

describe('Share, in a listing’s More actions', () => {
  it('opens the phone’s share sheet with the listing’s name, price and link', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    await pressShare(() => Object.defineProperty(navigator, 'share', { configurable: true, value: share }));
    expect(share).toHaveBeenCalledWith({
      title: 'Canon AE-1 Program',
      text: 'Canon AE-1 Program, $180 on Shutterswap',
      url: LINK,
    });
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it('says nothing when the person closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    await pressShare(() => Object.defineProperty(navigator, 'share', { configurable: true, value: share }));
    expect(share).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('without a share sheet, copies the link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    await pressShare(() => Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('when the link cannot be copied either, shows it to copy by hand', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await pressShare(() => Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } }));
    expect(await screen.findByText(`Copy this link: ${LINK}`)).toBeTruthy();
  });
});
