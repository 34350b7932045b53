import { useEffect, useRef } from 'react';
import { subscribeToOutbox } from '@outbox-core/outbox-store';
import { WRITE_ANSWERS, type WriteAnswer } from './write-answers';
import { WRITE_KINDS, type WriteDisplay, type WriteKindName } from './write-kinds';

/** Calls `listener` with the answer, typed, whenever a write of this kind reaches the server (from any tab or the worker). */
export function useWriteSent<K extends WriteKindName>(
  kind: K,
  listener: (answer: WriteAnswer<K>, display: WriteDisplay<K>) => void,
): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(
    () =>
      subscribeToOutbox((event) => {
        if (event.type !== 'attempted' || event.outcome.result !== 'sent' || !WRITE_KINDS[kind].owns(event.entry))
          return;
        const parsed = WRITE_ANSWERS[kind].safeParse(event.outcome.answer);
        if (parsed.success) latest.current(parsed.data as WriteAnswer<K>, event.entry.display as WriteDisplay<K>);
      }),
    [kind],
  );
}
