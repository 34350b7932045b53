export interface SharedLink {
  title: string;
  text: string;
  url: string;
}

/**
 * Shares a page the device's way: the Web Share sheet where there is one (phones), else the link copied to the
 * clipboard. "cancelled": the person closed the sheet, nothing to say; "failed": neither worked, the link has to be
 * shown to copy by hand.
 */
export async function shareLink(link: SharedLink): Promise<'shared' | 'cancelled' | 'copied' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(link);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(link.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
