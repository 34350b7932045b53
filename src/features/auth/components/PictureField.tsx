import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Avatar from '@/components/Avatar';
import FilePickerButton from '@/components/FilePickerButton';
import FormField from '@/components/FormField';

interface PictureFieldProps {
  error: string | undefined;
  onChange: (picture: File | null) => void;
  onBlur: () => void;
  /** The file input, so the form can move the focus to it. */
  inputRef: (input: HTMLInputElement | null) => void;
}

/**
 * The profile picture, picked like a listing's photos (camera or gallery on a phone): a round preview, then the
 * picture can be changed or removed.
 */
export default function PictureField({ error, onChange, onBlur, inputRef }: PictureFieldProps) {
  const [picture, setPicture] = useState<{ name: string; url: string } | null>(null);
  const latestUrl = useRef<string | null>(null);
  const id = useId();

  // The preview's object URL is released when it is replaced, and when the form goes away.
  useEffect(() => () => void (latestUrl.current && URL.revokeObjectURL(latestUrl.current)), []);

  const choose = (file: File | null) => {
    if (latestUrl.current) URL.revokeObjectURL(latestUrl.current);
    latestUrl.current = file ? URL.createObjectURL(file) : null;
    setPicture(file && latestUrl.current ? { name: file.name, url: latestUrl.current } : null);
    onChange(file);
  };

  // A picture chosen on the page the server sent, before the app took it over, is the one chosen.
  const chosenBeforeStart = useRef(false);
  const attachInput = useCallback(
    (input: HTMLInputElement | null) => {
      inputRef(input);
      if (chosenBeforeStart.current || !input?.files?.length) return;
      chosenBeforeStart.current = true;
      choose(input.files[0] ?? null);
      input.value = '';
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the input's first attachment matters
    [inputRef],
  );

  return (
    <FormField id={id} label="Picture" required error={error}>
      {(control) => (
        <div className="auth-picture">
          <Avatar name="?" photoUrl={picture?.url ?? null} size={72} />
          <div className="auth-picture__side">
            <p className="auth-picture__name">{picture ? picture.name : 'A clear photo of your face'}</p>
            <div className="auth-picture__actions">
              <FilePickerButton
                {...control}
                inputRef={attachInput}
                name="picture"
                accept="image/*"
                required
                onBlur={onBlur}
                onChange={(event) => {
                  choose(event.target.files?.[0] ?? null);
                  // The same file can be picked again after a removal.
                  event.target.value = '';
                }}
              >
                {picture ? 'Change' : 'Choose picture'}
              </FilePickerButton>
              {picture ? (
                <button type="button" className="ss-button ss-button--ghost" onClick={() => choose(null)}>
                  Remove
                </button>
              ) : null}
            </div>
          </div>
        </div>
      )}
    </FormField>
  );
}
