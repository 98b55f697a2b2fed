import { type BillingIssue, type BillingQuery, type BillingStatement, billingApi } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../app/api-error';
import { callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { toast } from '../../shell/toast/toast';

// 월합계 청구 (SPEC §2.12): one customer's period read from the receivable ledger, its issue and
// the reversing document that voids an issue.

export type { BillingIssue, BillingQuery, BillingStatement };

export const useBillingStatement = (query: BillingQuery | null) =>
  useApiQuery(
    billingApi.statement,
    { body: query ?? { customerCode: '', fromDate: '', toDate: '' } },
    { enabled: query !== null },
  );

/** Issue the period or void an issue; a toast says what happened and the billing screens refresh. */
export const useBillingStep = () => {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const done = async <T>(call: () => Promise<{ data: T; message: string }>): Promise<T | null> => {
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
  return {
    busy,
    issue: (query: BillingQuery) =>
      done(() => callApiWithMessage(billingApi.issue, { body: query }, { selfHandled: true })),
    void: (code: string, reason: string) =>
      done(() =>
        callApiWithMessage(billingApi.void, { params: { code }, body: { reason } }, { selfHandled: true }),
      ),
  };
};
