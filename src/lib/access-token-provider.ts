/**
 * Where the HTTP client gets the signed-in user's access token. The session provides it (src/main.tsx connects
 * them): the client cannot import the session, whose renewal sends its requests through the client. A module of its
 * own so that the entry sets the provider without loading the client (and zod) on the first page.
 */
export interface AccessTokenProvider {
  /** The token to send with a request, or null when nobody is signed in. */
  tokenForRequest(): Promise<string | null>;
  /** A new token after the server refused the one sent; null when the session has ended. */
  renewToken(): Promise<string | null>;
}

let provider: AccessTokenProvider = { tokenForRequest: async () => null, renewToken: async () => null };

export function setAccessTokenProvider(sessionTokens: AccessTokenProvider): void {
  provider = sessionTokens;
}

export function accessTokenProvider(): AccessTokenProvider {
  return provider;
}
