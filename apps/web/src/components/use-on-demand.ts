import { type ComponentType, useEffect, useState } from 'react';
import { toast } from '../shell/toast/toast';

// Components loaded by their loader function, kept so a second opening is immediate.
const loadedParts = new Map<() => Promise<unknown>, unknown>();

/**
 * A component that is fetched the first time `wanted` turns true (a drawer or a dialog that
 * opens), so the first load of a page carries only what it shows (issue 14 §6). Null until it
 * has arrived; a fetch that fails says so in a toast, and the next opening tries again.
 */
export const useOnDemand = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  wanted: boolean,
): ComponentType<P> | null => {
  const [Part, setPart] = useState<ComponentType<P> | null>(
    () => (loadedParts.get(load) as ComponentType<P> | undefined) ?? null,
  );
  useEffect(() => {
    if (!wanted || Part) return;
    let cancelled = false;
    load().then(
      (loaded) => {
        loadedParts.set(load, loaded);
        if (!cancelled) setPart(() => loaded);
      },
      (error: unknown) => {
        console.warn('화면 파일을 불러오지 못했습니다.', error);
        if (!cancelled) toast.error('화면 파일을 불러오지 못했습니다. 다시 시도하거나 새로고침하세요.');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [load, wanted, Part]);
  return Part;
};
