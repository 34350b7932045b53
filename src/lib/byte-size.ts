const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** "850 KB", "3.4 MB", "2.1 GB": one decimal from a megabyte up. */
export function formatBytes(bytes: number): string {
  if (bytes >= GB) return `${(bytes / GB).toFixed(1)} GB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(0, Math.round(bytes / KB))} KB`;
}
