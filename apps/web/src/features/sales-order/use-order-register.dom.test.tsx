import { memoApi } from '@erp/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemoView } from '../order-memo/order-memo.api';
import { parseObtainParams } from './order-paths';
import { useOrderRegister } from './use-order-register';

const MEMO: MemoView = {
  code: 'M20261126-0001',
  customerCode: 'C000002',
  customerName: '대성모터스',
  vin: 'KMHD341CBKU123456',
  carNumber: '12가3456',
  request: '배터리 AX60L 2개',
  urgent: false,
  status: 'open',
  deliveryPickupId: null,
  takenByName: null,
  workedByName: null,
  orderCode: null,
  createdAt: '2026-11-26T00:00:00.000Z',
};

/** The server's envelope for the memo; anything else (the customer's VAT rule) is not needed here. */
const stubServer = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const found = url.startsWith(memoApi.single.path.replace(':code', ''));
      return new Response(
        JSON.stringify(
          found
            ? { code: 'S0000', message: '', response: MEMO }
            : { code: 'E0404', message: '없습니다.', response: null },
        ),
        { status: found ? 200 : 404, headers: { 'content-type': 'application/json' } },
      );
    }),
  );

const renderRegister = (segments: { vin?: string; customerCode?: string; obtainCode?: string }) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useOrderRegister(parseObtainParams(segments)), { wrapper });
};

afterEach(() => {
  vi.unstubAllGlobals();
});

// ObtainRegister/:vin/:customerCode/:obtainCode and CustOrderRegister share this state: leaving
// them asks "저장하지 않은 내용이 있습니다." only when the user changed something.
describe('useOrderRegister: an unsaved change is the user’s, not what the screen prefilled', () => {
  it('is not dirty with the customer and VIN from the URL, and dirty once the user types a remark', async () => {
    stubServer();
    const { result } = renderRegister({ vin: 'KMHD341CBKU123456', customerCode: 'C000002', obtainCode: '-' });
    await waitFor(() => expect(result.current.header.customerCode).toBe('C000002'));
    expect(result.current.dirty).toBe(false);
    act(() => result.current.setHeader((h) => ({ ...h, memo: '오후 방문' })));
    expect(result.current.dirty).toBe(true);
  });

  it('is not dirty with the customer, VIN and car a memo prefilled, and dirty once the user changes the car', async () => {
    stubServer();
    const { result } = renderRegister({ vin: '-', customerCode: 'C000002', obtainCode: MEMO.code });
    await waitFor(() => expect(result.current.header.memoCode).toBe(MEMO.code));
    expect(result.current.header.carNumber).toBe('12가3456');
    expect(result.current.dirty).toBe(false);
    act(() => result.current.setHeader((h) => ({ ...h, carNumber: '34나5678' })));
    expect(result.current.dirty).toBe(true);
  });
});
