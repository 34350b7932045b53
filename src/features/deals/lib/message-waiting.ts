/** What a message, question or answer written without a connection says: it waits in the outbox. */
export const MESSAGE_WAITING =
  'No connection right now. Your message is saved and will be sent when you are back online.';
