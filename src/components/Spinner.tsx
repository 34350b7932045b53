import './spinner.css';

interface SpinnerProps {
  /** Read to screen readers; the spinner itself is decorative. */
  label: string;
  size?: 'small' | 'large';
}

/** A CSS spinner: no Ionic component on the first page just to show that something loads. */
export default function Spinner({ label, size = 'large' }: SpinnerProps) {
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
