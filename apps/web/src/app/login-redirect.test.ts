import { describe, expect, it } from 'vitest';
import { loginPageFor, loginRedirectUrl, safeRedirectTarget } from './login-redirect';

describe('login page of each layout (SPEC §2.3)', () => {
  it('sends the default layouts to /Company/Login', () => {
    for (const layout of ['default', 'app-ver2', 'userpages', 'by-role'] as const) {
      expect(loginPageFor(layout, '/Admin/PageAccessStats')).toBe('/Company/Login');
    }
  });

  it('sends the Seo layout to the Seo login', () => {
    expect(loginPageFor('cps-pages', '/Company/Seo/SeoMyPage')).toBe('/Company/Seo/SeoLogin');
  });

  it("sends the outsourcing layout to its partner's login", () => {
    expect(loginPageFor('osc-pages', '/Outsourcing/Hr/Product/HrProductList')).toBe('/Hr/HrLogin');
    expect(loginPageFor('osc-pages', '/Outsourcing/AutoReman/As/AsList')).toBe('/AutoReman/AutoRemanLogin');
    expect(loginPageFor('osc-pages', '/Outsourcing/TaeGyeong/Order/TaeGyeongWaybliiList')).toBe(
      '/TaeGyeong/TaeGyeongLogin',
    );
    expect(loginPageFor('osc-pages', '/Outsourcing/mobis/order/orderList')).toBe('/mobis/mobisLogin');
    expect(loginPageFor('osc-pages', '/Outsourcing/User/OutsourcingUserList')).toBe('/Company/Login');
  });

  it('sends the mobile app layout to the mobile logins', () => {
    expect(loginPageFor('apps', '/Company/MobileMain')).toBe('/Company/MobileLogin');
    expect(loginPageFor('apps', '/Purchase/PurchaseMobileMain')).toBe('/Purchase/PurchaseMobileLogin');
  });

  it('carries where the user was going, and follows only same-site paths back', () => {
    expect(loginRedirectUrl('/Company/Login', '/Admin/PageAccessStats?x=1')).toBe(
      '/Company/Login?redirect=%2FAdmin%2FPageAccessStats%3Fx%3D1',
    );
    expect(loginRedirectUrl('/Company/Login', '/')).toBe('/Company/Login');
    expect(safeRedirectTarget('/Home')).toBe('/Home');
    expect(safeRedirectTarget('//evil.example/x')).toBeNull();
    expect(safeRedirectTarget('https://evil.example')).toBeNull();
    expect(safeRedirectTarget(null)).toBeNull();
  });
});
