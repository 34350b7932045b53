import type { QueryClient } from '@tanstack/react-query';
import { registerOrderMutationDefaults } from '../features/buying/api/order-mutation-defaults';

/**
 * How each persisted mutation is sent, registered at start-up: a mutation paused offline and restored after a
 * reload only knows its key, so its function must be known before the persisted cache is restored (DESIGN.md).
 * Registrations stay light: their network code loads on first use. The newsletter's module carries its schemas,
 * so it loads after the first page; the restore waits for it.
 */
export async function registerMutationDefaults(queryClient: QueryClient): Promise<void> {
  registerOrderMutationDefaults(queryClient);
  const { registerNewsletterMutationDefaults } = await import('../features/content/api/subscribe-to-newsletter');
  registerNewsletterMutationDefaults(queryClient);
}
