import { describe, expect, it, vi } from 'vitest';
import { onDemand } from '../lib/lazy-component';

describe('a module fetched on demand', () => {
  it('is fetched once, however many controls ask for it', async () => {
    const load = vi.fn(async () => ({ Menu: 'menu' }));
    const get = onDemand(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    await get();
    expect(load).toHaveBeenCalledOnce();
  });

  it('is fetched again after a failed fetch (a network blip)', async () => {
    const load = vi
      .fn<() => Promise<{ Menu: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ Menu: 'menu' });
    const get = onDemand(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toEqual({ Menu: 'menu' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
