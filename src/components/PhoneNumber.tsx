import './phone-number.css';

interface PhoneNumberProps {
  phone: string;
  /** A tel: link (the default), or plain text. */
  link?: boolean;
  className?: string;
}

/** A phone number, read in one go: it never breaks at its hyphens or spaces; as a link, it dials. */
export default function PhoneNumber({ phone, link = true, className }: PhoneNumberProps) {
  const classes = className ? `phone-number ${className}` : 'phone-number';
  return link ? (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={classes}>
      {phone}
    </a>
  ) : (
    <span className={classes}>{phone}</span>
  );
}
