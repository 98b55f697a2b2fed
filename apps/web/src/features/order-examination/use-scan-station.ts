import type { ExaminationLine, ExaminationStatus } from '@erp/domain';
import { useState } from 'react';
import { messageOf } from '../../app/api-error';
import { cleanScan, matchText } from './examination-progress';
import { playScanSound } from './scan-sound';

export type ScanFeedback = { ok: boolean; text: string; at: number };
export type ScanLog = { id: number; at: number; value: string; ok: boolean; text: string };

/** What a station shows of its document: the lines to scan and how far the scanning is. */
export type StationView = {
  status: ExaminationStatus;
  complete: boolean;
  lines: ExaminationLine[];
};

/** A counted scan: the document as it is now, the line the barcode matched, the unit it named. */
export type StationScanResult<V extends StationView> = V & {
  matchedLine: number;
  unitBarcode: string | null;
};

/**
 * What differs from one station to another: the document it examines (an order, a cancel), its
 * calls, and the Korean words it answers with. Everything else (cleaning the scanner's burst,
 * sounds, the log) is the same, so that examiners meet one behaviour at every station.
 */
export type ScanStationConfig<V extends StationView> = {
  /** A code that opens a document rather than counting a part (a slip scanned into the box). */
  isDocumentCode: (value: string) => boolean;
  /** Why a code cannot be opened here, before asking the server, or null. */
  refuseCode?: (code: string) => string | null;
  load: (code: string) => Promise<V>;
  openedText: (code: string, view: V) => string;
  codeOf: (view: V) => string;
  /** The document may be finished now (every unit scanned, not yet done). */
  canComplete: (view: V) => boolean;
  complete: (code: string) => Promise<V>;
  completedText: (view: V) => string;
  scan: (code: string, barcode: string) => Promise<StationScanResult<V>>;
  /** Said on a scan before any document is open. */
  noDocumentText: string;
  /** Why an open document takes no more scans, or null. */
  refuseScan?: (view: V) => string | null;
  /** Added to the last scan that completes the document. */
  allScannedText: string;
};

/** A barcode as the server takes it (scanValueField: 80 characters once a web address is cut). */
export const SCAN_MAX_LENGTH = 80;
/** Document codes are short (O20261122-0001); anything far longer is a misread or a slip of the hand. */
export const CODE_MAX_LENGTH = 40;

/** The plain words for a value too long to be a barcode or a document code, or null. */
export const tooLongText = (value: string, max: number): string | null =>
  value.length > max
    ? `읽은 값이 너무 깁니다 (${value.length}자, ${max}자까지). 스캔한 값을 확인하고 다시 스캔하세요.`
    : null;

export type ScanStation<V extends StationView> = ReturnType<typeof useScanStation<V>>;

/**
 * The scan state machine of one document: open it, count each scan, finish. Every answer is said
 * on screen and in sound; nothing here opens a dialog, so the scanner's box keeps the focus.
 */
export const useScanStation = <V extends StationView>(config: ScanStationConfig<V>) => {
  const [view, setView] = useState<V | null>(null);
  const [feedback, setFeedback] = useState<ScanFeedback | null>(null);
  const [log, setLog] = useState<ScanLog[]>([]);
  const [matched, setMatched] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const canComplete = view !== null && config.canComplete(view);

  const say = (ok: boolean, text: string, value?: string) => {
    const at = Date.now();
    setFeedback({ ok, text, at });
    if (value !== undefined)
      setLog((l) => [{ id: (l[0]?.id ?? 0) + 1, at, value, ok, text }, ...l].slice(0, 30));
  };

  /** Says why a value was refused; false, so the box can keep the value selected for the next scan. */
  const refuse = (text: string, value?: string): false => {
    playScanSound('error');
    say(false, text, value);
    return false;
  };

  /** Opens a document; false when it was refused (the code box then selects what was read). */
  const open = async (raw: string): Promise<boolean> => {
    const code = cleanScan(raw).toUpperCase();
    if (!code) return false;
    // A path parameter that long came back as the server's "주소가 너무 깁니다."
    const tooLong = tooLongText(code, CODE_MAX_LENGTH);
    if (tooLong !== null) return refuse(tooLong);
    const refusal = config.refuseCode?.(code) ?? null;
    if (refusal !== null) return refuse(refusal);
    setBusy(true);
    setMatched(null);
    setLog([]);
    try {
      const next = await config.load(code);
      setView(next);
      say(true, config.openedText(code, next));
      return true;
    } catch (error) {
      setView(null);
      return refuse(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const complete = async () => {
    if (!view) return;
    setBusy(true);
    try {
      const done = await config.complete(config.codeOf(view));
      setView(done);
      playScanSound('done');
      say(true, config.completedText(done));
    } catch (error) {
      refuse(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  /**
   * One burst of the scanner (or typed text + Enter); Enter on an empty box finishes. Resolves to
   * false when the value was refused, so the box can show it selected (the next scan replaces it).
   */
  const scan = async (raw: string): Promise<boolean> => {
    const value = cleanScan(raw);
    if (!value) {
      if (canComplete) await complete();
      return true;
    }
    const tooLong = tooLongText(value, SCAN_MAX_LENGTH);
    if (tooLong !== null) return refuse(tooLong, `${value.slice(0, 30)}…`);
    if (config.isDocumentCode(value)) return open(value);
    if (!view) return refuse(config.noDocumentText, value);
    const refusal = config.refuseScan?.(view) ?? null;
    if (refusal !== null) return refuse(refusal, value);
    try {
      const result = await config.scan(config.codeOf(view), value);
      setView(result);
      setMatched(result.matchedLine);
      const text = `확인 ${matchText(result, result.matchedLine)}${result.unitBarcode ? ` · 개체 ${result.unitBarcode}` : ''}`;
      if (result.complete) {
        playScanSound('done');
        say(true, `${text} — ${config.allScannedText}`, value);
      } else {
        playScanSound('ok');
        say(true, text, value);
      }
      return true;
    } catch (error) {
      return refuse(messageOf(error), value);
    }
  };

  return { view, feedback, log, matched, busy, canComplete, open, scan, complete };
};
