import type { Role } from '../account/account.roles.js';

// The sections of the shipped menu (SPEC §3, §6), in menu order. Items are not listed here: each
// screen names its place in the menu in its area's catalogue (`menu` of a screen entry), so adding
// a screen adds its menu item without touching a central list.

export type MenuSectionDef = {
  readonly key: string;
  readonly title: string;
  readonly icon: string;
  /** The role the section is shown to (menu_auth). */
  readonly auth: Role;
};

const partner = <const K extends string>(key: K, name: string, auth: Role) =>
  ({ key, title: `${name} 협력사`, icon: 'apartment', auth }) as const;

export const MENU_SECTION_DEFS = [
  { key: 'admin', title: '관리자', icon: 'setting', auth: 'admin' },
  { key: 'order', title: '수주', icon: 'shopping-cart', auth: 'public' },
  { key: 'customer', title: '거래처', icon: 'team', auth: 'public' },
  { key: 'part', title: '품목', icon: 'appstore', auth: 'public' },
  { key: 'purchase', title: '매입', icon: 'inbox', auth: 'public' },
  { key: 'stock', title: '재고', icon: 'database', auth: 'public' },
  { key: 'delivery', title: '배송', icon: 'car', auth: 'public' },
  { key: 'office', title: '공지·자료', icon: 'notification', auth: 'public' },
  { key: 'customer-portal', title: '거래처 포털', icon: 'shop', auth: 'cust' },
  { key: 'seo', title: '서(지점)', icon: 'branches', auth: 'seo' },
  { key: 'external', title: '외부 영업', icon: 'user', auth: 'external' },
  { key: 'qr-client', title: 'QR 고객', icon: 'qrcode', auth: 'client' },
  { key: 'courier', title: '택배사', icon: 'container', auth: 'cirkep' },
  { key: 'purchase-staff', title: '매입 담당', icon: 'inbox', auth: 'purchase' },
  partner('hr', 'Hr', 'HR'),
  partner('autoreman', 'AutoReman', 'AUTOREMAN'),
  partner('taegyeong', 'TaeGyeong', 'TAEGYEONG'),
  { key: 'mobis', title: '모비스 협력사', icon: 'apartment', auth: 'SHINMYEONG' },
  { key: 'barcode', title: '바코드', icon: 'barcode', auth: 'public' },
  { key: 'mobile', title: '모바일', icon: 'mobile', auth: 'public' },
] as const satisfies readonly MenuSectionDef[];

export type MenuSectionKey = (typeof MENU_SECTION_DEFS)[number]['key'];

/**
 * Where a screen stands in the menu: its section, the item's title, and its place among the
 * section's items (a number with gaps, so a new screen slots in between without renumbering).
 */
export type MenuPlacement = {
  readonly section: MenuSectionKey;
  readonly title: string;
  readonly order: number;
};
