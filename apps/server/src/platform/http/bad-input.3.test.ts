import { describe, expect, it } from 'vitest';
import { runBadInputShard } from '../../test/bad-input-probes.js';

// Share 3 of 3 of the generated bad-input walk over every endpoint (test/bad-input-probes.ts):
// no answer is a 5xx, every refusal is a 4xx with a Korean message, a refused request writes no
// row, and the ledgers still add up.
describe('generated bad input on every endpoint, share 3 of 3', () => {
  it('answers 4xx with a Korean message, never 5xx, and leaves the ledgers whole', async () => {
    const result = await runBadInputShard(2, 3);
    console.log(result.summary);
    if (result.serverErrors.length > 0)
      console.log(`5xx: ${result.serverErrors.length}\n${result.serverErrors.slice(0, 40).join('\n')}`);
    expect(result.routes).toBeGreaterThan(10);
    expect(result.serverErrors).toEqual([]);
    expect(result.unworded).toEqual([]);
    expect(result.accepted).toEqual([]);
    expect(result.differences).toEqual([]);
    expect(result.partialWrites, 'refused requests that wrote rows').toEqual([]);
  }, 300_000);
});
