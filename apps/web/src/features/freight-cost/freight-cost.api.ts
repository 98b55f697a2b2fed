import {
  type FreightCostInput,
  type FreightDocKind,
  type FreightPreviewInput,
  freightCostApi,
  freightCostScreens,
  linkTo,
  queryKeyOf,
} from '@erp/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

// The freight calls of the server (freightCostApi); the list comes through useListQuery.

/** The registration screen on one document (its kind and code prefilled). */
export const freightDocPath = (kind: FreightDocKind, code: string) =>
  code
    ? linkTo(freightCostScreens.freightCostRegistrationDoc, { type: kind, code })
    : linkTo(freightCostScreens.freightCostRegistrationType, { type: kind });

/** The allocation of the amount over the document's lines, read again as the inputs change. */
export const useFreightPreview = (input: FreightPreviewInput | null) => {
  const call = {
    body: input ?? { docKind: 'purchase', docCode: '-', amount: 0, vatIncluded: false, basis: 'value' },
  };
  // Self-handled: a code still being typed is not an error dialog, the screen says it in place.
  return useQuery({
    queryKey: queryKeyOf(freightCostApi.preview, call),
    queryFn: ({ signal }) => callApi(freightCostApi.preview, call, { selfHandled: true, signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
};

/** The bills already charged to the document (posted and cancelled), newest first. */
export const useDocFreights = (docKind: FreightDocKind, docCode: string) =>
  useApiQuery(
    freightCostApi.list,
    {
      body: {
        page: 1,
        size: 50,
        sort: [{ field: 'createdAt', dir: 'desc' }],
        filters: [
          { field: 'docKind', op: 'eq', value: docKind },
          { field: 'docCode', op: 'eq', value: docCode },
        ],
      },
    },
    { enabled: docCode !== '' },
  );

export const registerFreight = (body: FreightCostInput) => callApi(freightCostApi.register, { body });
export const cancelFreight = (code: string, note: string) =>
  callApi(freightCostApi.cancel, { params: { code }, body: { note } });

/** After a change, every stock-group answer (the preview, the lists) is read again. */
export const useRefreshFreight = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['stock'] });
};
