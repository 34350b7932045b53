import type { HostLookup } from '@server/notifications/push-endpoints.ts';

/**
 * What the tests' resolver answers for a host name (the machine has no outside network): the push services at public
 * addresses, anything else unknown. A test may point a name elsewhere (a DNS answer that changed).
 */
export const dnsAnswers = new Map<string, string[]>([
  ['fcm.googleapis.com', ['142.250.74.106']],
  ['updates.push.services.mozilla.com', ['34.117.65.55']],
  ['web.push.apple.com', ['17.57.146.52']],
]);

export const fakeLookup: HostLookup = async (hostname) => {
  const addresses = dnsAnswers.get(hostname);
  if (!addresses) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
  return addresses;
};
