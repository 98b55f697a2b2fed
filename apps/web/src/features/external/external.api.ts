import {
  type ExternalCustomerQuery,
  type ExternalUserListQuery,
  externalApi,
  externalScreens,
  type ReportListQuery,
} from '@erp/domain';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useApiQuery } from '../../app/contract-client';
import { useSessionQuery } from '../../app/session.api';

// The external calls of the server (externalApi); saves refresh the 'external' group.

export const useExternalUsers = (query: ExternalUserListQuery) =>
  useApiQuery(externalApi.list, { body: query }, { placeholderData: keepPreviousData });
export const useExternalUser = (id: number) =>
  useApiQuery(externalApi.single, { params: { id } }, { enabled: id > 0 });
export const useExternalCustomers = (query: ExternalCustomerQuery, enabled = true) =>
  useApiQuery(externalApi.customers, { body: query }, { placeholderData: keepPreviousData, enabled });
export const useReports = (query: ReportListQuery) =>
  useApiQuery(externalApi.reportList, { body: query }, { placeholderData: keepPreviousData });

export const useExternalRefresh = () => {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['external'] });
};

/** True for the external account itself (it always acts as itself); head office names the external. */
export const useIsExternal = () => useSessionQuery().data?.auth === 'external';

export const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
export const km = (metres: number) =>
  `${(metres / 1000).toLocaleString('ko-KR', { maximumFractionDigits: 1 })}km`;

/** The rotation screen with a customer ready to be added to a weekday. */
export const rotationAddLink = (customerCode: string, externalId?: number) =>
  `${externalScreens.externalRotationSequence.path}?add=${encodeURIComponent(customerCode)}${
    externalId ? `&externalId=${externalId}` : ''
  }`;
