/*
 * Every context that keeps the device's catalogue (tabs, the service worker) says when it changed, so screens
 * (the saved sets, the count of listings searched offline, the offline search's index) read it again. A channel
 * object hears every other one of its name, in this context too, so each subscriber has its own.
 */

const CHANNEL_NAME = 'shutterswap-device-catalogue';

export type CatalogueEvent =
  /** These listings were added, changed or forgotten. */
  | { type: 'listings'; ids: string[] }
  /** A set was saved, refreshed or removed, or the photos or the cap changed. */
  | { type: 'sets' };

export function announceCatalogueChange(event: CatalogueEvent): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const sender = new BroadcastChannel(CHANNEL_NAME);
  sender.postMessage(event);
  sender.close();
}

export function subscribeToCatalogue(listener: (event: CatalogueEvent) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const receiver = new BroadcastChannel(CHANNEL_NAME);
  receiver.onmessage = (message: MessageEvent<CatalogueEvent>) => listener(message.data);
  return () => receiver.close();
}
