import { type DirectExamine, directExaminationApi, directExaminationScreens, linkTo } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

// The direct shipment calls of the server (directExaminationApi); the list comes through useListQuery.

export const directPrintPath = (code: string) =>
  linkTo(directExaminationScreens.directExaminationRequestPrint, { code });

export const useDirect = (code: string | null) =>
  useApiQuery(directExaminationApi.detail, { params: { code: code ?? '-' } }, { enabled: code !== null });

/** The shipments waiting for their examination, oldest first (the station's queue). */
export const useWaitingDirects = () =>
  useApiQuery(directExaminationApi.list, {
    body: {
      page: 1,
      size: 200,
      sort: [{ field: 'requestedAt', dir: 'asc' }],
      filters: [{ field: 'status', op: 'eq', value: 'waiting' }],
    },
  });

/** A scan: the line its part is on; a wrong part is answered in place (with a sound), not a dialog. */
export const scanDirect = (code: string, value: string) =>
  callApi(directExaminationApi.scan, { params: { code }, body: { value } }, { selfHandled: true });

export const examineDirect = (code: string, body: DirectExamine) =>
  callApi(directExaminationApi.examine, { params: { code }, body });

export const useRefreshDirect = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['stock'] });
};
