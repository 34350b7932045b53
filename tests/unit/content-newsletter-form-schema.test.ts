import { describe, expect, it } from 'vitest';
import { footerNewsletterSchema, modalNewsletterSchema } from '@/features/content/lib/newsletter-form-schema';
import { formResult } from '@tests/unit/support/schema-messages';

describe('the newsletter form schemas', () => {
  it('accept a good address and normalise it as the contract does', () => {
    expect(formResult(footerNewsletterSchema, { user_email: '  Ada@Example.COM ' })).toEqual({
      ok: true,
      values: { user_email: 'ada@example.com' },
    });
  });

  it('ask for an email when it is empty', () => {
    expect(formResult(footerNewsletterSchema, { user_email: '   ' })).toEqual({
      ok: false,
      errors: { user_email: 'Enter your email address' },
    });
  });

  it('refuse a malformed address with the contract message', () => {
    expect(formResult(footerNewsletterSchema, { user_email: 'not-an-email' })).toEqual({
      ok: false,
      errors: { user_email: 'Enter a valid email address' },
    });
  });

  it('require a name in the film modal', () => {
    expect(formResult(modalNewsletterSchema, { user_email: 'ada@example.com', user_name: ' ' })).toEqual({
      ok: false,
      errors: { user_name: 'Enter your name' },
    });
  });

  it('send the trimmed name with the address', () => {
    expect(formResult(modalNewsletterSchema, { user_email: 'ada@example.com', user_name: ' Ada ' })).toEqual({
      ok: true,
      values: { user_email: 'ada@example.com', user_name: 'Ada' },
    });
  });
});
