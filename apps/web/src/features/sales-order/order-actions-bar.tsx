import {
  CheckCircleOutlined,
  FileTextOutlined,
  PlusOutlined,
  PrinterOutlined,
  RollbackOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import type { VatAmounts } from '@erp/domain';
import { formatWon } from '../../components/data-table/cell-format';
import { type DocumentAction, DocumentActions } from '../../components/document/document-actions';
import { DocumentTotals } from '../../components/document/document-totals';
import type { OrderTotals } from './order-lines';

/** The commands of the order register, each on its function key. */
export type RegisterCommand = 'save' | 'fix' | 'statement' | 'estimate' | 'cancel' | 'new' | 'lines';

export type RegisterMode = 'edit' | 'fixed' | 'cancelled';
type RegisterState = { mode: RegisterMode; hasCode: boolean };

/**
 * The register's buttons by the order's state: a draft is saved (F8) and fixed (F9); a fixed or
 * cancelled one prints its statement (Ctrl+P); a fixed one is taken back by a cancel request
 * (F4); any saved one gives its estimate (F7). F2 goes to the lines, F3 starts a new order.
 */
export const ORDER_ACTIONS: readonly DocumentAction<RegisterCommand, RegisterState>[] = [
  { command: 'lines', label: '품목 입력', key: 'F2', hidden: true },
  { command: 'save', label: '임시 저장', key: 'F8', icon: <SaveOutlined />, shown: (s) => s.mode === 'edit' },
  {
    command: 'fix',
    label: '확정',
    key: 'F9',
    primary: true,
    icon: <CheckCircleOutlined />,
    shown: (s) => s.mode === 'edit',
  },
  {
    command: 'statement',
    label: '거래명세서',
    key: 'Ctrl+P',
    primary: true,
    icon: <PrinterOutlined />,
    shown: (s) => s.mode !== 'edit',
  },
  { command: 'estimate', label: '견적서', key: 'F7', icon: <FileTextOutlined />, enabled: (s) => s.hasCode },
  {
    command: 'cancel',
    label: '취소 요청',
    key: 'F4',
    danger: true,
    icon: <RollbackOutlined />,
    shown: (s) => s.mode === 'fixed',
  },
  { command: 'new', label: '새 주문', key: 'F3', icon: <PlusOutlined /> },
];

type Props = {
  totals: OrderTotals;
  /** Taken back by checked cancels (a fixed order's totals stay as sold). */
  cancelled?: VatAmounts | undefined;
  vatIncluded: boolean;
  mode: RegisterMode;
  hasCode: boolean;
  busy: 'save' | 'fix' | null;
  onCommand: (command: RegisterCommand) => void;
};

/** The foot of the register: the kit's totals as they are typed, and the state buttons with their keys. */
export const OrderActionsBar = ({
  totals,
  cancelled,
  vatIncluded,
  mode,
  hasCode,
  busy,
  onCommand,
}: Props) => (
  <div className="erp-order-foot">
    <DocumentTotals
      totals={totals}
      documentName="주문"
      testId="order"
      taxNote={vatIncluded ? ' (포함)' : ''}
      leading={
        <>
          <div>
            <dt>품목</dt>
            <dd data-testid="order-line-count">{totals.lineCount}건</dd>
          </div>
          <div>
            <dt>수량</dt>
            <dd>{formatWon(totals.qty)}</dd>
          </div>
        </>
      }
      trailing={
        cancelled &&
        cancelled.total > 0 && (
          <>
            <div className="erp-order-cancelled">
              <dt>취소</dt>
              <dd data-testid="order-cancelled">-{formatWon(cancelled.total)}</dd>
            </div>
            <div className="erp-order-grand">
              <dt>취소 후 합계</dt>
              <dd data-testid="order-net">{formatWon(totals.total - cancelled.total)}원</dd>
            </div>
          </>
        )
      }
    />
    <DocumentActions actions={ORDER_ACTIONS} state={{ mode, hasCode }} busy={busy} onCommand={onCommand} />
  </div>
);
