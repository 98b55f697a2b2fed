import { type TaxInvoiceView, taxInvoiceApi } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../app/api-error';
import { callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { toast } from '../../shell/toast/toast';

// 전자세금계산서: the configuration the screens state, one invoice, and the steps (draft, issue,
// retry) that refresh every order screen when they land.

export const useTaxConfig = () => useApiQuery(taxInvoiceApi.config, {});

export const useTaxInvoice = (code: string) =>
  useApiQuery(
    taxInvoiceApi.detail,
    { params: { code: code.trim().toUpperCase() } },
    { enabled: code !== '' },
  );

export const useTaxFailures = () => useApiQuery(taxInvoiceApi.failures, {});

export const useAmendmentCandidates = (customerCode: string | null) =>
  useApiQuery(taxInvoiceApi.candidates, { body: customerCode ? { customerCode } : {} });

/** A step that answers an invoice: a toast says what happened; the caller opens the invoice. */
export const useTaxStep = () => {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<{ data: TaxInvoiceView; message: string }>) => {
    setBusy(true);
    try {
      const { data, message } = await call();
      if (data.state === 'queued') toast.warning(message);
      else toast.success(message);
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
    draftMonth: (customerCode: string, month: string) =>
      run(() => callApiWithMessage(taxInvoiceApi.draftMonth, { body: { customerCode, month } }, opts)),
    draftOrder: (code: string) =>
      run(() => callApiWithMessage(taxInvoiceApi.draftOrder, { params: { code } }, opts)),
    draftAmended: (originalCode: string, reversingCode: string) =>
      run(() =>
        callApiWithMessage(taxInvoiceApi.draftAmended, { body: { originalCode, reversingCode } }, opts),
      ),
    issue: (code: string) => run(() => callApiWithMessage(taxInvoiceApi.issue, { params: { code } }, opts)),
    retry: (code: string) => run(() => callApiWithMessage(taxInvoiceApi.retry, { params: { code } }, opts)),
  };
};
