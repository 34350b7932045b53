import type { FastifyRequest } from 'fastify';

/** The origin the request reached ("https://shutterswap.example"), for the absolute URLs search engines want. */
export function siteOrigin(request: FastifyRequest): string {
  return new URL(`${request.protocol}://${request.host}`).origin;
}
