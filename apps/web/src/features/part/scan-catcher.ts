import { useEffect, useRef } from 'react';

// A keyboard-wedge scanner types into whatever has the focus. When that is not a text box (the
// grid after arrow keys, a button), the keys are caught here: a burst of characters much faster
// than anyone types, ended by Enter, is a scan; anything slower is left alone.

/** Longest gap between two keys of one scan (scanners send a key every 1–20 ms). */
export const SCAN_KEY_GAP_MS = 35;
/** Shorter bursts are taken for typing (a person can press two or three keys that fast). */
export const SCAN_MIN_LENGTH = 6;

export type ScanBuffer = { text: string; last: number };
export const EMPTY_SCAN: ScanBuffer = { text: '', last: 0 };

/** The buffer after one key, and the scanned text when that key ended a scan. */
export const nextScanKey = (
  buffer: ScanBuffer,
  key: string,
  at: number,
): { buffer: ScanBuffer; scanned: string | null } => {
  const inBurst = buffer.text !== '' && at - buffer.last <= SCAN_KEY_GAP_MS;
  if (key === 'Enter') {
    const scanned = inBurst && buffer.text.length >= SCAN_MIN_LENGTH ? buffer.text : null;
    return { buffer: EMPTY_SCAN, scanned };
  }
  if (key.length !== 1) return { buffer: EMPTY_SCAN, scanned: null };
  return { buffer: { text: inBurst ? buffer.text + key : key, last: at }, scanned: null };
};

const isTextEntry = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  return (
    target.tagName === 'INPUT' && !['checkbox', 'radio', 'button'].includes((target as HTMLInputElement).type)
  );
};

/**
 * Calls `onScan` for a scan made while no text box has the focus, and keeps its Enter from
 * reaching the grid (where Enter would open the row under the cursor).
 */
export const useScanAnywhere = (onScan: (text: string) => void): void => {
  const handler = useRef(onScan);
  handler.current = onScan;
  useEffect(() => {
    let buffer = EMPTY_SCAN;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTextEntry(event.target)) {
        buffer = EMPTY_SCAN;
        return;
      }
      const next = nextScanKey(buffer, event.key, event.timeStamp);
      buffer = next.buffer;
      if (next.scanned !== null) {
        event.preventDefault();
        event.stopPropagation();
        handler.current(next.scanned);
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
};
