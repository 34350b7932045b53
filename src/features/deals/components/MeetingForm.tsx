import { useId } from 'react';
import FormField from '@/components/FormField';
import { showRefusal } from '@/lib/show-refusal';
import { useSubmitCheckedForm } from '@/lib/use-submit-checked-form';
import { meetingFormSchema } from '../lib/message-form-schema';
import type { SendRefusal } from './TextComposer';

/** Where and when to meet, proposed through `propose`; cleared, and `onProposed` called, once it is kept. */
export default function MeetingForm({
  propose,
  onProposed,
  busy,
}: {
  propose: (meeting: { meetingPlace: string; meetingAt: string }) => Promise<SendRefusal>;
  onProposed: () => void;
  busy: boolean;
}) {
  const meetingForm = useSubmitCheckedForm(meetingFormSchema, { meetingPlace: '', meetingAt: '' });
  const ids = useId();
  const errors = meetingForm.form.formState.errors;
  const submit = meetingForm.form.handleSubmit(async ({ meetingPlace, meetingAt }) => {
    const refusal = await propose({ meetingPlace, meetingAt: new Date(meetingAt).toISOString() });
    if (refusal) {
      showRefusal(meetingForm.form.setError, ['meetingPlace', 'meetingAt'], refusal);
      return;
    }
    meetingForm.form.reset();
    onProposed();
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Propose a meeting">
      <FormField id={`${ids}-place`} label="Where" required error={errors.meetingPlace?.message}>
        {(control) => (
          <input {...control} className="form-field__input" {...meetingForm.field('meetingPlace')} maxLength={200} />
        )}
      </FormField>
      <FormField id={`${ids}-at`} label="When" required error={errors.meetingAt?.message}>
        {(control) => (
          <input {...control} className="form-field__input" {...meetingForm.field('meetingAt')} type="datetime-local" />
        )}
      </FormField>
      <button type="submit" className="ss-button" disabled={busy}>
        Propose
      </button>
    </form>
  );
}
