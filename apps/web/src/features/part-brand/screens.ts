import type { ScreenDef } from '../../app/screen.types';

// SPEC §2.8 brand screens for company staff (admin and public).
const STAFF = ['admin', 'public'] as const;
const pages = () => import('./part-brand-pages');

export const partBrandScreens: readonly ScreenDef[] = [
  {
    name: '품목/브랜드 목록',
    path: '/Company/Brand/PartBrandList',
    layout: 'default',
    roles: STAFF,
    load: () => pages().then((m) => m.PartBrandListPage),
  },
  {
    name: '품목/브랜드 등록',
    path: '/Company/partBrandRegister',
    layout: 'default',
    roles: STAFF,
    load: () => pages().then((m) => m.PartBrandRegisterPage),
  },
  // routes.tsv popup children: {type} ('new') then {code} ('modify' of that brand).
  {
    name: '품목/브랜드 등록',
    path: '/Company/partBrandRegister/:type',
    layout: 'userpages',
    roles: STAFF,
    load: () => pages().then((m) => m.PartBrandRegisterPage),
  },
  {
    name: '품목/브랜드 수정',
    path: '/Company/partBrandRegister/:type/:code',
    layout: 'userpages',
    roles: STAFF,
    load: () => pages().then((m) => m.PartBrandRegisterPage),
  },
  {
    name: '품목/브랜드 엑셀 등록',
    path: '/Company/PartBrandExcelInsert',
    layout: 'default',
    roles: STAFF,
    load: () => pages().then((m) => m.PartBrandExcelInsertPage),
  },
];
