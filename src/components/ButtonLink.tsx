import { Link, type LinkProps } from 'react-router-dom';

/** A link that looks like the app's main button: the way on from an empty, finished or failed screen. */
export default function ButtonLink({ className, ...props }: LinkProps) {
  return <Link {...props} className={className ? `ss-button ${className}` : 'ss-button'} />;
}
