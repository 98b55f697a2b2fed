import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOMAIN_GENERATED_FILES, DOMAIN_SRC } from './domain-index';

describe('generated domain files', () => {
  it('are what `npm run gen:index` makes of the files on disk (run it after adding a domain file)', () => {
    for (const { file, text } of DOMAIN_GENERATED_FILES(DOMAIN_SRC)) {
      expect(readFileSync(file, 'utf8'), `${file}: npm run gen:index`).toBe(text);
    }
  });
});
