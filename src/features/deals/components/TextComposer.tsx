import { useId } from 'react';
import FormField from '@/components/FormField';
import { showRefusal } from '@/lib/show-refusal';
import { useSubmitCheckedForm } from '@/lib/use-submit-checked-form';
import { textMessageFormSchema } from '../lib/message-form-schema';

/** The server's refusal of a message, for the form to show; undefined once it is sent or waits in the outbox. */
export type SendRefusal = { status: number; message: string; field?: string } | undefined;

/** The words of a message (an order's, a question or its answer): sent through `send`, cleared once it is kept. */
export default function TextComposer({
  send,
  label = 'Your message',
  formLabel = 'Send a message',
  submitLabel = 'Send',
  busy,
}: {
  send: (text: string) => Promise<SendRefusal>;
  label?: string;
  formLabel?: string;
  submitLabel?: string;
  busy: boolean;
}) {
  const textForm = useSubmitCheckedForm(textMessageFormSchema, { text: '' });
  const id = useId();
  const sendText = textForm.form.handleSubmit(async ({ text }) => {
    const refusal = await send(text);
    if (refusal) showRefusal(textForm.form.setError, ['text'], refusal);
    else textForm.form.reset();
  });
  return (
    <form onSubmit={sendText} noValidate aria-label={formLabel}>
      <FormField id={`${id}-text`} label={label} error={textForm.form.formState.errors.text?.message}>
        {(control) => (
          <textarea {...control} className="form-field__input" {...textForm.field('text')} rows={3} maxLength={2000} />
        )}
      </FormField>
      <button type="submit" className="ss-button" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
