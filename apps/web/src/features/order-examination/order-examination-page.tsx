import {
  BarcodeOutlined,
  CheckCircleFilled,
  CheckCircleOutlined,
  CloseCircleFilled,
} from '@ant-design/icons';
import { toKoreanParts } from '@erp/domain';
import { Button, Card, Input, type InputRef, Progress, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isDialogOpen } from '../sales-order/use-register-shortcuts';
import { EXAMINATION_PATHS } from './examination-paths';
import { lineState, summarize } from './examination-progress';
import { useExamination } from './use-examination';
import '../../components/list-page/list-page.css';
import '../sales-order/sales-order.css';
import './order-examination.css';

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (at: number) => {
  const t = toKoreanParts(new Date(at));
  return `${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
};

const STATE_LABEL = { done: '완료', partial: '진행', todo: '대기' } as const;

/**
 * Examination/Order/OrderExamination: the scan station. The scan box keeps the focus (a
 * keyboard-wedge scanner types into whatever is focused), each scan answers with a sound and a
 * large message, and the order is finished with Enter on an empty box or F9.
 */
export const OrderExaminationPage = () => {
  const exam = useExamination();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [orderText, setOrderText] = useState(() => search.get('order') ?? '');
  const [scanText, setScanText] = useState('');
  const scanRef = useRef<InputRef>(null);
  const orderRef = useRef<InputRef>(null);
  const { view, feedback } = exam;
  const summary = view ? summarize(view) : null;

  const focusScan = useCallback(() => {
    if (!isDialogOpen()) scanRef.current?.focus();
  }, []);
  useEffect(() => {
    if (view) focusScan();
  }, [view, focusScan]);
  // Opened from a queue with ?order=…: that order is opened at once, ready for the scanner.
  const opened = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the order the URL names.
  useEffect(() => {
    const fromUrl = search.get('order');
    if (opened.current || !fromUrl) return;
    opened.current = true;
    void exam.open(fromUrl);
  }, []);
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

  return (
    <div className="erp-page erp-exam-page">
      <div className="erp-page-head">
        <div>
          <Typography.Title level={3} className="erp-page-title">
            주문 검수
          </Typography.Title>
          <Typography.Text type="secondary">
            주문번호를 넣고 부품 바코드를 하나씩 스캔합니다. 다른 품목이나 초과 수량은 소리와 함께 거부됩니다.
          </Typography.Text>
        </div>
        <Space>
          <Button tabIndex={-1} onClick={() => navigate(EXAMINATION_PATHS.request)}>
            검수 요청 목록
          </Button>
          <Button tabIndex={-1} onClick={() => navigate(EXAMINATION_PATHS.exceed)}>
            시간 초과 목록
          </Button>
          <Button tabIndex={-1} onClick={() => navigate(EXAMINATION_PATHS.cancel)}>
            취소 반품 검수
          </Button>
          {view && (
            <Button tabIndex={-1} onClick={() => navigate(EXAMINATION_PATHS.record(view.orderCode))}>
              스캔 기록
            </Button>
          )}
        </Space>
      </div>
      <Card size="small" className="erp-exam-inputs">
        <label className="erp-exam-field" htmlFor="exam-order">
          주문번호
        </label>
        <Input
          id="exam-order"
          ref={orderRef}
          autoFocus
          size="large"
          className="erp-mono erp-exam-order"
          placeholder="O20261122-0001 (입력 또는 스캔)"
          value={orderText}
          onChange={(e) => setOrderText(e.target.value)}
          onPressEnter={() => void exam.open(orderText)}
        />
        <label className="erp-exam-field" htmlFor="exam-scan">
          <BarcodeOutlined /> 바코드
        </label>
        <Input
          id="exam-scan"
          ref={scanRef}
          size="large"
          className="erp-mono erp-exam-scan"
          placeholder={view ? '부품·개체 바코드를 스캔하세요' : '주문을 먼저 여세요'}
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
            // Back to the scan box after any stray click, unless the clerk went to the order box.
            const to = e.relatedTarget as HTMLElement | null;
            if (view && to?.id !== 'exam-order' && to?.tagName !== 'BUTTON') setTimeout(focusScan, 0);
          }}
        />
        <Button
          type="primary"
          size="large"
          icon={<CheckCircleOutlined />}
          disabled={view?.status !== 'scanning' || !view.complete}
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
      {view && summary && (
        <div className="erp-exam-body">
          <Card
            size="small"
            title={
              <span>
                <span className="erp-mono">{view.orderCode}</span>{' '}
                <Tag color={view.status === 'done' ? 'green' : 'blue'}>
                  {view.status === 'done' ? '검수 완료' : '검수 중'}
                </Tag>
              </span>
            }
            extra={
              <span className="erp-exam-count" data-testid="exam-count">
                {summary.scannedUnits} / {summary.units}개 · 품목 {summary.doneLines}/{summary.lines}
              </span>
            }
          >
            <Progress percent={summary.percent} status={view.status === 'done' ? 'success' : 'active'} />
            <table className="erp-exam-table" aria-label="검수 품목">
              <thead>
                <tr>
                  <th>No</th>
                  <th>품번</th>
                  <th>품명</th>
                  <th className="num">주문</th>
                  <th className="num">검수</th>
                  <th className="num">남음</th>
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
                      data-line={l.lineNo}
                    >
                      <td className="center">{l.lineNo}</td>
                      <td className="erp-mono">{l.partNo}</td>
                      <td>{l.partName}</td>
                      <td className="num">{l.required}</td>
                      <td className="num strong" data-testid={`exam-scanned-${l.lineNo}`}>
                        {l.scanned}
                      </td>
                      <td className="num">{Math.max(0, l.required - l.scanned)}</td>
                      <td>{STATE_LABEL[state]}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </Card>
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
        </div>
      )}
    </div>
  );
};
