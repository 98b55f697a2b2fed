import { type CallInput, type Pickup, pickupApi } from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

// Pickup stops: register, assign a driver, picked, cancel, lists.

export type { Pickup };
export const pickupKeys = { all: ['delivery'] as const };

type Query = CallInput<typeof pickupApi.list>['body'];
export const usePickups = (body: Query) =>
  useApiQuery(pickupApi.list, { body }, { placeholderData: keepPreviousData });
export const usePickup = (id: number) =>
  useApiQuery(pickupApi.detail, { params: { id } }, { enabled: id > 0 });

const quiet = { selfHandled: true } as const;
export const registerPickup = (body: CallInput<typeof pickupApi.register>['body']) =>
  callApi(pickupApi.register, { body }, quiet);
export const assignPickup = (id: number, driverLoginId: string) =>
  callApi(pickupApi.assign, { params: { id }, body: { driverLoginId } }, quiet);
export const pickedPickup = (id: number) => callApi(pickupApi.picked, { params: { id } }, quiet);
export const cancelPickup = (id: number) => callApi(pickupApi.cancel, { params: { id } }, quiet);

const enc = encodeURIComponent;
/** A pickup's own page. */
export const pickupPath = (p: Pickup) =>
  `/Company/PickUp/PickUpOrderRtnRegister/${p.id}/${enc(p.customerCode)}/-/${enc(p.orderCode ?? '-')}`;

/** Today in Korea as YYYYMMDD. */
export const todayYmd = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()).replaceAll('-', '');
