import { CheckCircleFilled, PrinterOutlined } from '@ant-design/icons';
import type { Customer } from '@erp/domain';
import { Alert, App, Button, Card, Result, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatWon } from '../../components/data-table/cell-format';
import { useDocumentShortcuts } from '../../components/document/document-actions';
import { unpricedNote } from '../../components/line-grid/line-cell-rules';
import { ScreenDraftScopeContext } from '../../components/screen-draft';
import { toast } from '../../shell/toast/toast';
import { CustomerPicker } from '../customer/customer-picker';
import { openStatement } from '../statement/statement-paths';
import { ORDER_ACTIONS, type RegisterCommand } from './order-actions-bar';
import { type OrderLineGridHandle, OrderLinesCard } from './order-line-grid';
import {
  type FastRegisterMode,
  fastRegisterPath,
  parseFastRegisterMode,
  parseObtainParams,
} from './order-paths';
import { insertLines, resolvePastedLines } from './paste-lines';
import { type OrderView, useWarehouses } from './sales-order.api';
import { useOrderRegister } from './use-order-register';
import '../../components/list-page/list-page.css';
import './sales-order.css';

type Props = { customerCode: string | null; vin: string | null; mode: FastRegisterMode; onNext: () => void };

const MODE_TEXT: Record<FastRegisterMode, { finish: string; help: string }> = {
  fix: { finish: '확정 · 명세서', help: 'F9 확정하고 빠른 거래명세서 인쇄' },
  estimate: { finish: '저장 · 견적서', help: 'F9 저장하고 견적서 인쇄' },
};

const FastRegister = ({ customerCode, vin, mode, onNext }: Props) => {
  const { modal } = App.useApp();
  const params = useMemo(
    () => parseObtainParams({ customerCode: customerCode ?? '-', vin: vin ?? '-' }),
    [customerCode, vin],
  );
  const reg = useOrderRegister(params);
  const warehouses = useWarehouses().data ?? [];
  const grid = useRef<OrderLineGridHandle>(null);
  const [done, setDone] = useState<OrderView | null>(null);
  const { header } = reg;

  // With the customer from the URL the cursor starts in the first line; else in the customer box.
  const focused = useRef(false);
  useEffect(() => {
    if (focused.current || !header.customerCode || !customerCode) return;
    focused.current = true;
    grid.current?.focusNewLine();
  }, [header.customerCode, customerCode]);

  const finish = async () => {
    if (done) return;
    const problems = reg.problems();
    if (problems.length > 0) {
      modal.warning({ title: '저장할 수 없습니다.', content: problems.join('\n'), okText: '확인' });
      return;
    }
    try {
      const saved = reg.order && !reg.dirty ? reg.order : await reg.save();
      if (mode === 'estimate') {
        setDone(saved);
        openStatement('estimate', saved.code);
        return;
      }
      const ok = await modal.confirm({
        title: `${formatWon(saved.total)}원을 확정할까요?`,
        content: `${saved.customerName} · ${saved.lines.length}품목 ${saved.lines.reduce((n, l) => n + l.qty, 0)}개가 출고됩니다.`,
        okText: '확정',
        cancelText: '취소',
        focusable: { autoFocusButton: 'ok' },
      });
      if (!ok) return;
      const fixed = await reg.fix(saved.code);
      setDone(fixed);
      openStatement('fast', fixed.code);
    } catch {
      // The error dialog names the reason (short stock names the part); nothing moved.
    }
  };

  const run = (command: RegisterCommand) => {
    if (command === 'fix') return void finish();
    if (command === 'save' && !done) {
      const problems = reg.problems();
      if (problems.length > 0) return toast.warning(problems.join(' '));
      // A refusal is shown by the error dialog; nothing else to do here.
      return void reg
        .save()
        .then((v) => toast.success(`${v.code} 임시 저장`))
        .catch(() => undefined);
    }
    if (command === 'lines' && !done) return grid.current?.focusNewLine();
    if (command === 'new') return onNext();
    if (command === 'statement' && done) openStatement(mode === 'fix' ? 'fast' : 'estimate', done.code);
  };
  useDocumentShortcuts(ORDER_ACTIONS, run);

  const paste = async (text: string, row: number) => {
    if (!header.customerCode) return toast.warning('거래처를 먼저 고르세요.');
    const { lines, missing } = await resolvePastedLines(header.customerCode, text);
    if (lines.length > 0) reg.setLines((all) => insertLines(all, row, lines));
    if (missing.length > 0) toast.warning(`찾지 못한 품목: ${missing.join(', ')}`, { duration: 8000 });
  };

  if (done)
    return (
      <Result
        status="success"
        icon={<CheckCircleFilled />}
        title={`${done.code} ${mode === 'fix' ? '확정' : '저장'} · 합계 ${formatWon(done.total)}원`}
        subTitle={`${done.customerName} · ${done.lines.length}품목. 명세서 창이 열렸습니다.`}
        extra={
          <Space>
            <Button
              icon={<PrinterOutlined />}
              onClick={() => openStatement(mode === 'fix' ? 'fast' : 'estimate', done.code)}
            >
              다시 인쇄 <kbd className="erp-kbd">Ctrl+P</kbd>
            </Button>
            <Button type="primary" autoFocus onClick={onNext} data-testid="fast-next">
              다음 주문 <kbd className="erp-kbd">F3</kbd>
            </Button>
          </Space>
        }
      />
    );

  return (
    <div className="erp-page erp-order-register erp-fast-register">
      <div className="erp-page-head">
        <Space align="center" wrap>
          <Typography.Title level={3} className="erp-page-title">
            빠른 판매
          </Typography.Title>
          <Tag color={mode === 'fix' ? 'blue' : 'gold'}>{mode === 'fix' ? '바로 확정' : '견적'}</Tag>
          {reg.order && (
            <Typography.Text className="erp-mono" data-testid="order-code">
              {reg.order.code}
            </Typography.Text>
          )}
        </Space>
        <Typography.Text type="secondary">{MODE_TEXT[mode].help} · F3 새 주문</Typography.Text>
      </div>
      <Card size="small" className="erp-order-card">
        <div className="erp-fast-head">
          <label htmlFor="fast-customer">거래처</label>
          <CustomerPicker
            id="fast-customer"
            value={header.customerCode}
            autoFocus={!customerCode}
            onChange={(code: string | undefined, customer?: Customer) => {
              reg.chooseCustomer(code, customer);
              if (code) setTimeout(() => grid.current?.focusNewLine(), 0);
            }}
          />
          {header.customerCode && (
            <Typography.Text type="secondary">
              {header.vatIncluded ? '부가세 포함 단가' : '부가세 별도 단가'} · 출고{' '}
              {warehouses.find((w) => w.code === header.warehouseCode)?.name ?? header.warehouseCode}
              {header.vin ? ` · 차대번호 ${header.vin}` : ''}
            </Typography.Text>
          )}
        </div>
      </Card>
      <OrderLinesCard
        reg={reg}
        warehouses={warehouses}
        onPaste={paste}
        handleRef={grid}
        keys="품번·바코드·품명 Enter → 수량 Enter → 단가 Enter → 다음 줄 · 다 넣었으면 F9"
      />
      {!header.customerCode && (
        <Alert type="info" showIcon title="거래처를 고르면 품목을 넣을 수 있습니다." />
      )}
      <div className="erp-order-foot">
        <dl className="erp-order-totals" aria-label="주문 합계">
          <div>
            <dt>품목</dt>
            <dd data-testid="order-line-count">{reg.totals.lineCount}건</dd>
          </div>
          <div>
            <dt>공급가액</dt>
            <dd data-testid="order-supply">{formatWon(reg.totals.supply)}</dd>
          </div>
          <div>
            <dt>부가세</dt>
            <dd data-testid="order-tax">{formatWon(reg.totals.tax)}</dd>
          </div>
          <div className="erp-order-grand">
            <dt>합계</dt>
            <dd data-testid="order-total">{formatWon(reg.totals.total)}원</dd>
          </div>
          {reg.totals.unpriced > 0 && (
            <div className="erp-order-unpriced" data-testid="order-unpriced">
              {unpricedNote(reg.totals.unpriced)}
            </div>
          )}
        </dl>
        <Button type="primary" size="large" loading={reg.busy !== null} onClick={() => void finish()}>
          {MODE_TEXT[mode].finish} <kbd className="erp-kbd">F9</kbd>
        </Button>
      </div>
    </div>
  );
};

/**
 * Order/Product/OrderFastRegister/:vin/:custCode/:type: the counter's fast sale — only the
 * customer and the lines, typed by keyboard; F9 saves and fixes (type fix) and opens the fast
 * statement, or saves and opens the estimate (type estimate). F3 starts the next one.
 */
export const OrderFastRegisterPage = () => {
  const raw = useParams();
  const navigate = useNavigate();
  const mode = parseFastRegisterMode(raw.type);
  const parsed = parseObtainParams({ vin: raw.vin, customerCode: raw.custCode });
  const [round, setRound] = useState(0);
  if (raw.type === undefined) return <Result status="404" title="잘못된 주소입니다." />;
  const formKey = `${parsed.customerCode}:${parsed.vin}:${mode}:${round}`;
  return (
    // The next sale is a new form: its drafts are kept apart from the previous sale's.
    <ScreenDraftScopeContext.Provider value={formKey}>
      <FastRegister
        key={formKey}
        customerCode={parsed.customerCode}
        vin={parsed.vin}
        mode={mode}
        onNext={() => {
          navigate(fastRegisterPath(parsed.customerCode, mode), { replace: true });
          setRound((n) => n + 1);
        }}
      />
    </ScreenDraftScopeContext.Provider>
  );
};
