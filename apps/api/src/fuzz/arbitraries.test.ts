import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arbitraryOf, HOSTILE, mutatedOf } from './arbitraries.js';

// The fuzz test is only as good as its inputs: made from a schema, they mostly pass it (so requests reach the code
// behind the shape), and a mutation puts a hostile value in it (so they test the shape itself).

const schema = z.object({
  name: z.string().trim().min(1).max(20),
  doctorId: z.number().int().positive(),
  kind: z.enum(['a', 'b']),
  note: z.string().max(50).optional(),
  items: z.array(z.object({ quantity: z.number().int().min(1).max(10) })).max(3),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

describe('schema arbitraries', () => {
  it('make values the schema takes, ids among the first rows', () => {
    const values = fc.sample(arbitraryOf(schema), { numRuns: 200, seed: 7 });
    const taken = values.filter((value) => schema.safeParse(value).success);
    expect(taken.length).toBeGreaterThan(150);
    for (const value of values) expect((value as { doctorId: number }).doctorId).toBeLessThanOrEqual(40);
  });

  it('mutate one place with a hostile value, or leave a field out', () => {
    const values = fc.sample(mutatedOf(schema), { numRuns: 200, seed: 7 });
    const refused = values.filter((value) => !schema.safeParse(value).success);
    expect(refused.length).toBeGreaterThan(100);
    const texts = JSON.stringify(values);
    expect(texts).toContain('\\u0000');
    expect(HOSTILE).toContain(2_147_483_648);
  });
});
