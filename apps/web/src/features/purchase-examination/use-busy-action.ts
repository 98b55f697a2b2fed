import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../shell/toast/toast';

/**
 * One save of the arrival screens: busy while it runs, a toast with what it did, every query
 * refreshed after (the arrival, its record and the lists show the change). A refusal has been
 * said by the error dialog already, so it only ends the busy state.
 */
export const useBusyAction = () => {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async <T>(action: () => Promise<T>, done: (result: T) => string): Promise<T | null> => {
    setBusy(true);
    try {
      const result = await action();
      toast.success(done(result));
      await queryClient.invalidateQueries();
      return result;
    } catch {
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
};
