import type { PartKind } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { kindTree, matchingKeys } from './kind-tree';

const kind = (code: string, name: string, sortSeq = 0, oldPaybackCode: string | null = null): PartKind => ({
  code,
  parentCode: code.length > 2 ? code.slice(0, -2) : null,
  level: code.length / 2,
  name,
  path: name,
  appUse: false,
  fullView: true,
  sortSeq,
  oldPaybackCode,
  active: true,
  version: 1,
});

const KINDS = [
  kind('01', '배터리', 2),
  kind('0101', '승용 배터리'),
  kind('010102', '70~80AH', 0, 'BAT-M'),
  kind('02', '필터', 1),
  kind('0201', '오일필터'),
];

describe('kindTree', () => {
  it('nests each kind under its parent and orders siblings by sort sequence', () => {
    const roots = kindTree(KINDS);
    expect(roots.map((r) => r.key)).toEqual(['02', '01']);
    expect(roots[1]!.children[0]!.children.map((c) => c.key)).toEqual(['010102']);
  });

  it('keeps a kind whose parent is missing at the top instead of hiding it', () => {
    expect(kindTree([kind('0301', '헤드램프')]).map((r) => r.key)).toEqual(['0301']);
  });
});

describe('matchingKeys', () => {
  it('finds kinds by name, code prefix or old payback code, with their parents', () => {
    const roots = kindTree(KINDS);
    expect([...matchingKeys(roots, '오일')].sort()).toEqual(['02', '0201']);
    expect([...matchingKeys(roots, 'BAT-M')].sort()).toEqual(['01', '0101', '010102']);
    expect(matchingKeys(roots, ' ').size).toBe(0);
  });
});
