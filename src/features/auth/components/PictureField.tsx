import { useEffect, useId, useRef, useState } from 'react';
import Avatar from '../../../components/Avatar';

interface PictureFieldProps {
  error: string | undefined;
  onChange: (picture: File | null) => void;
}

/** The profile picture: a file input for images (camera or gallery on a phone) and a round preview. */
export default function PictureField({ error, onChange }: PictureFieldProps) {
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const latestUrl = useRef<string | null>(null);
  const id = useId();

  // The preview's object URL is released when it is replaced, and when the form goes away.
  useEffect(() => () => void (latestUrl.current && URL.revokeObjectURL(latestUrl.current)), []);

  const choose = (picture: File | null) => {
    if (latestUrl.current) URL.revokeObjectURL(latestUrl.current);
    latestUrl.current = picture ? URL.createObjectURL(picture) : null;
    setPreviewUrl(latestUrl.current);
    onChange(picture);
  };

  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-field__label">
        Picture
      </label>
      <div className="auth-picture">
        <Avatar name="?" photoUrl={previewUrl} size={64} />
        <input
          id={id}
          name="picture"
          type="file"
          accept="image/*"
          className="auth-picture__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
      </div>
      <p id={`${id}-message`} className="auth-field__message">
        {error ?? ''}
      </p>
    </div>
  );
}
