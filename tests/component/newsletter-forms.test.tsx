import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeOutbox, resetFakeOutbox } from './support/fake-outbox';
import FooterNewsletterForm from '@/features/content/components/footer/FooterNewsletterForm';
import NewsletterModalForm from '@/features/content/components/newsletter/NewsletterModalForm';

/* The two newsletter forms as a visitor uses them; only the outbox write (the network) is replaced. */

vi.mock('@outbox-core/outbox-store', () => import('./support/fake-outbox'));

beforeEach(() => {
  resetFakeOutbox();
  fakeOutbox.nextOutcome = { result: 'sent', answer: { acknowledged: true, alreadySubscribed: false } };
});

const sentBody = () => fakeOutbox.submitted[0]!.request.body;

describe('the footer newsletter form', () => {
  const renderForm = () =>
    render(
      <>
        <FooterNewsletterForm />
        <Toaster />
      </>,
    );
  const email = () => screen.getByRole('textbox', { name: 'Email address' });

  it('asks for an email when sent empty, on the field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Enter your email address')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-describedby')).toContain(screen.getByText('Enter your email address').id);
    expect(document.activeElement).toBe(email());
    expect(fakeOutbox.submitted).toEqual([]);
  });

  it("refuses a malformed address with the contract's message, and drops it once the field changes", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(email(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    await user.type(email(), 'x');
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
  });

  it('subscribes the address as the contract normalises it, says so and empties the field', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(email(), '  Ada@Example.COM ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText("You've subscribed to our newsletter!")).toBeTruthy();
    expect(sentBody()).toEqual({ user_email: 'ada@example.com' });
    expect(fakeOutbox.submitted[0]!.id).toBe('newsletter:ada@example.com');
    expect(email()).toHaveProperty('value', '');
  });

  it("shows the server's refusal of the email on the email field", async () => {
    fakeOutbox.nextOutcome = {
      result: 'refused',
      status: 400,
      message: 'This address cannot receive mail',
      field: 'user_email',
    };
    const user = userEvent.setup();
    renderForm();
    await user.type(email(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('This address cannot receive mail')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email()).toHaveProperty('value', 'ada@example.com');
  });
});

describe('the film newsletter modal form', () => {
  const onSubscribed = vi.fn();
  const renderForm = () =>
    render(
      <>
        <NewsletterModalForm onSubscribed={onSubscribed} onClose={() => undefined} />
        <Toaster />
      </>,
    );
  const name = () => screen.getByRole('textbox', { name: 'Your name' });
  const email = () => screen.getByRole('textbox', { name: 'Email address' });

  beforeEach(() => onSubscribed.mockReset());

  it('asks for the name and the email when sent empty, focusing the name', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Enter your name')).toBeTruthy();
    expect(screen.getByText('Enter your email address')).toBeTruthy();
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name());
    expect(fakeOutbox.submitted).toEqual([]);
  });

  it('sends the trimmed name with the address and says "Successfully Subscribed"', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(name(), ' Ada ');
    await user.type(email(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Successfully Subscribed')).toBeTruthy();
    expect(sentBody()).toEqual({ user_email: 'ada@example.com', user_name: 'Ada' });
    expect(onSubscribed).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal of the name on the name field", async () => {
    fakeOutbox.nextOutcome = {
      result: 'refused',
      status: 400,
      message: 'Keep your name under 100 characters',
      field: 'user_name',
    };
    const user = userEvent.setup();
    renderForm();
    await user.type(name(), 'Ada');
    await user.type(email(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Keep your name under 100 characters')).toBeTruthy();
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(onSubscribed).not.toHaveBeenCalled();
  });
});
