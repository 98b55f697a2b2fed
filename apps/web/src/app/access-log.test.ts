import { ACCESS_LOG_EXEMPT_PATHS } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { accessLogEntryFor, accessLogPath, isAccessLogExempt } from './access-log';

describe('access logging (SPEC §2.3)', () => {
  it('cuts the parameter segments off the route path', () => {
    expect(accessLogPath('/Company/Customer/CustomerOrderHistory/:custcode')).toBe(
      '/Company/Customer/CustomerOrderHistory',
    );
    expect(accessLogPath('/Company/VinPartRegister/:vin/:custcode/:memocode')).toBe(
      '/Company/VinPartRegister',
    );
    expect(accessLogPath('/Admin/PageAccessStats')).toBe('/Admin/PageAccessStats');
  });

  it('keeps a fixed segment only when it comes before every parameter', () => {
    expect(accessLogPath('/Company/Customer/User/CustomerUserLoginInfo/:searchMonth/:logincnt')).toBe(
      '/Company/Customer/User/CustomerUserLoginInfo',
    );
  });

  it('exempts exactly the nine public entry points', () => {
    expect(ACCESS_LOG_EXEMPT_PATHS).toHaveLength(9);
    for (const path of ACCESS_LOG_EXEMPT_PATHS) expect(accessLogEntryFor(path, '로그인/x')).toBeNull();
    expect(isAccessLogExempt('/MainPage')).toBe(true);
    // The mobile purchase and partner logins are login pages but not on the list.
    expect(accessLogEntryFor('/Purchase/PurchaseMobileLogin', '로그인/매입 모바일 로그인')).toEqual({
      pagePath: '/Purchase/PurchaseMobileLogin',
      pageName: '로그인/매입 모바일 로그인',
    });
    expect(isAccessLogExempt('/Hr/HrLogin')).toBe(false);
  });

  it('records the route name with the cut path', () => {
    expect(accessLogEntryFor('/Company/CustomerLedger/:code', '수주/거래처 원장')).toEqual({
      pagePath: '/Company/CustomerLedger',
      pageName: '수주/거래처 원장',
    });
  });
});
