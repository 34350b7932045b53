/** "Medium Format", "Medium-Format", "medium-format" and "medium_format" are one category. */
export function categorySlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
