import { barcodeApi, partApi, partDetailApi, queryKeyOf, reduceScannedBarcode } from '@erp/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

// The phone pages' calls: a scan, a search thirty at a time, parts by storage location.

export const MOBILE_PAGE = 30;

/** The part a scanned barcode belongs to; `kind: 'none'` when it belongs to none (no 404). */
export const scanBarcode = (value: string) =>
  callApi(barcodeApi.scan, { body: { value: reduceScannedBarcode(value) } });

export const usePartSearch = (keyword: string) =>
  useInfiniteQuery({
    queryKey: [...queryKeyOf(partApi.list), 'pages', keyword],
    queryFn: ({ pageParam, signal }) =>
      callApi(
        partApi.list,
        {
          body: {
            keyword,
            page: pageParam,
            size: MOBILE_PAGE,
            filters: [{ field: 'active', op: 'eq', value: true }],
          },
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * MOBILE_PAGE < last.total ? pages.length + 1 : undefined,
    enabled: keyword.length > 0,
  });

export const useLocationParts = (warehouseCode: string, locationPrefix: string) =>
  useInfiniteQuery({
    queryKey: [...queryKeyOf(partDetailApi.locationPage), 'pages', warehouseCode, locationPrefix],
    queryFn: ({ pageParam, signal }) =>
      callApi(
        partDetailApi.locationPage,
        {
          body: {
            page: pageParam,
            size: MOBILE_PAGE,
            sort: [
              { field: 'location', dir: 'asc' },
              { field: 'partNo', dir: 'asc' },
            ],
            filters: [
              { field: 'warehouseCode', op: 'eq', value: warehouseCode },
              ...(locationPrefix
                ? [{ field: 'location', op: 'startsWith', value: locationPrefix } as const]
                : []),
            ],
          },
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * MOBILE_PAGE < last.total ? pages.length + 1 : undefined,
    enabled: warehouseCode !== '',
  });

export const useBarcodeScan = (value: string) =>
  useApiQuery(
    barcodeApi.scan,
    { body: { value: reduceScannedBarcode(value) } },
    { enabled: value !== '', staleTime: 0 },
  );
