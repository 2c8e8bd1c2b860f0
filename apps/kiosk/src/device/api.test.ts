import { ApiError } from '@clinic/api-client/public';
import { describe, expect, it, vi } from 'vitest';
import { retryOffline } from './api';

describe('retryOffline', () => {
  it('reads once more after a network failure, and only then gives up', async () => {
    const offline = new ApiError(0, undefined, 'Failed to fetch');
    const read = vi.fn().mockRejectedValueOnce(offline).mockResolvedValueOnce('found');
    await expect(retryOffline(read, 1)).resolves.toBe('found');
    expect(read).toHaveBeenCalledTimes(2);
    const down = vi.fn().mockRejectedValue(offline);
    await expect(retryOffline(down, 1)).rejects.toBe(offline);
    expect(down).toHaveBeenCalledTimes(2);
  });

  it('does not repeat a read the server answered, even with a refusal', async () => {
    const refused = vi.fn().mockRejectedValue(new ApiError(404, { code: 4001 }, 'Not found'));
    await expect(retryOffline(refused, 1)).rejects.toMatchObject({ status: 404 });
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
