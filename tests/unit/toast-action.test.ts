import { describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => [] as { message: string; duration?: number }[]);
vi.mock('react-hot-toast', () => ({
  default: {
    error: (message: string, options?: { duration?: number }) => {
      shown.push({ message, duration: options?.duration });
      return `toast-${shown.length}`;
    },
  },
}));

const { actionOfToast, errorToastWithAction } = await import('@/lib/toast-action');

describe('a toast with a way out', () => {
  it('stays 10 s, long enough to read it and reach its button (an error toast alone goes after 4 s)', () => {
    const run = () => undefined;
    const id = errorToastWithAction('You need to login to perform this action', { label: 'Login', run });
    expect(shown).toEqual([{ message: 'You need to login to perform this action', duration: 10_000 }]);
    expect(actionOfToast(id)).toEqual({ label: 'Login', run });
  });
});
