import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/config.ts';

const withEmulator = (env: Record<string, string>) =>
  loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', ...env });

describe('the auth emulator is only for a server on this machine', () => {
  it.each(['0.0.0.0', '::', '192.168.1.20', 'shop.example.test'])('refuses HOST=%s and says why', (host) => {
    expect(() => withEmulator({ HOST: host })).toThrow(ConfigError);
    expect(() => withEmulator({ HOST: host })).toThrow(
      `HOST=${host} would let other machines sign in through the auth emulator, whose ID tokens are unsigned. ` +
        'Serve on a loopback address (HOST=127.0.0.1) or configure a real Firebase project (FIREBASE_PROJECT_ID).',
    );
  });

  it.each(['127.0.0.1', '127.0.0.2', 'localhost', '::1'])('runs on HOST=%s', (host) => {
    expect(withEmulator({ HOST: host }).host).toBe(host);
  });

  it('runs on any HOST without the emulator', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).auth.emulatorHost).toBeUndefined();
  });

  it('still refuses the emulator in production', () => {
    expect(() => withEmulator({ NODE_ENV: 'production' })).toThrow(
      'FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production',
    );
  });
});
