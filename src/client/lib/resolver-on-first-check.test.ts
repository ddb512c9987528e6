import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { zodResolverOnFirstCheck } from './resolver-on-first-check';

const schema = z.object({ body: z.string().trim().min(1, 'Type a message first.') });
type Values = z.infer<typeof schema>;
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };

describe('zodResolverOnFirstCheck', () => {
  it('loads the schema with the first check, once, and checks with it', async () => {
    const loadSchema = vi.fn(() => Promise.resolve(schema));
    const { resolver } = zodResolverOnFirstCheck(loadSchema);
    expect(loadSchema).not.toHaveBeenCalled();

    const refused = await resolver({ body: '  ' }, undefined, options);
    expect(refused.errors.body?.message).toBe('Type a message first.');
    const passed = await resolver({ body: 'Hello' }, undefined, options);
    expect(passed).toEqual({ values: { body: 'Hello' }, errors: {} });
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('starts loading on preload, before any check', () => {
    const loadSchema = vi.fn(() => Promise.resolve(schema));
    zodResolverOnFirstCheck(loadSchema).preload();
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('says a failed load cannot reach the server, and loads again on the next check', async () => {
    const loadSchema = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    const { resolver } = zodResolverOnFirstCheck(loadSchema);

    const failed = await resolver({ body: 'Hello' }, undefined, options);
    expect(failed.values).toEqual({});
    expect(failed.errors.root?.message).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
    const passed = await resolver({ body: 'Hello' }, undefined, options);
    expect(passed).toEqual({ values: { body: 'Hello' }, errors: {} });
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});
