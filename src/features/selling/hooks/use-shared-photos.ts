import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router-dom';
import { isOpenedByShare, searchWithoutShareFlag, sharedPhotosNote, takeSharedPhotos } from '../lib/shared-photos';

/**
 * Add a Product opened by a share from the phone's gallery (`?shared=1`, set by the service worker): the shared
 * files, once, for the photo picker. The flag leaves the address at once, so a reload never adds them again.
 */
export function useSharedPhotos(): readonly File[] | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [files, setFiles] = useState<readonly File[] | null>(null);
  const handledShare = useRef<string | null>(null);
  const openedByShare = isOpenedByShare(location.search);

  useEffect(() => {
    if (!openedByShare || handledShare.current === location.key) return;
    handledShare.current = location.key;
    navigate(
      { pathname: location.pathname, search: searchWithoutShareFlag(location.search), hash: location.hash },
      { replace: true },
    );
    // Not cancelled when the address changes: the cache is emptied as the photos are taken.
    takeSharedPhotos().then(
      (shared) => {
        if (shared.files.length === 0) return;
        setFiles(shared.files);
        toast.success(sharedPhotosNote(shared), { duration: 4000 });
      },
      () => toast.error('The shared photos could not be opened. Choose them again with Choose photos.'),
    );
  }, [openedByShare, location.key, location.pathname, location.search, location.hash, navigate]);

  return files;
}
