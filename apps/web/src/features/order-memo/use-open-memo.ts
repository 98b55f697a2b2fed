import { withParticle } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../shell/toast/toast';
import { obtainRegisterPath } from '../sales-order/order-paths';
import { type MemoView, memoKeys, takeMemo } from './order-memo.api';

/**
 * Opening a memo: one already ordered opens its order; an open one is taken first (the working
 * check), so two clerks never register the same call; a memo another clerk holds is refused by
 * the server with that clerk's name.
 */
export const useOpenMemo = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (memo: MemoView) => {
    if (memo.orderCode) {
      navigate(
        obtainRegisterPath({ vin: memo.vin, customerCode: memo.customerCode, obtainCode: memo.orderCode }),
      );
      return;
    }
    if (memo.status === 'done' || memo.status === 'dropped') {
      toast.info(`메모 ${withParticle(memo.code, '은/는')} 이미 처리되었습니다.`);
      return;
    }
    try {
      const taken = await takeMemo(memo.code);
      void queryClient.invalidateQueries({ queryKey: memoKeys.all });
      navigate(
        obtainRegisterPath({ vin: taken.vin, customerCode: taken.customerCode, obtainCode: taken.code }),
      );
    } catch {
      // The error dialog names the clerk who has it.
      void queryClient.invalidateQueries({ queryKey: memoKeys.all });
    }
  };
};
