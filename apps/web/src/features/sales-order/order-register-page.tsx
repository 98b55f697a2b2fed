import { DeleteOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { ORDER_STATUS_LABELS } from '@erp/domain';
import { Button, Card, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { useUnsavedChanges } from '../../components/form-page/use-unsaved-changes';
import { ScreenDraftScopeContext } from '../../components/screen-draft';
import { toast } from '../../shell/toast/toast';
import { CancelRequestDialog } from '../order-cancel/cancel-request-dialog';
import { RankOrderWarning } from '../rank/rank-order-warning';
import { openCarEstimate } from '../statement/statement-paths';
import { OrderActionsBar } from './order-actions-bar';
import { OrderHeaderForm } from './order-header';
import { type OrderLineGridHandle, OrderLinesCard } from './order-line-grid';
import { OrderLineTable } from './order-line-view';
import { cancelledTotals } from './order-lines';
import {
  type CustOrderExtras,
  custOrderRegisterPath,
  customerDiscountProdsPath,
  fastRegisterPath,
  type ObtainParams,
  obtainRegisterPath,
  parseCustOrderExtras,
  parseObtainParams,
  reservationText,
  SALES_PATHS,
} from './order-paths';
import { OrderRegisterAlerts } from './order-register-alerts';
import { changeReservation, useWarehouses } from './sales-order.api';
import { useOrderCommands } from './use-order-commands';
import { useOrderRegister } from './use-order-register';
import '../../components/list-page/list-page.css';
import './sales-order.css';

/**
 * How a variant of the register differs: the path the URL follows after a save, and for a
 * customer's own order (CustOrderRegister) the VIN check and the booked day.
 */
export type RegisterVariant = {
  pathOf: (values: { vin: string | null; customerCode: string; obtainCode: string }) => string;
  extras?: CustOrderExtras;
};

const PLAIN: RegisterVariant = { pathOf: obtainRegisterPath };

type RegisterProps = {
  params: ObtainParams;
  variant: RegisterVariant;
  /** The order code this screen saved, so the URL can follow it without a reload. */
  onAdopt: (code: string) => void;
  onRestart: () => void;
};

const OrderRegister = ({ params, variant, onAdopt, onRestart }: RegisterProps) => {
  const navigate = useNavigate();
  const extras = variant.extras;
  const booked = extras ? reservationText(extras) : null;
  const reg = useOrderRegister(params);
  const warehouses = useWarehouses().data ?? [];
  const grid = useRef<OrderLineGridHandle>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [leaving, setLeaving] = useState<string | null>(null);
  const { order, header } = reg;
  useUnsavedChanges(reg.dirty && leaving === null);

  // After a save the URL names the order (a reload opens it), replacing the memo or '-'.
  const savedCode = order?.code ?? null;
  const targetCode = params.target.kind === 'new' ? null : params.target.code;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly saved code moves the URL.
  useEffect(() => {
    if (!savedCode || savedCode === targetCode || !order) return;
    onAdopt(savedCode);
    navigate(variant.pathOf({ vin: order.vin, customerCode: order.customerCode, obtainCode: savedCode }), {
      replace: true,
    });
  }, [savedCode]);
  // A customer order's booked day goes onto the order itself as soon as it is saved (an order
  // that already has its own booking keeps it).
  const booking = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per saved order.
  useEffect(() => {
    const day = extras?.resvYmd;
    if (!order || !day || booking.current || order.status === 'cancelled' || order.reservationDate) return;
    booking.current = true;
    changeReservation(order.code, day, '거래처 주문 예약')
      .then(() => reg.reload())
      .then(() => toast.success(`${booked}로 예약했습니다.`))
      .catch((error: unknown) => toast.warning(`예약일을 넣지 못했습니다: ${messageOf(error)}`));
  }, [order?.code]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the leave is allowed.
  useEffect(() => {
    if (leaving === null) return;
    navigate(leaving);
    onRestart();
  }, [leaving]);

  // A memo or an order arrives with its customer: the cursor waits in the first empty line.
  const focusedOnce = useRef(false);
  useEffect(() => {
    if (focusedOnce.current || reg.loading || !reg.editable || !header.customerCode) return;
    if (params.target.kind === 'new' && !params.customerCode) return;
    focusedOnce.current = true;
    grid.current?.focusNewLine();
  }, [reg.loading, reg.editable, header.customerCode, params]);

  const { run, saveDraft, discard, paste } = useOrderCommands({
    reg,
    extras,
    warehouses,
    grid,
    leave: setLeaving,
    openCancel: () => setCancelOpen(true),
  });

  if (params.target.kind === 'unknown')
    return <Result status="404" title="주문 또는 메모 번호가 아닙니다." subTitle={params.target.code} />;
  if (reg.loadError)
    return <Result status="warning" title="불러오지 못했습니다." subTitle={messageOf(reg.loadError)} />;

  const status = order?.status;
  const mode = !order || status === 'draft' ? 'edit' : status === 'fixed' ? 'fixed' : 'cancelled';
  return (
    <div className="erp-page erp-order-register">
      <div className="erp-page-head">
        <Space align="center" wrap>
          <Typography.Title level={3} className="erp-page-title">
            판매 등록
          </Typography.Title>
          <Tag color={!order ? 'green' : status === 'fixed' ? 'blue' : status === 'draft' ? 'gold' : 'red'}>
            {order ? ORDER_STATUS_LABELS[order.status] : '신규'}
          </Tag>
          {order && (
            <Typography.Text strong className="erp-mono" data-testid="order-code">
              {order.code}
            </Typography.Text>
          )}
          {order?.fixedAt && (
            <Typography.Text type="secondary">확정 {formatKstDateTime(order.fixedAt)}</Typography.Text>
          )}
          {reg.dirty && order && <Tag color="orange">저장 안 됨</Tag>}
        </Space>
        <Space>
          {header.customerCode && (
            <Button
              tabIndex={-1}
              onClick={() => navigate(customerDiscountProdsPath(header.customerCode ?? ''))}
            >
              거래처 단가
            </Button>
          )}
          {header.customerCode && order?.status === 'draft' && !reg.dirty && (
            <Button tabIndex={-1} onClick={() => openCarEstimate(header.customerCode ?? '', order.code)}>
              차량 견적서
            </Button>
          )}
          <Button
            tabIndex={-1}
            onClick={() => navigate(fastRegisterPath(header.customerCode, 'fix', header.vin))}
          >
            빠른 판매
          </Button>
          {order?.status === 'draft' && (
            <Button danger tabIndex={-1} icon={<DeleteOutlined />} onClick={() => void discard()}>
              폐기
            </Button>
          )}
          <Button icon={<UnorderedListOutlined />} onClick={() => navigate(SALES_PATHS.orderList)}>
            수주 목록
          </Button>
        </Space>
      </div>
      <OrderRegisterAlerts extras={extras} booked={booked} order={order} memo={reg.memo} />
      <RankOrderWarning customerCode={header.customerCode} />
      {reg.loading ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : (
        <>
          <Card size="small" className="erp-order-card">
            <OrderHeaderForm
              header={header}
              editable={reg.editable}
              warehouses={warehouses}
              onChange={(patch) => reg.setHeader((h) => ({ ...h, ...patch }))}
              onCustomer={reg.chooseCustomer}
              onDone={() => grid.current?.focusNewLine()}
              onSubmit={() => void saveDraft()}
            />
          </Card>
          <OrderLinesCard
            reg={reg}
            warehouses={warehouses}
            onPaste={paste}
            handleRef={grid}
            locked={reg.editable ? undefined : <OrderLineTable lines={order?.lines ?? []} />}
            keys={
              reg.editable
                ? 'F2 품목 입력 · Enter 다음 칸 · Shift+Enter 이전 칸 · ↑↓ 줄 이동 · Delete(품번 칸)·Ctrl+Delete 줄 삭제 · 엑셀의 품번·수량·단가를 붙여 넣을 수 있습니다'
                : '확정된 주문은 고칠 수 없습니다. 바꾸려면 취소 요청(F4) 후 다시 등록하세요.'
            }
          />
          <OrderActionsBar
            totals={reg.totals}
            cancelled={order ? cancelledTotals(reg.lines, header.vatIncluded) : undefined}
            vatIncluded={header.vatIncluded}
            mode={mode}
            hasCode={order !== null}
            busy={reg.busy}
            onCommand={run}
          />
        </>
      )}
      <CancelRequestDialog
        order={order}
        open={cancelOpen}
        onClose={() => setCancelOpen(false)}
        onRequested={() => {
          setCancelOpen(false);
          void reg.reload();
        }}
      />
    </div>
  );
};

/**
 * ObtainRegister/:vin/:customerCode/:obtainCode (app-ver2 layout): register, modify or view a
 * sales order. Each URL is a fresh screen, except the move from a memo or '-' to the code the
 * screen itself just saved.
 */
export const OrderRegisterPage = () => {
  const raw = useParams();
  const params = useMemo(
    () => parseObtainParams({ vin: raw.vin, customerCode: raw.customerCode, obtainCode: raw.obtainCode }),
    [raw.vin, raw.customerCode, raw.obtainCode],
  );
  return <RegisterScreen params={params} variant={PLAIN} />;
};

/**
 * CustOrderRegister/:vin/:custCode/:ordercode/:checkVin/:orderType/:resvymd: the same register
 * for a customer's own order — the customer and car prefilled, the booked day on the remark and
 * the banner, and with checkVin=Y no save without a valid VIN. The URL keeps its six segments.
 */
export const CustOrderRegisterPage = () => {
  const raw = useParams();
  const params = useMemo(
    () => parseObtainParams({ vin: raw.vin, customerCode: raw.custCode, obtainCode: raw.ordercode }),
    [raw.vin, raw.custCode, raw.ordercode],
  );
  const extras = useMemo(
    () => parseCustOrderExtras({ checkVin: raw.checkVin, orderType: raw.orderType, resvymd: raw.resvymd }),
    [raw.checkVin, raw.orderType, raw.resvymd],
  );
  const variant = useMemo<RegisterVariant>(
    () => ({ pathOf: (values) => custOrderRegisterPath(values, extras), extras }),
    [extras],
  );
  return <RegisterScreen params={params} variant={variant} />;
};

const RegisterScreen = ({ params, variant }: { params: ObtainParams; variant: RegisterVariant }) => {
  const target =
    params.target.kind === 'new'
      ? `new:${params.customerCode ?? ''}:${params.vin ?? ''}`
      : params.target.code;
  const adopted = useRef(new Map<string, string>());
  const [restarts, setRestarts] = useState(0);
  const key = adopted.current.get(target) ?? target;
  const formKey = `${key}#${restarts}`;
  return (
    // Another order (or a restart) is a new form: its drafts are kept apart from this one's.
    <ScreenDraftScopeContext.Provider value={formKey}>
      <OrderRegister
        key={formKey}
        params={params}
        variant={variant}
        onAdopt={(code) => adopted.current.set(code, key)}
        onRestart={() => setRestarts((n) => n + 1)}
      />
    </ScreenDraftScopeContext.Provider>
  );
};
