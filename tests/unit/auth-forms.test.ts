import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_UPLOAD_BYTES } from '@contract/images';
import { emulatorGoogleIdToken } from '@/features/auth/lib/emulator-google-credential';
import { registerFormSchema, type RegisterFormValues } from '@/features/auth/lib/register-schema';
import { cameFromGuard, loginPath, returnPathFrom } from '@/lib/session/login-return';
import { initials } from '@/lib/initials';
import { formResult } from '@tests/unit/support/schema-messages';

const picture = (type = 'image/jpeg', size = 20_000) => new File([new Uint8Array(size)], 'me.jpg', { type });
const valid: RegisterFormValues = {
  name: 'Sally Shutter',
  email: 'sally@example.com',
  password: 'darkroom',
  picture: picture(),
};
const messages = (values: RegisterFormValues) => {
  const result = formResult(registerFormSchema, values);
  return result.ok ? {} : result.errors;
};

describe('registerFormSchema', () => {
  it('accepts a complete form', () => {
    expect(formResult(registerFormSchema, valid)).toEqual({ ok: true, values: valid });
  });

  it('requires every field, each with its own message (docs/spec.md section 5)', () => {
    expect(messages({ name: ' ', email: '', password: '', picture: null })).toEqual({
      name: 'Enter your full name.',
      email: 'Enter your email address.',
      password: 'Choose a password.',
      picture: 'Choose a picture of yourself.',
    });
  });

  it('wants an email address', () => {
    expect(messages({ ...valid, email: 'sally' })).toEqual({
      email: 'Enter a valid email address, like name@example.com.',
    });
    expect(messages({ ...valid, email: ' sally@example.com ' })).toEqual({});
  });

  it("asks for the auth provider's 6 characters before sending, not after it refused", () => {
    expect(messages({ ...valid, password: '12345' })).toEqual({
      password: 'Choose a longer password: at least 6 characters.',
    });
    expect(messages({ ...valid, password: '123456' })).toEqual({});
  });

  it('wants an image the server takes', () => {
    expect(messages({ ...valid, picture: picture('application/pdf') })).toEqual({
      picture: 'The picture must be an image file.',
    });
    expect(messages({ ...valid, picture: picture('image/png', MAX_IMAGE_UPLOAD_BYTES + 1) })).toEqual({
      picture: 'The picture must be smaller than 15 MB.',
    });
  });

  it('asks for no role: every account buys, and selling is turned on later (issue 30)', () => {
    expect(Object.keys(registerFormSchema.shape)).toEqual(['name', 'email', 'password', 'picture']);
  });
});

describe('loginPath and returnPathFrom', () => {
  it('carries the page, with its query and hash, in the login link and goes back to it', () => {
    const path = loginPath({ pathname: '/dashboard/all-sellers', search: '?page=2', hash: '#top' });
    expect(path).toBe('/login?next=%2Fdashboard%2Fall-sellers%3Fpage%3D2%23top');
    expect(returnPathFrom('?next=%2Fdashboard%2Fall-sellers%3Fpage%3D2%23top')).toBe(
      '/dashboard/all-sellers?page=2#top',
    );
    expect(cameFromGuard('?next=%2Fdashboard%2Fall-sellers%3Fpage%3D2%23top')).toBe(true);
  });

  it('goes home without a page to go back to', () => {
    expect(loginPath({ pathname: '/', search: '', hash: '' })).toBe('/login');
    expect(returnPathFrom('')).toBe('/');
    expect(returnPathFrom('?next=')).toBe('/');
    expect(cameFromGuard('')).toBe(false);
  });

  it('never returns to the login or register page, nor leaves the app', () => {
    expect(loginPath({ pathname: '/login', search: '?next=%2Fproducts', hash: '' })).toBe('/login');
    expect(returnPathFrom('?next=%2Flogin')).toBe('/');
    expect(returnPathFrom('?next=%2Fregister%3Fx%3D1')).toBe('/');
    expect(returnPathFrom('?next=%2F%2Fevil.example%2Fx')).toBe('/');
    expect(returnPathFrom('?next=%2F%5Cevil.example')).toBe('/');
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.example')).toBe('/');
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
