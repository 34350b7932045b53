/** Blog descriptions longer than this are cut in previews (docs/spec.md section 9). */
export const DESCRIPTION_PREVIEW_LENGTH = 200;

export interface DescriptionPreview {
  text: string;
  isTruncated: boolean;
}

/**
 * Cuts a description at `limit` characters and appends an ellipsis, as the blog cards and the home
 * teaser show it. Counts by code point so an emoji or accented letter is never split in half.
 */
export function previewDescription(description: string, limit = DESCRIPTION_PREVIEW_LENGTH): DescriptionPreview {
  const characters = Array.from(description);
  if (characters.length <= limit) return { text: description, isTruncated: false };
  return { text: `${characters.slice(0, limit).join('')}...`, isTruncated: true };
}
