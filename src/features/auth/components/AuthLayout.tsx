import { useId, type ReactNode } from 'react';
import './auth-layout.css';

interface AuthLayoutProps {
  title: string;
  lead: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The login and register card: a title, a short lead, the form and a link to the other page. */
export default function AuthLayout({ title, lead, children, footer }: AuthLayoutProps) {
  const titleId = useId();
  return (
    <section className="auth-card" aria-labelledby={titleId}>
      <h1 id={titleId} className="auth-card__title">
        {title}
      </h1>
      <p className="auth-card__lead">{lead}</p>
      {children}
      <p className="auth-card__footer">{footer}</p>
    </section>
  );
}
