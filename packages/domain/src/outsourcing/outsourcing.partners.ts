import type { AccountKind, Role } from '../account/account.roles.js';

// The four outsourcing partners (SPEC §2.21, §6). Each partner account carries its partner code
// (accounts.partner_code); its rows are scoped by that code. Hr, AutoReman and TaeGyeong order
// parts through order requests; Mobis (role SHINMYEONG) keeps its own sales pages.

export const OSC_PARTNER_KEYS = ['Hr', 'AutoReman', 'TaeGyeong', 'mobis'] as const;
export type OscPartnerKey = (typeof OSC_PARTNER_KEYS)[number];

export type OscPartner = {
  readonly key: OscPartnerKey;
  readonly code: string;
  readonly name: string;
  readonly role: Role;
  readonly kind: AccountKind;
};

export const OSC_PARTNERS: Record<OscPartnerKey, OscPartner> = {
  Hr: { key: 'Hr', code: 'HR', name: 'Hr', role: 'HR', kind: 'hr' },
  AutoReman: { key: 'AutoReman', code: 'AUTOREMAN', name: 'AutoReman', role: 'AUTOREMAN', kind: 'autoreman' },
  TaeGyeong: { key: 'TaeGyeong', code: 'TAEGYEONG', name: 'TaeGyeong', role: 'TAEGYEONG', kind: 'taegyeong' },
  mobis: { key: 'mobis', code: 'MOBIS', name: '모비스', role: 'SHINMYEONG', kind: 'mobis' },
};

/** The partners that send order requests (Mobis registers its own sales instead). */
export const REQUEST_PARTNER_KEYS = ['Hr', 'AutoReman', 'TaeGyeong'] as const;
export type RequestPartnerKey = (typeof REQUEST_PARTNER_KEYS)[number];

export const REQUEST_PARTNER_ROLES: readonly Role[] = REQUEST_PARTNER_KEYS.map((k) => OSC_PARTNERS[k].role);
export const OSC_PARTNER_ROLES: readonly Role[] = OSC_PARTNER_KEYS.map((k) => OSC_PARTNERS[k].role);

/** The partner of a partner account's role (null for staff and other kinds). */
export const partnerOfRole = (role: Role): OscPartner | null =>
  Object.values(OSC_PARTNERS).find((p) => p.role === role) ?? null;

/** The partner of a partner code (null when the code is none of the four). */
export const partnerOfCode = (code: string | null | undefined): OscPartner | null =>
  Object.values(OSC_PARTNERS).find((p) => p.code === code) ?? null;
