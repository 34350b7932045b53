import { useEffect, useId, useRef, useState, type Ref } from 'react';
import Avatar from '@/components/Avatar';
import FormField from '@/components/FormField';

interface PictureFieldProps {
  error: string | undefined;
  onChange: (picture: File | null) => void;
  onBlur: () => void;
  /** The file input, so the form can move the focus to it. */
  inputRef: Ref<HTMLInputElement>;
}

/** The profile picture: a file input for images (camera or gallery on a phone) and a round preview. */
export default function PictureField({ error, onChange, onBlur, inputRef }: PictureFieldProps) {
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
    <FormField id={id} label="Picture" required error={error}>
      {(control) => (
        <div className="auth-picture">
          <Avatar name="?" photoUrl={previewUrl} size={64} />
          <input
            {...control}
            ref={inputRef}
            name="picture"
            type="file"
            accept="image/*"
            required
            className="auth-picture__input"
            onBlur={onBlur}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </div>
      )}
    </FormField>
  );
}
