import { useState } from 'react';
import { initials } from '../lib/initials';
import './avatar.css';

interface AvatarProps {
  name: string;
  photoUrl?: string | null;
  size?: number;
}

/** A round profile photo, or the person's initials when there is none or it fails to load (offline). */
export default function Avatar({ name, photoUrl, size = 36 }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (photoUrl && failedUrl !== photoUrl) {
    return (
      <img
        className="avatar"
        src={photoUrl}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        style={style}
        onError={() => setFailedUrl(photoUrl)}
      />
    );
  }
  return (
    <span className="avatar avatar--initials" aria-hidden="true" style={style}>
      {initials(name)}
    </span>
  );
}
