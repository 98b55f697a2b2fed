import {
  BarcodeOutlined,
  CheckCircleFilled,
  CheckCircleOutlined,
  CloseCircleFilled,
} from '@ant-design/icons';
import { toKoreanParts } from '@erp/domain';
import { Button, Card, Input, type InputRef, Progress, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { isDialogOpen } from '../sales-order/use-register-shortcuts';
import { useCancelsAwaitingReturn } from './examination-lists.api';
import { lineState, summarize } from './examination-progress';
import { useCancelExamination } from './use-cancel-examination';
import '../../components/list-page/list-page.css';
import '../sales-order/sales-order.css';
import './order-examination.css';

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (at: number) => {
  const t = toKoreanParts(new Date(at));
  return `${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
};
const STATE_LABEL = { done: '완료', partial: '진행', todo: '대기' } as const;

/** The checked cancels whose returns are still to scan, to pick one when no statement is at hand. */
const WaitingCancels = ({ onPick }: { onPick: (code: string) => void }) => {
  const list = useCancelsAwaitingReturn();
  const rows = list.data?.rows ?? [];
  return (
    <Card size="small" title={`반품 검수 대기 ${list.data?.total ?? 0}건`} className="erp-exam-log">
      {rows.length === 0 ? (
        <Typography.Text type="secondary">반품을 기다리는 취소가 없습니다.</Typography.Text>
      ) : (
        <ol data-testid="cancel-waiting">
          {rows.map((r) => (
            <li key={r.id}>
              <button type="button" className="erp-link-button erp-mono" onClick={() => onPick(r.code)}>
                {r.code}
              </button>
              <time>{formatKstDateTime(r.checkedAt)}</time>
              <span>
                {r.customerName} · {r.orderCode} · {r.scanned}/{r.units}개 · {r.reason}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
};

/**
 * Examination/Order/OrderCancelExamination: the goods of a checked cancel come back to the
 * warehouse and are scanned in one by one — a part the cancel did not take back, an extra unit
 * or a unit sold with another order is refused with a sound. Enter on the empty box or F9 ends.
 */
export const OrderCancelExaminationPage = () => {
  const exam = useCancelExamination();
  const [search] = useSearchParams();
  const [codeText, setCodeText] = useState(() => search.get('code') ?? '');
  // Opened from the cancel lists with ?code=X…: that cancel is opened at once.
  const opened = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the cancel the URL names.
  useEffect(() => {
    const fromUrl = search.get('code');
    if (opened.current || !fromUrl) return;
    opened.current = true;
    void exam.open(fromUrl);
  }, []);
  const [scanText, setScanText] = useState('');
  const scanRef = useRef<InputRef>(null);
  const { view, feedback } = exam;
  const summary = view ? summarize(view) : null;
  const focusScan = useCallback(() => {
    if (!isDialogOpen()) scanRef.current?.focus();
  }, []);
  useEffect(() => {
    if (view) focusScan();
  }, [view, focusScan]);
  const complete = useRef(exam.complete);
  complete.current = exam.complete;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'F9') return;
      e.preventDefault();
      void complete.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const openCode = (code: string) => {
    setCodeText(code);
    void exam.open(code);
  };

  return (
    <div className="erp-page erp-exam-page">
      <div className="erp-page-head">
        <div>
          <Typography.Title level={3} className="erp-page-title">
            취소 반품 검수
          </Typography.Title>
          <Typography.Text type="secondary">
            확인된 취소의 번호(X…)를 넣고 돌아온 부품을 하나씩 스캔합니다. 취소분에 없는 부품, 초과 수량, 다른
            주문의 개체는 소리와 함께 거부됩니다.
          </Typography.Text>
        </div>
      </div>
      <Card size="small" className="erp-exam-inputs">
        <label className="erp-exam-field" htmlFor="cancel-exam-code">
          취소 번호
        </label>
        <Input
          id="cancel-exam-code"
          autoFocus
          size="large"
          className="erp-mono erp-exam-order"
          placeholder="X20261122-0001 (입력 또는 스캔)"
          value={codeText}
          onChange={(e) => setCodeText(e.target.value)}
          onPressEnter={() => void exam.open(codeText)}
        />
        <label className="erp-exam-field" htmlFor="cancel-exam-scan">
          <BarcodeOutlined /> 바코드
        </label>
        <Input
          id="cancel-exam-scan"
          ref={scanRef}
          size="large"
          className="erp-mono erp-exam-scan"
          placeholder={view ? '돌아온 부품의 바코드를 스캔하세요' : '취소를 먼저 여세요'}
          autoComplete="off"
          value={scanText}
          disabled={exam.busy && !view}
          onChange={(e) => setScanText(e.target.value)}
          onPressEnter={() => {
            const value = scanText;
            setScanText('');
            void exam.scan(value);
          }}
          onBlur={(e) => {
            const to = e.relatedTarget as HTMLElement | null;
            if (view && to?.id !== 'cancel-exam-code' && to?.tagName !== 'BUTTON') setTimeout(focusScan, 0);
          }}
        />
        <Button
          type="primary"
          size="large"
          icon={<CheckCircleOutlined />}
          disabled={!view || view.status === 'done' || !view.complete}
          onClick={() => void exam.complete()}
        >
          검수 완료 <kbd className="erp-kbd">F9</kbd>
        </Button>
      </Card>
      {feedback && (
        <div
          className={`erp-exam-feedback ${feedback.ok ? 'is-ok' : 'is-error'}`}
          key={feedback.at}
          role="status"
          data-testid="exam-feedback"
        >
          {feedback.ok ? <CheckCircleFilled /> : <CloseCircleFilled />}
          <span>{feedback.text}</span>
        </div>
      )}
      <div className="erp-exam-body">
        {view && summary ? (
          <Card
            size="small"
            title={
              <span>
                <span className="erp-mono">{view.cancelCode}</span> {view.customerName} · 원 주문{' '}
                <span className="erp-mono">{view.orderCode}</span>{' '}
                <Tag color={view.status === 'done' ? 'green' : 'blue'}>
                  {view.status === 'done' ? '반품 검수 완료' : '반품 검수 중'}
                </Tag>
              </span>
            }
            extra={
              <span className="erp-exam-count" data-testid="exam-count">
                {summary.scannedUnits} / {summary.units}개
              </span>
            }
          >
            <Typography.Text type="secondary">취소 사유: {view.reason}</Typography.Text>
            <Progress percent={summary.percent} status={view.status === 'done' ? 'success' : 'active'} />
            <table className="erp-exam-table" aria-label="반품 품목">
              <thead>
                <tr>
                  <th>No</th>
                  <th>품번</th>
                  <th>품명</th>
                  <th className="num">취소</th>
                  <th className="num">입고 확인</th>
                  <th>상태</th>
                </tr>
              </thead>
              <tbody>
                {view.lines.map((l) => {
                  const state = lineState(l);
                  return (
                    <tr
                      key={l.lineNo}
                      className={`is-${state}${exam.matched === l.lineNo ? ' is-matched' : ''}`}
                    >
                      <td className="center">{l.lineNo}</td>
                      <td className="erp-mono">{l.partNo}</td>
                      <td>{l.partName}</td>
                      <td className="num">{l.required}</td>
                      <td className="num strong" data-testid={`cancel-scanned-${l.lineNo}`}>
                        {l.scanned}
                      </td>
                      <td>{STATE_LABEL[state]}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {view.completedAt && (
              <Typography.Text type="secondary">
                {formatKstDateTime(view.completedAt)} {view.completedByName ?? ''} 완료
              </Typography.Text>
            )}
          </Card>
        ) : (
          <WaitingCancels onPick={openCode} />
        )}
        {view && (
          <Card size="small" title="스캔 기록" className="erp-exam-log">
            {exam.log.length === 0 ? (
              <Typography.Text type="secondary">아직 스캔한 바코드가 없습니다.</Typography.Text>
            ) : (
              <ol>
                {exam.log.map((entry) => (
                  <li key={entry.id} className={entry.ok ? 'is-ok' : 'is-error'}>
                    <span className="erp-mono">{entry.value}</span>
                    <span>{entry.text}</span>
                    <time>{clock(entry.at)}</time>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        )}
      </div>
    </div>
  );
};
