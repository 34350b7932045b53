import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => ({ success: [] as string[], error: [] as string[] }));
vi.mock('react-hot-toast', () => ({
  default: Object.assign(() => undefined, {
    success: (message: string) => shown.success.push(message),
    error: (message: string) => shown.error.push(message),
    loading: () => undefined,
    dismiss: () => undefined,
  }),
}));

const { createOutboxToasts } = await import('@/offline/outbox/outbox-toasts');
const { OUTBOX_KINDS } = await import('@/offline/outbox/outbox-kinds');

const order = OUTBOX_KINDS.order;

beforeEach(() => {
  vi.useFakeTimers();
  shown.success.length = 0;
  shown.error.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('the toasts of a sending round', () => {
  it('tells of both orders in one toast when a busy phone takes 2 s between them', () => {
    const toasts = createOutboxToasts();
    toasts.started(order);
    toasts.finished(order, { sent: true });
    vi.advanceTimersByTime(2_000);
    toasts.started(order);
    toasts.finished(order, { sent: true });
    toasts.roundEnded();
    vi.runAllTimers();

    expect(shown.success).toEqual(['2 Orders Placed Successfully!']);
  });

  it('tells of orders that waited apart, each due in a round of its own a moment after the other, in one toast', () => {
    const toasts = createOutboxToasts();
    toasts.finished(order, { sent: true });
    toasts.roundEnded();
    vi.advanceTimersByTime(250);
    toasts.finished(order, { sent: true });
    toasts.roundEnded();
    vi.runAllTimers();

    expect(shown.success).toEqual(['2 Orders Placed Successfully!']);
  });

  it('tells of each round apart', () => {
    const toasts = createOutboxToasts();
    toasts.started(order);
    toasts.finished(order, { sent: true });
    toasts.roundEnded();
    vi.runAllTimers();
    toasts.started(order);
    toasts.finished(order, { refusedBecause: 'already sold' });
    toasts.roundEnded();
    vi.runAllTimers();

    expect(shown.success).toEqual(['Order Placed Successfully!']);
    expect(shown.error).toEqual(['1 order could not be sent: already sold']);
  });

  it('still tells what arrived when the sender went away before its round ended (a closed tab)', () => {
    const toasts = createOutboxToasts();
    toasts.started(order);
    toasts.finished(order, { sent: true });
    vi.advanceTimersByTime(9_000);
    expect(shown.success).toEqual([]);
    vi.advanceTimersByTime(2_000);

    expect(shown.success).toEqual(['Order Placed Successfully!']);
  });
});
