import { useCallback, useState } from 'react';
import type { AttemptOutcome, NewOutboxEntry } from '@outbox-core/outbox-entry';
import { submitWrite } from './submit-write';

/** A form's write through the outbox, with `isSubmitting` while its first try is out (the button stays disabled). */
export function useQueuedWrite() {
  const [isSubmitting, setSubmitting] = useState(false);
  const submit = useCallback(async (fields: NewOutboxEntry): Promise<AttemptOutcome> => {
    setSubmitting(true);
    try {
      return await submitWrite(fields);
    } finally {
      setSubmitting(false);
    }
  }, []);
  return { submit, isSubmitting };
}
