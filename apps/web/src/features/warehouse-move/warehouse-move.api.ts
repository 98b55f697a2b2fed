import {
  SYSTEM_WAREHOUSE_KINDS,
  stockApi,
  type Warehouse,
  type WarehouseMoveView,
  warehouseMoveApi,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../app/api-error';
import { callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { toast } from '../../shell/toast/toast';

// The calls the warehouse-move screens share: one move, the places a move may run between, and a
// step (ship, cancel, receive) that refreshes every move screen when it lands.

export const useMove = (code: string) =>
  useApiQuery(warehouseMoveApi.detail, { params: { code: code.trim().toUpperCase() } });

const isSystem = (w: Warehouse) => (SYSTEM_WAREHOUSE_KINDS as readonly string[]).includes(w.kind);

/** Active warehouses a move may leave from or go to: never a system location (transit, consignment). */
export const useMovePlaces = () => {
  const query = useApiQuery(stockApi.warehouseList, {});
  const places = (query.data ?? []).filter((w) => w.active && !isSystem(w));
  return places.map((w) => ({ value: w.code, label: `${w.name} (${w.code})` }));
};

type Step = 'ship' | 'cancel';

/** Ship or cancel at the version shown; a toast says what happened, the move screens refresh. */
export const useMoveStep = () => {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (step: Step, move: WarehouseMoveView): Promise<WarehouseMoveView | null> => {
    setBusy(true);
    try {
      const { data, message } = await callApiWithMessage(
        warehouseMoveApi[step],
        {
          params: { code: move.code },
          body: { version: move.version },
        },
        { selfHandled: true },
      );
      toast.success(message);
      await client.invalidateQueries({ queryKey: ['stock'] });
      return data;
    } catch (error) {
      toast.error(messageOf(error));
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
};
