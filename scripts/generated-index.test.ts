import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILES } from './generated-index';

describe('generated lists', () => {
  it('are what `npm run gen:index` makes of the files on disk (run it after adding a file or module)', {
    timeout: 60_000,
  }, () => {
    for (const { file, text } of GENERATED_FILES()) {
      expect(readFileSync(file, 'utf8'), `${file}: npm run gen:index`).toBe(text);
    }
  });
});
