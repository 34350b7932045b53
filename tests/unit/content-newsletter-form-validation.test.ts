import { describe, expect, it } from 'vitest';
import { validateNewsletterForm } from '../../src/features/content/lib/newsletter-form-validation';

describe('validateNewsletterForm', () => {
  it('accepts a good address and normalises it as the contract does', () => {
    expect(validateNewsletterForm({ user_email: '  Ada@Example.COM ' }, { requireName: false })).toEqual({
      ok: true,
      subscription: { user_email: 'ada@example.com' },
    });
  });

  it('asks for an email when it is empty', () => {
    const result = validateNewsletterForm({ user_email: '   ' }, { requireName: false });
    expect(result).toEqual({ ok: false, errors: { user_email: 'Enter your email address' } });
  });

  it('rejects a malformed address with the contract message', () => {
    const result = validateNewsletterForm({ user_email: 'not-an-email' }, { requireName: false });
    expect(result).toEqual({ ok: false, errors: { user_email: 'Enter a valid email address' } });
  });

  it('requires a name in the film modal', () => {
    const result = validateNewsletterForm({ user_email: 'ada@example.com', user_name: ' ' }, { requireName: true });
    expect(result).toEqual({ ok: false, errors: { user_name: 'Enter your name' } });
  });

  it('sends the trimmed name with the address', () => {
    const result = validateNewsletterForm({ user_email: 'ada@example.com', user_name: ' Ada ' }, { requireName: true });
    expect(result).toEqual({ ok: true, subscription: { user_email: 'ada@example.com', user_name: 'Ada' } });
  });
});
