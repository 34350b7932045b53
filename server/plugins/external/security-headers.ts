import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { Config } from '@server/config.ts';

/**
 * The hashes of the built shell's inline scripts (index.html keeps a press made before the app listens), so the
 * policy lets exactly those run and no other inline script. None without a build (the API alone).
 */
export function inlineScriptHashes(webDistDir: string): string[] {
  const shell = path.join(webDistDir, 'index.html');
  if (!existsSync(shell)) return [];
  return [...readFileSync(shell, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source]) =>
      `'sha256-${createHash('sha256')
        .update(source ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Helmet's headers with a Content-Security-Policy that lets exactly our providers in: the auth
 * emulator or Firebase, Stripe when it is the payment provider, and a map tile server if configured.
 */
export function contentSecurityPolicy(config: Config) {
  const connect = ["'self'"];
  const frames: string[] = [];
  const scripts = ["'self'", ...inlineScriptHashes(config.webDistDir)];
  const images = ["'self'", 'data:', 'blob:'];
  if (config.auth.emulatorHost) {
    connect.push(`http://${config.auth.emulatorHost}`);
    frames.push(`http://${config.auth.emulatorHost}`);
  } else {
    connect.push('https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com');
    frames.push(`https://${config.auth.authDomain}`);
    scripts.push('https://apis.google.com');
  }
  if (config.payments.kind === 'stripe') {
    scripts.push('https://js.stripe.com');
    frames.push('https://js.stripe.com', 'https://hooks.stripe.com');
    connect.push('https://api.stripe.com');
  }
  if (config.mapTileOrigin) images.push(config.mapTileOrigin);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: scripts,
    // Ionic and Leaflet set inline styles on elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: images,
    fontSrc: ["'self'", 'data:'],
    connectSrc: connect,
    frameSrc: frames.length ? frames : ["'none'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: config.env === 'production' ? [] : null,
  };
}

export default fp<{ config: Config }>(async (app, { config }) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    // Firebase's sign-in popup talks back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
});
