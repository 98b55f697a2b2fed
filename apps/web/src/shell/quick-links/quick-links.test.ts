import { describe, expect, it } from 'vitest';
import {
  addQuickLink,
  cleanQuickTitle,
  MAX_QUICK_LINKS,
  parseQuickLinks,
  type QuickLinks,
  recordsQuickLinks,
  removeQuickLink,
} from './quick-links';

const empty: QuickLinks = { links: [], titles: [] };
const addMany = (count: number) =>
  Array.from({ length: count }, (_, i) => i + 1).reduce(
    (q, n) => addQuickLink(q, `/p${n}`, `화면${n}`),
    empty,
  );

describe('quick links (SPEC §9)', () => {
  it('keeps at most 5 and drops the oldest on the sixth', () => {
    const links = addMany(6);
    expect(MAX_QUICK_LINKS).toBe(5);
    expect(links.links).toEqual(['/p2', '/p3', '/p4', '/p5', '/p6']);
    expect(links.titles).toHaveLength(5);
  });

  it('does not add a link that is already there and reports it by returning the same value', () => {
    const once = addQuickLink(empty, '/a', '가');
    expect(addQuickLink(once, '/a', '다른 제목')).toBe(once);
  });

  it('strips digits and dots from stored titles', () => {
    expect(cleanQuickTitle('1.2 수주 메모')).toBe('수주 메모');
    expect(addQuickLink(empty, '/x', '3. 거래처 목록 2').titles).toEqual(['거래처 목록']);
  });

  it('removes one link with its title', () => {
    const links = addMany(3);
    expect(removeQuickLink(links, '/p2')).toEqual({ links: ['/p1', '/p3'], titles: ['화면', '화면'] });
  });

  it('reads the two stored arrays back as pairs, keeping the newest five', () => {
    expect(parseQuickLinks(['/a', '/b', 3], ['가', '나'])).toEqual({
      links: ['/a', '/b'],
      titles: ['가', '나'],
    });
    expect(parseQuickLinks('x', null)).toEqual(empty);
    const many = Array.from({ length: 7 }, (_, i) => `/p${i}`);
    expect(parseQuickLinks(many, many).links).toEqual(many.slice(2));
  });

  it('is recorded for admin and public staff only', () => {
    expect(recordsQuickLinks('admin')).toBe(true);
    expect(recordsQuickLinks('public')).toBe(true);
    for (const role of ['cust', 'seo', 'HR', 'external', 'client', 'cirkep', 'purchase']) {
      expect(recordsQuickLinks(role)).toBe(false);
    }
  });
});
