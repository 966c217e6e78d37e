import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serveSite } from './site.mjs';

describe('serveSite', () => {
  it('refuses a port another server holds, instead of measuring that server', async () => {
    const other = createServer();
    await new Promise((resolve) => other.listen(0, resolve));
    const address = other.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      // The checkout does not matter: the server is never started.
      await expect(serveSite('/nonexistent', port - 1)).rejects.toThrow(new RegExp(`\\b${port}\\b.*already in use`));
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
