import type { FastifyRequest } from 'fastify';

const PERSONAL_QUERY_KEYS = new Set(['email', 'q']);

/** The path with personal query values (an email, a search) masked. */
export function loggableUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (!query) return url;
  const params = new URLSearchParams(query);
  for (const key of params.keys()) if (PERSONAL_QUERY_KEYS.has(key)) params.set(key, '…');
  return `${path}?${params.toString()}`;
}

/** Path segments that are email addresses (role checks, verified sellers) are masked too. */
function maskEmails(url: string): string {
  return url.replace(/[^/?&=]+(@|%40)[^/?&=]+/g, '…');
}

/**
 * Request logs carry method, masked URL and timing, never headers (tokens) or personal data.
 */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: maskEmails(loggableUrl(request.url)), requestId: request.id };
  },
};
