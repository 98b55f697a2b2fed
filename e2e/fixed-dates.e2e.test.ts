import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// No end-to-end test may depend on the day it runs (issue 16 point 9): a screen walked with a
// fixed day ('R/20261125') breaks once that day has passed. Days come from today (toYmd(new
// Date()), shifted as needed). This reads the e2e sources for a calendar day written out.
const here = path.dirname(fileURLToPath(import.meta.url));
// The open bounds of an "all time" range (20000101 … 20991231) hold on any day this runs.
const DAY = /(?<![\d-])20(?!00|99)\d{2}-?(0[1-9]|1[0-2])-?(0[1-9]|[12]\d|3[01])(?![\d])/g;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'dist-types' ? [] : sources(full);
    return entry.name.endsWith('.ts') && full !== fileURLToPath(import.meta.url) ? [full] : [];
  });

describe('end-to-end tests and the calendar', () => {
  it('write no fixed calendar day: every day is computed from today', () => {
    const found = sources(here).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          [...line.matchAll(DAY)].map((m) => `${path.relative(here, file)}:${i + 1} ${m[0]}`),
        ),
    );
    expect(found).toEqual([]);
  });
});
