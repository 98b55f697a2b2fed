import type { MenuNode } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { buildSidebarEntries, selectedKeysFor } from './sidebar-menu';

const node = (idx: number, title: string, url: string | null, children: MenuNode[] = []): MenuNode => ({
  menu_idx: idx,
  menu_title: title,
  menu_url: url,
  menu_icon: url ? null : 'setting',
  menu_level: url ? 2 : 1,
  menu_parent_idx: null,
  menu_auth: 'admin',
  use_yn: 'Y',
  children,
});

const BUILT = new Set(['/Admin/AdminMain', '/Admin/PageAccessStats']);
const isBuilt = (url: string) => BUILT.has(url);

describe('sidebar entries', () => {
  const menu = [
    node(1, '관리자', null, [
      node(2, '관리자 메인', '/Admin/AdminMain'),
      node(3, '사용자 관리', '/Company/UserManage'),
      node(4, '페이지 접속 통계', '/Admin/PageAccessStats'),
    ]),
    node(10, '수주', null, [node(11, '수주 메모', '/Company/ObtainMemo')]),
    node(20, '페이지 접속 통계 (부여)', '/Admin/PageAccessStats'),
  ];

  it('keeps only items whose screen is built, in menu order', () => {
    const entries = buildSidebarEntries(menu, isBuilt);
    expect(entries.map((e) => e.title)).toEqual(['관리자', '페이지 접속 통계 (부여)']);
    expect(entries[0]?.children.map((c) => [c.title, c.url])).toEqual([
      ['관리자 메인', '/Admin/AdminMain'],
      ['페이지 접속 통계', '/Admin/PageAccessStats'],
    ]);
  });

  it('drops a section with nothing built in it', () => {
    expect(buildSidebarEntries([node(10, '수주', null, [node(11, '수주 메모', '/x')])], isBuilt)).toEqual([]);
  });

  it('finds the item of the current page and the sections to open', () => {
    const entries = buildSidebarEntries(menu, isBuilt);
    expect(selectedKeysFor(entries, '/Admin/PageAccessStats')).toEqual({ selected: ['4'], open: ['1'] });
    expect(selectedKeysFor(entries, '/Nowhere')).toEqual({ selected: [], open: [] });
  });
});
