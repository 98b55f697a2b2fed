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

  const refuse = (text: string, value?: string) => {
    playScanSound('error');
    say(false, text, value);
  };

  const open = async (raw: string) => {
    const code = cleanScan(raw).toUpperCase();
    if (!code) return;
    const refusal = config.refuseCode?.(code) ?? null;
    if (refusal !== null) return refuse(refusal);
    setBusy(true);
    setMatched(null);
    setLog([]);
    try {
      const next = await config.load(code);
      setView(next);
      say(true, config.openedText(code, next));
    } catch (error) {
      setView(null);
      refuse(messageOf(error));
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

  /** One burst of the scanner (or typed text + Enter); Enter on an empty box finishes. */
  const scan = async (raw: string) => {
    const value = cleanScan(raw);
    if (!value) {
      if (canComplete) await complete();
      return;
    }
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
    } catch (error) {
      refuse(messageOf(error), value);
    }
  };

  return { view, feedback, log, matched, busy, canComplete, open, scan, complete };
};
