import {
  type AssociationListQuery,
  type AssociationPeriodQuery,
  associationApi,
  type CallInput,
  type Contract,
  type MemberListQuery,
  type PayoutListQuery,
  type PrintRecordQuery,
  type ProvisionListQuery,
  toYmd,
} from '@erp/domain';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { toast } from '../../shell/toast/toast';

// The association calls of the server (associationApi, group 'point'); saves refresh the group.

const keep = { placeholderData: keepPreviousData };

export const useAssociations = (query: AssociationListQuery) =>
  useApiQuery(associationApi.list, { body: query }, keep);
export const useMembers = (query: MemberListQuery, enabled = true) =>
  useApiQuery(associationApi.members, { body: query }, { ...keep, enabled });
export const usePointBases = (query: MemberListQuery) =>
  useApiQuery(associationApi.pointBases, { body: query }, keep);
export const useMemberBase = (code: string) =>
  useApiQuery(associationApi.memberBase, { params: { code } }, { enabled: code !== '', retry: false });
export const usePartPoints = (code: string) =>
  useApiQuery(associationApi.partPoints, { params: { code } }, { enabled: code !== '' });
export const useProvisions = (query: ProvisionListQuery) =>
  useApiQuery(associationApi.provisions, { body: query }, keep);
export const useAssociationSales = (query: AssociationPeriodQuery) =>
  useApiQuery(associationApi.sales, { body: query }, keep);
export const useAssociationPoints = (query: AssociationPeriodQuery) =>
  useApiQuery(associationApi.points, { body: query }, keep);
export const usePayouts = (query: PayoutListQuery) =>
  useApiQuery(associationApi.payouts, { body: query }, keep);
export const usePayout = (code: string) =>
  useApiQuery(associationApi.payout, { params: { code } }, { enabled: code !== '', retry: false });
export const usePrintRecords = (query: PrintRecordQuery) =>
  useApiQuery(associationApi.printRecords, { body: query }, keep);

/** Calls a saving contract, toasts its message and refreshes the point group; null when refused. */
export const useSave = () => {
  const client = useQueryClient();
  return async <C extends Contract>(contract: C, input: CallInput<C>) => {
    try {
      const answer = await callApiWithMessage(contract, input);
      toast.success(answer.message);
      await client.invalidateQueries({ queryKey: ['point'] });
      return answer.data;
    } catch {
      // The shared error dialog has said why (the field, the rule).
      return null;
    }
  };
};

export const firstIssue = (issues: readonly { message: string; path?: readonly PropertyKey[] }[]) =>
  issues[0]?.message ?? '입력값을 확인하세요.';

/** The first day of this month to today on the Korean calendar, YYYYMMDD (the reports' default period). */
export const thisMonth = () => {
  const today = toYmd(new Date());
  return { from: `${today.slice(0, 6)}01`, to: today };
};
