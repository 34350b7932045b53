import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_UPLOAD_BYTES } from '../../contract/images';
import { emulatorGoogleIdToken } from '../../src/features/auth/lib/emulator-google-credential';
import { hasErrors, validateRegisterForm, type RegisterValues } from '../../src/features/auth/lib/register-validation';
import { cameFromGuard, returnPathFrom } from '../../src/features/auth/lib/return-destination';
import { initials } from '../../src/lib/initials';

const picture = (type = 'image/jpeg', size = 20_000) => new File([new Uint8Array(size)], 'me.jpg', { type });
const valid: RegisterValues = {
  name: 'Sally Shutter',
  email: 'sally@example.com',
  password: 'darkroom',
  picture: picture(),
  role: 'Seller',
};

describe('validateRegisterForm', () => {
  it('accepts a complete form', () => {
    expect(validateRegisterForm(valid)).toEqual({});
    expect(hasErrors(validateRegisterForm(valid))).toBe(false);
  });

  it('requires every field, each with its own message (spec section 5)', () => {
    const errors = validateRegisterForm({ name: ' ', email: '', password: '', picture: null, role: '' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'password', 'picture', 'role']);
    expect(hasErrors(errors)).toBe(true);
  });

  it('wants an email address', () => {
    expect(validateRegisterForm({ ...valid, email: 'sally' }).email).toMatch(/valid email/);
    expect(validateRegisterForm({ ...valid, email: ' sally@example.com ' }).email).toBeUndefined();
  });

  it('leaves password rules to the auth provider', () => {
    expect(validateRegisterForm({ ...valid, password: '1' }).password).toBeUndefined();
  });

  it('wants an image the server takes', () => {
    expect(validateRegisterForm({ ...valid, picture: picture('application/pdf') }).picture).toMatch(/image/);
    expect(
      validateRegisterForm({ ...valid, picture: picture('image/png', MAX_IMAGE_UPLOAD_BYTES + 1) }).picture,
    ).toMatch(/smaller than 15 MB/);
  });

  it('only takes Buyer or Seller as the role', () => {
    expect(validateRegisterForm({ ...valid, role: 'admin' as RegisterValues['role'] }).role).toBeDefined();
    expect(validateRegisterForm({ ...valid, role: 'Buyer' }).role).toBeUndefined();
  });
});

describe('returnPathFrom', () => {
  it('goes back to the page a guard remembered, with its query and hash', () => {
    const state = { from: { pathname: '/dashboard/all-sellers', search: '?page=2', hash: '#top' } };
    expect(returnPathFrom(state)).toBe('/dashboard/all-sellers?page=2#top');
    expect(cameFromGuard(state)).toBe(true);
  });

  it('goes home without a remembered page', () => {
    expect(returnPathFrom(undefined)).toBe('/');
    expect(returnPathFrom(null)).toBe('/');
    expect(returnPathFrom({})).toBe('/');
    expect(cameFromGuard(null)).toBe(false);
  });

  it('never returns to the login or register page, nor leaves the app', () => {
    expect(returnPathFrom({ from: { pathname: '/login' } })).toBe('/');
    expect(returnPathFrom({ from: { pathname: '/register' } })).toBe('/');
    expect(returnPathFrom({ from: { pathname: '//evil.example/x' } })).toBe('/');
    expect(returnPathFrom({ from: { pathname: 'https://evil.example' } })).toBe('/');
  });
});

describe('emulatorGoogleIdToken', () => {
  it('is a stable Google identity per email, with the name', () => {
    const claims = JSON.parse(emulatorGoogleIdToken({ email: ' Gina@Example.com ', name: 'Gina Google' }));
    expect(claims).toEqual({
      sub: 'emulated-google-gina@example.com',
      email: 'gina@example.com',
      email_verified: true,
      name: 'Gina Google',
    });
    expect(emulatorGoogleIdToken({ email: 'gina@example.com', name: 'Gina Google' })).toBe(
      emulatorGoogleIdToken({ email: 'GINA@example.com', name: 'Gina Google' }),
    );
  });

  it('names a nameless account after its email', () => {
    expect(JSON.parse(emulatorGoogleIdToken({ email: 'gina@example.com', name: ' ' })).name).toBe('gina');
  });
});

describe('initials', () => {
  it('takes the first and last word', () => {
    expect(initials('Bea Buyer')).toBe('BB');
    expect(initials('  lucía  de la fernández ')).toBe('LF');
    expect(initials('Madonna')).toBe('M');
    expect(initials('')).toBe('?');
  });
});
