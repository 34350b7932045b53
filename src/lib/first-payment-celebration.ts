import { APP_STORAGE_PREFIX } from '@/lib/app-storage-prefix';

/*
 * The spec's joke promotion ("today's one-millionth visitor") greets a buyer once per device, after their first
 * successful payment, never a first visit. The payment page announces the payment; the app-wide modal listens.
 */
export const FIRST_PAYMENT_CELEBRATED_KEY = `${APP_STORAGE_PREFIX}first-payment-celebrated`;
const FIRST_PAYMENT_EVENT = 'shutterswap:first-payment';

export function hasCelebratedFirstPayment(): boolean {
  try {
    return localStorage.getItem(FIRST_PAYMENT_CELEBRATED_KEY) === '1';
  } catch {
    return false;
  }
}

export function markFirstPaymentCelebrated(): void {
  try {
    localStorage.setItem(FIRST_PAYMENT_CELEBRATED_KEY, '1');
  } catch {
    // Storage can be unavailable (private modes); the greeting may then come again after another payment.
  }
}

/** Called when a payment succeeds: a device that never celebrated one gets the greeting. */
export function announceFirstPayment(): void {
  if (!hasCelebratedFirstPayment()) window.dispatchEvent(new Event(FIRST_PAYMENT_EVENT));
}

export function onFirstPayment(listener: () => void): () => void {
  window.addEventListener(FIRST_PAYMENT_EVENT, listener);
  return () => window.removeEventListener(FIRST_PAYMENT_EVENT, listener);
}
