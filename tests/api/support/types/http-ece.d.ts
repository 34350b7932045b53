declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  /** The part of http_ece (a dependency of web-push) the tests use to read what a push service received. */
  const ece: {
    decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
  };
  export default ece;
}
