import type { ReactNode } from 'react';
import './state-message.css';

interface StateMessageProps {
  title: string;
  detail?: ReactNode;
  action?: ReactNode;
  role?: 'status' | 'alert';
}

/** The shared frame of empty, error and not-found states. */
export default function StateMessage({ title, detail, action, role = 'status' }: StateMessageProps) {
  return (
    <section className="state-message" role={role}>
      <h2 className="state-message__title">{title}</h2>
      {detail ? <p className="state-message__detail">{detail}</p> : null}
      {action}
    </section>
  );
}
