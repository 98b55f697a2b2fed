import { describe, expect, it } from 'vitest';
import { withPopupVariants } from './popup-routes';

describe('popup variants of a customer screen', () => {
  it('adds the child route in the userpages layout and keeps the parent as it is', () => {
    const parent = {
      name: '거래처/거래처 등록',
      path: '/Company/Customer/CustomerRegistration',
      layout: 'default' as const,
      roles: ['admin', 'public'] as const,
      load: async () => () => null,
    };
    const [self, child] = withPopupVariants(parent, [':code']);
    expect(self).toBe(parent);
    expect(child).toMatchObject({
      path: '/Company/Customer/CustomerRegistration/:code',
      layout: 'userpages',
    });
    expect(child?.name).toBe(parent.name);
  });
});
