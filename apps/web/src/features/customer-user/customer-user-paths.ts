import { toYmd } from '@erp/domain';

const enc = encodeURIComponent;

export const CUSTOMER_USER_PATHS = {
  list: '/Company/Customer/CustomerUserList',
  mobileList: '/Company/Customer/CustomerUserListMobile',
  register: '/Company/Customer/CustomerUserRegister',
  modify: (id: number) => `/Company/Customer/CustomerUserModify/${id}`,
  recommender: (id: number) => `/Company/Customer/CustomerRecommenderInfo/${id}`,
  loginInfo: (searchMonth: string, loginCount: number) =>
    `/Company/Customer/User/CustomerUserLoginInfo/${enc(searchMonth)}/${loginCount}`,
  dormant: '/Company/Customer/User/CustomerDormantList',
} as const;

/** This month in Korea as YYYYMM, the login statistics' default. */
export const currentMonth = (now = new Date()): string => toYmd(now).slice(0, 6);
