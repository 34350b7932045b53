/**
 * Whether a code typed on the buyer's phone is the one the seller's phone shows, with no signal: the server gave the
 * buyer's phone SHA-256("{order id}:{code}") when the order was paid. This catches a typo or the code of another
 * order; the server checks the code again when the confirmation arrives.
 */
export async function matchesHandoverCheck(orderId: string, code: string, check: string): Promise<boolean> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${orderId}:${code}`));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return hex === check;
}

/** What the seller's QR code holds: the buyer's camera opens the app's order page with the code filled in. */
export function handoverLink(origin: string, orderId: string, code: string): string {
  return `${origin}/dashboard/orders/${encodeURIComponent(orderId)}?code=${code}`;
}
