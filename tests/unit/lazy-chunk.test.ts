import { afterEach, describe, expect, it, vi } from 'vitest';
import { importChunk } from '@/lib/lazy-chunk';

const chunkMissing = () => new TypeError('Failed to fetch dynamically imported module: /assets/SiteFooter.js');

function device(onLine: boolean) {
  const window = new EventTarget();
  vi.stubGlobal('window', window);
  vi.stubGlobal('navigator', { onLine });
  return window;
}
afterEach(() => vi.unstubAllGlobals());

describe('a part of the app loaded on demand', () => {
  it('offline, waits for the connection and loads then, instead of failing the screen', async () => {
    const window = device(false);
    const load = vi.fn().mockRejectedValueOnce(chunkMissing()).mockResolvedValueOnce({ default: 'SiteFooter' });
    let settled: unknown = 'still waiting';
    const loading = importChunk(load).then((module) => (settled = module));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe('still waiting');

    window.dispatchEvent(new Event('online'));
    await loading;
    expect(settled).toEqual({ default: 'SiteFooter' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('online, fails at once as before (the error boundary offers a reload)', async () => {
    device(true);
    const load = vi.fn().mockRejectedValue(chunkMissing());
    await expect(importChunk(load)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
