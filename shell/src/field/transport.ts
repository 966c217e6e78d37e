/**
 * Posts one body as the page goes away: a beacon (`text/plain`, no preflight), or a `keepalive` fetch where the
 * browser refuses the beacon (over its queue's quota, or no beacon at all). Nothing is retried: a lost batch is
 * a lost sample, never a page that waits.
 */
export function sendBody(url: string, body: string): void {
  if (navigator.sendBeacon?.(url, body)) return;
  fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
}
