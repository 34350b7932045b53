import './email-address.css';

interface EmailAddressProps {
  email: string;
  /** A mailto link (the default), or plain text. */
  link?: boolean;
}

/**
 * An email address that wraps, when its column is narrow, before the @ and nowhere else (not "…@example.c" / "om"):
 * the parts on either side are the smallest pieces a table squeezes it to.
 */
export default function EmailAddress({ email, link = true }: EmailAddressProps) {
  const at = email.indexOf('@');
  const text =
    at > 0 ? (
      <>
        {email.slice(0, at)}
        <wbr />
        {email.slice(at)}
      </>
    ) : (
      email
    );
  return link ? (
    <a href={`mailto:${email}`} className="email-address">
      {text}
    </a>
  ) : (
    <span className="email-address">{text}</span>
  );
}
