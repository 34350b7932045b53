import type { RegisterStep } from '../lib/register-account';

const STEP_TEXT: Record<RegisterStep['kind'], string> = {
  account: 'Creating your account…',
  upload: 'Uploading your picture…',
  profile: 'Setting up your profile…',
};

/** Where registration is, with the picture upload's progress. */
export default function RegisterProgress({ step }: { step: RegisterStep }) {
  const percent = step.kind === 'upload' ? Math.round(step.fraction * 100) : null;
  return (
    <div className="auth-progress" role="status">
      <span>
        {STEP_TEXT[step.kind]}
        {percent !== null ? ` ${percent}%` : ''}
      </span>
      {percent !== null ? (
        <progress className="auth-progress__bar" max={100} value={percent} aria-label="Picture upload" />
      ) : null}
    </div>
  );
}
