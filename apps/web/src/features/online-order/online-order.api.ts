import { type CallInput, type OnlineOrderView, onlineOrderApi, salesOrderApi } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../app/api-error';
import { callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { toast } from '../../shell/toast/toast';

// Online orders: one order, and its steps (register, fix, memo, collect, recall) with a toast.

export const useOnlineOrder = (code: string) =>
  useApiQuery(onlineOrderApi.detail, { params: { code } }, { enabled: code !== '' });

export const useOnlineStatement = (code: string) =>
  useApiQuery(onlineOrderApi.statement, { params: { code } }, { enabled: code !== '' });

type Body<K extends keyof typeof onlineOrderApi> =
  CallInput<(typeof onlineOrderApi)[K]> extends {
    body: infer B;
  }
    ? B
    : never;

export const useOnlineStep = () => {
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
    register: (body: Body<'register'>) =>
      run<OnlineOrderView>(() => callApiWithMessage(onlineOrderApi.register, { body }, opts)),
    fix: (code: string) =>
      run(() => callApiWithMessage(salesOrderApi.fix, { params: { code }, body: undefined }, opts)),
    memo: (code: string, memo: string) =>
      run<OnlineOrderView>(() =>
        callApiWithMessage(onlineOrderApi.memo, { params: { code }, body: { memo } }, opts),
      ),
    collect: (code: string, body: Body<'collect'>) =>
      run<OnlineOrderView>(() =>
        callApiWithMessage(onlineOrderApi.collect, { params: { code }, body }, opts),
      ),
    recall: (code: string, lineNo: number, body: Body<'recall'>) =>
      run<OnlineOrderView>(() =>
        callApiWithMessage(onlineOrderApi.recall, { params: { code, lineNo }, body }, opts),
      ),
  };
};
