import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../app/api-error';

export type CandidateState<C> = {
  /** The line whose part cell the list belongs to. */
  lineKey: string | null;
  keyword: string;
  rows: C[];
  loading: boolean;
  error: string | null;
  highlight: number;
  open: boolean;
};

const CLOSED: CandidateState<never> = {
  lineKey: null,
  keyword: '',
  rows: [],
  loading: false,
  error: null,
  highlight: 0,
  open: false,
};

const HANGUL = /[가-힣]/;

/** Long enough to be worth a search while typing: one Hangul syllable, or two other characters. */
export const worthSearching = (text: string): boolean => {
  const t = text.trim();
  return HANGUL.test(t) ? t.length >= 1 : t.length >= 2;
};

export type PartSearch<C> = ReturnType<typeof usePartSearch<C>>;

/**
 * The candidate list under a part cell of a document's line grid. It searches as the clerk types (after a short pause) and
 * at once on Enter; only the answer to the latest keyword is shown, so a scanner's fast input and
 * a slow earlier answer never mix.
 */
export const usePartSearch = <C>(
  /** The area's search, or a message saying what must be chosen first (거래처를 먼저 고르세요). */
  fetchRows: ((keyword: string, signal: AbortSignal) => Promise<C[]>) | string,
) => {
  const [state, setState] = useState<CandidateState<C>>(CLOSED);
  const seq = useRef(0);
  const abort = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clearTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const run = useCallback(
    async (lineKey: string, keyword: string): Promise<C[]> => {
      clearTimer();
      abort.current?.abort();
      const mine = ++seq.current;
      if (typeof fetchRows === 'string') {
        setState({ ...CLOSED, lineKey, keyword, open: true, error: fetchRows });
        return [];
      }
      const controller = new AbortController();
      abort.current = controller;
      setState((s) => ({ ...s, lineKey, keyword, loading: true, error: null, open: true }));
      try {
        const rows = await fetchRows(keyword.trim(), controller.signal);
        if (mine !== seq.current) return rows;
        setState({ lineKey, keyword, rows, loading: false, error: null, highlight: 0, open: true });
        return rows;
      } catch (error) {
        if (controller.signal.aborted) return [];
        if (mine === seq.current)
          setState({ ...CLOSED, lineKey, keyword, open: true, error: messageOf(error) });
        return [];
      }
    },
    [fetchRows, clearTimer],
  );

  /** Typing: search after a pause, or close the list when the text is too short. */
  const typed = useCallback(
    (lineKey: string, text: string) => {
      clearTimer();
      if (!worthSearching(text)) {
        seq.current += 1;
        abort.current?.abort();
        setState(CLOSED);
        return;
      }
      timer.current = setTimeout(() => void run(lineKey, text), 250);
    },
    [run, clearTimer],
  );

  const close = useCallback(() => {
    clearTimer();
    seq.current += 1;
    abort.current?.abort();
    setState(CLOSED);
  }, [clearTimer]);

  const move = useCallback(
    (delta: number) =>
      setState((s) =>
        s.rows.length === 0 ? s : { ...s, highlight: (s.highlight + delta + s.rows.length) % s.rows.length },
      ),
    [],
  );

  useEffect(
    () => () => {
      clearTimer();
      abort.current?.abort();
    },
    [clearTimer],
  );

  return { state, run, typed, close, move };
};
