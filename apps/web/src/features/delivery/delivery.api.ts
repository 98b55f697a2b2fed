import { type CallInput, type Contract, deliveryApi, type ResponseOf } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../app/api-error';
import { callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { toast } from '../../shell/toast/toast';

// The calls the delivery screens share: methods and drivers for the choice lists, and a step
// (dispatch, change, hand over, cancel, save) that says what happened and refreshes every
// delivery and driver screen when it lands.

export const useDeliveryMethods = () => useApiQuery(deliveryApi.methodList, {});
export const useDrivers = () => useApiQuery(deliveryApi.driverList, {});

export const useMethodOptions = (onlyActive = true) =>
  (useDeliveryMethods().data ?? [])
    .filter((m) => !onlyActive || m.active)
    .map((m) => ({ value: m.code, label: `${m.name} (${m.kindLabel})` }));

export const useDriverOptions = () =>
  (useDrivers().data ?? [])
    .filter((d) => d.active)
    .map((d) => ({ value: d.id, label: `${d.name}${d.vehicleNo ? ` · ${d.vehicleNo}` : ''}` }));

/** Runs one step; a toast says what happened; the delivery and driver screens refresh. */
export const useDeliveryStep = () => {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async <C extends Contract>(contract: C, input: CallInput<C>): Promise<ResponseOf<C> | null> => {
    setBusy(true);
    try {
      const { data, message } = await callApiWithMessage(contract, input, { selfHandled: true });
      toast.success(message);
      await Promise.all([
        client.invalidateQueries({ queryKey: ['delivery'] }),
        client.invalidateQueries({ queryKey: ['driver'] }),
      ]);
      return data;
    } catch (error) {
      toast.error(messageOf(error), { duration: 8000 });
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
};

/** HHmm → HH:mm for reading. */
export const hmText = (v: string | null | undefined): string => (v ? `${v.slice(0, 2)}:${v.slice(2)}` : '');
