import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import LoginPage from '@/features/auth/pages/LoginPage';
import RegisterPage from '@/features/auth/pages/RegisterPage';

/*
 * Login and Register as a visitor fills them in. The authentication provider is the boundary replaced: loading
 * Firebase, signing in with email, and the registration's calls (Firebase account, picture upload, POST /api/users).
 */

const provider = vi.hoisted(() => ({
  signInWithEmail: vi.fn<(handle: unknown, email: string, password: string) => Promise<void>>(),
  registerAccount: vi.fn<(handle: unknown, input: unknown, onStep: unknown) => Promise<void>>(),
}));
vi.mock('@/lib/firebase', () => ({ loadFirebaseAuth: () => Promise.resolve({ auth: {}, usesEmulator: false }) }));
vi.mock('@/features/auth/lib/sign-in-with-email', () => ({ signInWithEmail: provider.signInWithEmail }));
vi.mock('@/features/auth/lib/register-account', () => ({ registerAccount: provider.registerAccount }));
vi.mock('@/lib/session/use-session', () => ({
  useSession: () => ({ status: 'signedOut', loading: false, user: null }),
}));

beforeEach(() => {
  provider.signInWithEmail.mockReset();
  provider.signInWithEmail.mockResolvedValue(undefined);
  provider.registerAccount.mockReset();
  provider.registerAccount.mockResolvedValue(undefined);
});

function renderAt(path: '/login' | '/register') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const password = () => screen.getByLabelText(/^Password/);

describe('Login', () => {
  it('has no rules of its own (docs/spec.md section 5): an empty form goes to the provider, whose refusal shows in plain words and its own message in the console', async () => {
    const refusal = Object.assign(new Error('Firebase: Error (auth/invalid-email).'), { code: 'auth/invalid-email' });
    provider.signInWithEmail.mockRejectedValue(refusal);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAt('/login');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter a valid email address, like name@example.com.')).toBeTruthy();
    expect(screen.queryByText(/Firebase/)).toBeNull();
    expect(warn).toHaveBeenCalledWith('Authentication refused (auth/invalid-email):', refusal);
    expect(provider.signInWithEmail).toHaveBeenCalledWith(expect.anything(), '', '');
    warn.mockRestore();
  });

  it('signs in with the typed email and password, welcomes and goes home', async () => {
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(textbox('Email'), 'bea@example.test');
    await user.type(password(), 'shutterswap');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByText('Welcome!!')).toBeTruthy();
    expect(provider.signInWithEmail).toHaveBeenCalledWith(expect.anything(), 'bea@example.test', 'shutterswap');
  });
});

describe('Register', () => {
  const picture = new File([new Uint8Array(2_000)], 'me.jpg', { type: 'image/jpeg' });

  it('requires every field, each with its own message, focusing the full name; nothing is sent', async () => {
    const user = userEvent.setup();
    renderAt('/register');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter your full name.')).toBeTruthy();
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByText('Choose a password.')).toBeTruthy();
    expect(screen.getByText('Choose a picture of yourself.')).toBeTruthy();
    expect(textbox('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(textbox('Full name'));
    expect(provider.registerAccount).not.toHaveBeenCalled();
  });

  it('wants a valid email, and a message goes once its field is corrected', async () => {
    const user = userEvent.setup();
    renderAt('/register');
    await user.type(textbox('Email'), 'sally');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter a valid email address, like name@example.com.')).toBeTruthy();
    await user.type(textbox('Email'), '@example.com');
    expect(screen.queryByText('Enter a valid email address, like name@example.com.')).toBeNull();
  });

  it('shows the password rule under the field before anything is typed', () => {
    renderAt('/register');
    const [hintId = ''] = password().getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(hintId)?.textContent).toBe('At least 6 characters.');
  });

  it('registers with the typed values, welcomes and goes home', async () => {
    const user = userEvent.setup();
    renderAt('/register');
    await user.type(textbox('Full name'), 'Sally Shutter');
    await user.type(textbox('Email'), 'sally@example.com');
    await user.type(password(), 'darkroom');
    await user.upload(screen.getByLabelText(/^Picture/), picture);
    // No role to choose: every account buys, selling is turned on from the dashboard (issue 30).
    expect(screen.queryByRole('combobox', { name: 'Role' })).toBeNull();
    expect(screen.getByText(/One account buys and sells/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByText('Welcome!')).toBeTruthy();
    expect(provider.registerAccount).toHaveBeenCalledWith(
      expect.anything(),
      { name: 'Sally Shutter', email: 'sally@example.com', password: 'darkroom', picture },
      expect.any(Function),
    );
  });

  it("shows the server's refusal under the form and keeps what was typed", async () => {
    provider.registerAccount.mockRejectedValue(
      new Error('Your picture could not be uploaded: Too large. Please try again.'),
    );
    const user = userEvent.setup();
    renderAt('/register');
    await user.type(textbox('Full name'), 'Sally Shutter');
    await user.type(textbox('Email'), 'sally@example.com');
    await user.type(password(), 'darkroom');
    await user.upload(screen.getByLabelText(/^Picture/), picture);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Your picture could not be uploaded: Too large. Please try again.')).toBeTruthy();
    expect(textbox('Full name')).toHaveProperty('value', 'Sally Shutter');
  });

  it("shows the server's refusal of a field on that field: its display name is the full name", async () => {
    provider.registerAccount.mockRejectedValue(
      new ApiError(400, 'bad_request', 'displayName: Keep your name under 80 characters', 'displayName'),
    );
    const user = userEvent.setup();
    renderAt('/register');
    await user.type(textbox('Full name'), 'Sally Shutter');
    await user.type(textbox('Email'), 'sally@example.com');
    await user.type(password(), 'darkroom');
    await user.upload(screen.getByLabelText(/^Picture/), picture);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Keep your name under 80 characters')).toBeTruthy();
    expect(textbox('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(textbox('Full name'));
    expect(screen.queryByText('displayName: Keep your name under 80 characters')).toBeNull();
  });
});
