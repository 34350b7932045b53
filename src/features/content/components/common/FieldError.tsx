interface FieldErrorProps {
  id: string;
  message: string | undefined;
}

/** The message under a form field; its id goes in the field's aria-describedby. */
export default function FieldError({ id, message }: FieldErrorProps) {
  return (
    <p id={id} className="field-error" role={message ? 'alert' : undefined}>
      {message ?? ''}
    </p>
  );
}
