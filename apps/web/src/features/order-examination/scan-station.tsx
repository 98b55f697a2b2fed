import {
  BarcodeOutlined,
  CheckCircleFilled,
  CheckCircleOutlined,
  CloseCircleFilled,
} from '@ant-design/icons';
import { toKoreanParts } from '@erp/domain';
import { Button, Card, Input, type InputRef, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { isDialogOpen } from '../../components/document/document-actions';
import { cleanScan } from './examination-progress';
import type { ScanFeedback, ScanLog, ScanStation as Station, StationView } from './use-scan-station';

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (at: number) => {
  const t = toKoreanParts(new Date(at));
  return `${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
};

/**
 * The document code box's text, starting from the URL's `param` (a station opened from a list
 * with ?order=… or ?code=…): that document is opened at once, ready for the scanner.
 */
export const useCodeFromUrl = (param: string, open: (code: string) => Promise<unknown>) => {
  const [search] = useSearchParams();
  const text = useState(() => search.get(param) ?? '');
  const opened = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the document the URL names.
  useEffect(() => {
    const fromUrl = search.get(param);
    if (opened.current || !fromUrl) return;
    opened.current = true;
    void open(fromUrl);
  }, []);
  return text;
};

/** The words and ids of a station's two boxes (ids: the labels point at them, tests find them). */
export type StationBoxes = {
  codeId: string;
  codeLabel: string;
  codePlaceholder: string;
  scanId: string;
  /** Said in the scan box while a document is open… */
  scanPlaceholder: string;
  /** …and while none is. */
  closedPlaceholder: string;
};

type Props<V extends StationView> = {
  station: Station<V>;
  boxes: StationBoxes;
  codeText: string;
  onCodeText: (text: string) => void;
};

/**
 * The scan box with the document's code box, the finish button and the answer to the last scan.
 * The scan box keeps the focus (a keyboard-wedge scanner types into whatever is focused), and the
 * document is finished with Enter on an empty box or F9.
 */
export const ScanStation = <V extends StationView>({ station, boxes, codeText, onCodeText }: Props<V>) => {
  const [scanText, setScanText] = useState('');
  const scanRef = useRef<InputRef>(null);
  const { view, feedback } = station;
  const focusScan = useCallback(() => {
    if (!isDialogOpen()) scanRef.current?.focus();
  }, []);
  useEffect(() => {
    if (view) focusScan();
  }, [view, focusScan]);
  const complete = useRef(station.complete);
  complete.current = station.complete;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'F9') return;
      e.preventDefault();
      void complete.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Card size="small" className="erp-exam-inputs">
        <label className="erp-exam-field" htmlFor={boxes.codeId}>
          {boxes.codeLabel}
        </label>
        <Input
          id={boxes.codeId}
          autoFocus
          size="large"
          className="erp-mono erp-exam-order"
          placeholder={boxes.codePlaceholder}
          value={codeText}
          onChange={(e) => onCodeText(e.target.value)}
          onPressEnter={(e) => {
            const box = e.currentTarget;
            void station.open(codeText).then((opened) => {
              // A refused code stays, selected: the next scan or typing replaces it.
              if (!opened) box.select();
            });
          }}
        />
        <label className="erp-exam-field" htmlFor={boxes.scanId}>
          <BarcodeOutlined /> 바코드
        </label>
        <Input
          id={boxes.scanId}
          ref={scanRef}
          size="large"
          className="erp-mono erp-exam-scan"
          placeholder={view ? boxes.scanPlaceholder : boxes.closedPlaceholder}
          autoComplete="off"
          value={scanText}
          disabled={station.busy && !view}
          onChange={(e) => setScanText(e.target.value)}
          onPressEnter={() => {
            const value = scanText;
            // Cleared at once, so a scanner's next burst never joins this one…
            setScanText('');
            void station.scan(value).then((accepted) => {
              if (accepted) return;
              // …and a refused value comes back selected, so the clerk sees what was read and the
              // next scan replaces it — unless the next scan has begun meanwhile: that is left alone.
              const box = scanRef.current?.input;
              if (box?.value !== '') return;
              // Shown and selected in one step, so no keystroke can land between the two.
              flushSync(() => setScanText(cleanScan(value)));
              box.select();
            });
          }}
          onBlur={(e) => {
            // Back to the scan box after any stray click, unless the clerk went to the code box, a
            // button or another field of the page (the arrival's date code, a damage count).
            const to = e.relatedTarget as HTMLElement | null;
            const typing = to?.tagName === 'INPUT' || to?.tagName === 'TEXTAREA';
            if (view && to?.id !== boxes.codeId && to?.tagName !== 'BUTTON' && !typing)
              setTimeout(focusScan, 0);
          }}
        />
        <Button
          type="primary"
          size="large"
          icon={<CheckCircleOutlined />}
          disabled={!station.canComplete}
          onClick={() => void station.complete()}
        >
          검수 완료 <kbd className="erp-kbd">F9</kbd>
        </Button>
      </Card>
      {feedback && <ScanFeedbackLine key={feedback.at} feedback={feedback} />}
    </>
  );
};

/** The answer to the last scan in large letters (keyed by its time, so its flash replays). */
const ScanFeedbackLine = ({ feedback }: { feedback: ScanFeedback }) => (
  <div
    className={`erp-exam-feedback ${feedback.ok ? 'is-ok' : 'is-error'}`}
    role="status"
    data-testid="exam-feedback"
  >
    {feedback.ok ? <CheckCircleFilled /> : <CloseCircleFilled />}
    <span>{feedback.text}</span>
  </div>
);

/** The scans of the open document, newest first, each with its answer and time. */
export const ScanLogCard = ({ log }: { log: ScanLog[] }) => (
  <Card size="small" title="스캔 기록" className="erp-exam-log">
    {log.length === 0 ? (
      <Typography.Text type="secondary">아직 스캔한 바코드가 없습니다.</Typography.Text>
    ) : (
      <ol>
        {log.map((entry) => (
          <li key={entry.id} className={entry.ok ? 'is-ok' : 'is-error'}>
            <span className="erp-mono">{entry.value}</span>
            <span>{entry.text}</span>
            <time>{clock(entry.at)}</time>
          </li>
        ))}
      </ol>
    )}
  </Card>
);
