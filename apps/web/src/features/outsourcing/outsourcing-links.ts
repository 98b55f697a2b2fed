import { linkTo, outsourcingScreens, type RequestPartnerKey } from '@erp/domain';

// Where the outsourcing pages send each other: head office's request page and ERP order
// registration, and each partner's own lists.

export const memoPath = (r: { code: string; customerCode: string }) =>
  linkTo(outsourcingScreens.outsourcingOrderRequestMemo, { code: r.code, custCode: r.customerCode });

export const registerPath = (r: { code: string; customerCode: string; vin: string }) =>
  linkTo(outsourcingScreens.outsourcingOrderRequestRegister, {
    vin: r.vin,
    custCode: r.customerCode,
    orderCode: r.code,
  });

const PARTNER_LISTS = {
  Hr: outsourcingScreens.hrOrderRequestList.path,
  AutoReman: outsourcingScreens.autoRemanOrderRequestList.path,
  TaeGyeong: outsourcingScreens.taeGyeongOrderRequestList.path,
} as const satisfies Record<RequestPartnerKey, string>;

const PARTNER_FORMS = {
  Hr: outsourcingScreens.hrOrderRequestRegistration.path,
  AutoReman: outsourcingScreens.autoRemanOrderRequestRegistration.path,
  TaeGyeong: outsourcingScreens.taeGyeongOrderRequestRegistration.path,
} as const satisfies Record<RequestPartnerKey, string>;

export const partnerListPath = (partner: RequestPartnerKey) => PARTNER_LISTS[partner];
export const partnerFormPath = (partner: RequestPartnerKey) => PARTNER_FORMS[partner];
