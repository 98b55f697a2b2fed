import {
  CheckCircleOutlined,
  FileTextOutlined,
  PlusOutlined,
  PrinterOutlined,
  RollbackOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import type { VatAmounts } from '@erp/domain';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { formatWon } from '../../components/data-table/cell-format';
import { unpricedNote } from '../../components/line-grid/line-cell-rules';
import type { RegisterCommand } from './order-grid-keys';
import type { OrderTotals } from './order-lines';

type Props = {
  totals: OrderTotals;
  /** Taken back by checked cancels (a fixed order's totals stay as sold). */
  cancelled?: VatAmounts;
  vatIncluded: boolean;
  mode: 'edit' | 'fixed' | 'cancelled';
  hasCode: boolean;
  busy: 'save' | 'fix' | null;
  onCommand: (command: RegisterCommand) => void;
};

const Key = ({ children }: { children: ReactNode }) => <kbd className="erp-kbd">{children}</kbd>;

/** The foot of the register: totals as they are typed, and the buttons with their keys. */
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
    <dl className="erp-order-totals" aria-label="주문 합계">
      <div>
        <dt>품목</dt>
        <dd data-testid="order-line-count">{totals.lineCount}건</dd>
      </div>
      <div>
        <dt>수량</dt>
        <dd>{formatWon(totals.qty)}</dd>
      </div>
      <div>
        <dt>공급가액</dt>
        <dd data-testid="order-supply">{formatWon(totals.supply)}</dd>
      </div>
      <div>
        <dt>부가세{vatIncluded ? ' (포함)' : ''}</dt>
        <dd data-testid="order-tax">{formatWon(totals.tax)}</dd>
      </div>
      <div className="erp-order-grand">
        <dt>합계</dt>
        <dd data-testid="order-total">{formatWon(totals.total)}원</dd>
      </div>
      {totals.unpriced > 0 && (
        <div className="erp-order-unpriced" data-testid="order-unpriced">
          {unpricedNote(totals.unpriced)}
        </div>
      )}
      {cancelled && cancelled.total > 0 && (
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
      )}
    </dl>
    <Space wrap size={6}>
      {mode === 'edit' && (
        <>
          <Button icon={<SaveOutlined />} loading={busy === 'save'} onClick={() => onCommand('save')}>
            임시 저장 <Key>F8</Key>
          </Button>
          <Button
            type="primary"
            icon={<CheckCircleOutlined />}
            loading={busy === 'fix'}
            onClick={() => onCommand('fix')}
          >
            확정 <Key>F9</Key>
          </Button>
        </>
      )}
      {mode !== 'edit' && (
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => onCommand('statement')}>
          거래명세서 <Key>Ctrl+P</Key>
        </Button>
      )}
      <Button icon={<FileTextOutlined />} disabled={!hasCode} onClick={() => onCommand('estimate')}>
        견적서 <Key>F7</Key>
      </Button>
      {mode === 'fixed' && (
        <Button danger icon={<RollbackOutlined />} onClick={() => onCommand('cancel')}>
          취소 요청 <Key>F4</Key>
        </Button>
      )}
      <Button icon={<PlusOutlined />} onClick={() => onCommand('new')}>
        새 주문 <Key>F3</Key>
      </Button>
    </Space>
  </div>
);
