import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const widthSnapshot = () => window.innerWidth;
const heightSnapshot = () => window.innerHeight;

export function useWindowSize(): { width: number; height: number } {
  const width = useSyncExternalStore(subscribe, widthSnapshot, () => 1280);
  const height = useSyncExternalStore(subscribe, heightSnapshot, () => 800);
  return { width, height };
}
