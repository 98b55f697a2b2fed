import { useState } from 'react';
import { messageOf } from '../../app/api-error';
import { isOrderCode } from '../sales-order/order-paths';
import { cleanScan, matchText } from './examination-progress';
import {
  completeExamination,
  type ExaminationView,
  fetchExamination,
  scanForExamination,
  startExamination,
} from './order-examination.api';
import { playScanSound } from './scan-sound';

export type ScanFeedback = { ok: boolean; text: string; at: number };
export type ScanLog = { id: number; at: number; value: string; ok: boolean; text: string };

/**
 * The examination of one order: open it (starting the examination when nobody has), count each
 * scan, finish. Every answer is said on screen and in sound; nothing here opens a dialog, so the
 * scanner's box keeps the focus.
 */
export const useExamination = () => {
  const [view, setView] = useState<ExaminationView | null>(null);
  const [feedback, setFeedback] = useState<ScanFeedback | null>(null);
  const [log, setLog] = useState<ScanLog[]>([]);
  const [matched, setMatched] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const say = (ok: boolean, text: string, value?: string) => {
    const at = Date.now();
    setFeedback({ ok, text, at });
    if (value !== undefined)
      setLog((l) => [{ id: (l[0]?.id ?? 0) + 1, at, value, ok, text }, ...l].slice(0, 30));
  };

  const open = async (raw: string) => {
    const code = cleanScan(raw).toUpperCase();
    if (!code) return;
    setBusy(true);
    setMatched(null);
    setLog([]);
    try {
      let next = await fetchExamination(code);
      if (next.status === 'none') next = await startExamination(code);
      setView(next);
      if (next.status === 'done') say(true, `${code}은(는) 검수를 마친 주문입니다.`);
      else say(true, `${code} 검수를 시작합니다. 부품 바코드를 스캔하세요.`);
    } catch (error) {
      setView(null);
      playScanSound('error');
      say(false, messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const complete = async () => {
    if (!view) return;
    setBusy(true);
    try {
      const done = await completeExamination(view.orderCode);
      setView(done);
      playScanSound('done');
      say(true, `${done.orderCode} 검수를 마쳤습니다. 출고할 수 있습니다.`);
    } catch (error) {
      playScanSound('error');
      say(false, messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  /** One burst of the scanner (or typed text + Enter). */
  const scan = async (raw: string) => {
    const value = cleanScan(raw);
    if (!value) {
      if (view?.status === 'scanning' && view.complete) await complete();
      return;
    }
    // Scanning another order's slip opens that order.
    if (isOrderCode(value)) return open(value);
    if (!view) {
      playScanSound('error');
      return say(false, '먼저 주문번호를 입력하거나 주문서의 바코드를 스캔하세요.', value);
    }
    if (view.status === 'done') {
      playScanSound('error');
      return say(false, '검수를 마친 주문입니다. 다른 주문번호를 스캔하세요.', value);
    }
    try {
      const result = await scanForExamination(view.orderCode, value);
      setView(result);
      setMatched(result.matchedLine);
      const text = `확인 ${matchText(result, result.matchedLine)}${result.unitBarcode ? ` · 개체 ${result.unitBarcode}` : ''}`;
      if (result.complete) {
        playScanSound('done');
        say(true, `${text} — 모든 품목 확인. Enter 또는 F9로 검수를 마치세요.`, value);
      } else {
        playScanSound('ok');
        say(true, text, value);
      }
    } catch (error) {
      playScanSound('error');
      say(false, messageOf(error), value);
    }
  };

  return { view, feedback, log, matched, busy, open, scan, complete };
};
