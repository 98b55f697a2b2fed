import { useState } from 'react';
import { messageOf } from '../../app/api-error';
import {
  type CancelExaminationView,
  completeCancelExamination,
  fetchCancelExamination,
  scanCancelReturn,
} from './examination-lists.api';
import { isCancelCode } from './examination-paths';
import { cleanScan, matchText } from './examination-progress';
import { playScanSound } from './scan-sound';
import type { ScanFeedback, ScanLog } from './use-examination';

/**
 * The return examination of one checked cancel: open it by its code, count each returned unit,
 * finish. Like the order station, every answer is a large message and a sound, never a dialog.
 */
export const useCancelExamination = () => {
  const [view, setView] = useState<CancelExaminationView | null>(null);
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
    if (!isCancelCode(code)) {
      playScanSound('error');
      return say(false, `취소 번호가 아닙니다 (${code}). 취소 명세서의 번호 X…를 스캔하세요.`);
    }
    setBusy(true);
    setMatched(null);
    setLog([]);
    try {
      const next = await fetchCancelExamination(code);
      setView(next);
      if (next.status === 'done') say(true, `${code}은(는) 반품 검수를 마친 취소입니다.`);
      else say(true, `${code} (${next.customerName}) 반품 검수를 시작합니다. 돌아온 부품을 스캔하세요.`);
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
      const done = await completeCancelExamination(view.cancelCode);
      setView(done);
      playScanSound('done');
      say(true, `${done.cancelCode} 반품 검수를 마쳤습니다.`);
    } catch (error) {
      playScanSound('error');
      say(false, messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const scan = async (raw: string) => {
    const value = cleanScan(raw);
    if (!value) {
      if (view && view.status !== 'done' && view.complete) await complete();
      return;
    }
    if (isCancelCode(value)) return open(value);
    if (!view) {
      playScanSound('error');
      return say(false, '먼저 취소 번호를 입력하거나 취소 명세서의 번호를 스캔하세요.', value);
    }
    try {
      const result = await scanCancelReturn(view.cancelCode, value);
      setView(result);
      setMatched(result.matchedLine);
      const text = `확인 ${matchText(result, result.matchedLine)}${result.unitBarcode ? ` · 개체 ${result.unitBarcode}` : ''}`;
      if (result.complete) {
        playScanSound('done');
        say(true, `${text} — 모두 돌아왔습니다. Enter 또는 F9로 마치세요.`, value);
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
