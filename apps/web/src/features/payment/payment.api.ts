import { paymentApi, type TossPaymentView } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../app/api-error';
import { callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { toast } from '../../shell/toast/toast';

// Toss-shaped card payments: one payment, and the steps (request, confirm, cancel) with a toast.

export const useTossPayment = (orderId: string) =>
  useApiQuery(paymentApi.detail, { params: { code: orderId } }, { enabled: orderId !== '' });

export const usePayMethods = () => useApiQuery(paymentApi.payMethods, {});

export const usePaymentStep = () => {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async <T>(call: () => Promise<{ data: T; message: string }>): Promise<T | null> => {
    setBusy(true);
    try {
      const { data, message } = await call();
      toast.success(message);
      await client.invalidateQueries({ queryKey: ['order'] });
      return data;
    } catch (error) {
      toast.error(messageOf(error));
      return null;
    } finally {
      setBusy(false);
    }
  };
  const opts = { selfHandled: true };
  return {
    busy,
    request: (customerCode: string, amount: number) =>
      run(() => callApiWithMessage(paymentApi.request, { body: { customerCode, amount } }, opts)),
    confirm: (paymentKey: string, orderId: string, amount: number) =>
      run<TossPaymentView>(() =>
        callApiWithMessage(paymentApi.confirm, { body: { paymentKey, orderId, amount } }, opts),
      ),
    cancel: (orderId: string, cancelReason: string, cancelAmount?: number) =>
      run<TossPaymentView>(() =>
        callApiWithMessage(
          paymentApi.cancel,
          { params: { code: orderId }, body: { cancelReason, ...(cancelAmount ? { cancelAmount } : {}) } },
          opts,
        ),
      ),
  };
};

/** Opens the gateway's payment window; it comes back to the payment's history page to confirm. */
export const goToCheckout = (checkoutUrl: string, successPath: string, failPath: string) => {
  const url = new URL(checkoutUrl);
  url.searchParams.set('successUrl', `${window.location.origin}${successPath}`);
  url.searchParams.set('failUrl', `${window.location.origin}${failPath}`);
  window.location.assign(url.toString());
};
