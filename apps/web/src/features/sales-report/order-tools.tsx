import {
  CalendarOutlined,
  ClockCircleOutlined,
  FolderOpenOutlined,
  HistoryOutlined,
} from '@ant-design/icons';
import type { OrderReportRow } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { obtainRegisterPath } from '../sales-order/order-paths';
import { salesOrderKeys } from '../sales-order/sales-order.api';
import { OrderDateDialog, ReservationDialog } from './order-change-dialogs';
import { OrderLogDrawer } from './order-log-drawer';
import { SALES_REPORT_AREAS } from './sales-report.api';

/**
 * What can be done with the selected order of a report list: open it, read its log and print
 * history, change its day or its reservation. Cancelled orders cannot be changed (the server says
 * so too).
 */
export const useOrderTools = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<OrderReportRow | null>(null);
  const [logCode, setLogCode] = useState<string | null>(null);
  const [dateOrder, setDateOrder] = useState<OrderReportRow | null>(null);
  const [reservationOrder, setReservationOrder] = useState<OrderReportRow | null>(null);
  const refresh = () => {
    for (const area of SALES_REPORT_AREAS) void queryClient.invalidateQueries({ queryKey: [area] });
    void queryClient.invalidateQueries({ queryKey: salesOrderKeys.all });
  };
  const open = (row: OrderReportRow) =>
    navigate(obtainRegisterPath({ vin: row.vin, customerCode: row.customerCode, obtainCode: row.code }));
  const cancelled = selected?.status === 'cancelled';

  const toolbar = (
    <Space size={6} wrap>
      {selected ? (
        <Typography.Text type="secondary">{selected.code}</Typography.Text>
      ) : (
        <Typography.Text type="secondary">주문을 고르면 로그·변경 버튼이 켜집니다.</Typography.Text>
      )}
      <Button
        size="small"
        icon={<FolderOpenOutlined />}
        disabled={!selected}
        onClick={() => selected && open(selected)}
      >
        주문 열기
      </Button>
      <Button
        size="small"
        icon={<HistoryOutlined />}
        disabled={!selected}
        onClick={() => setLogCode(selected?.code ?? null)}
      >
        로그·출력 이력
      </Button>
      <Button
        size="small"
        icon={<CalendarOutlined />}
        disabled={!selected || cancelled}
        onClick={() => setDateOrder(selected)}
      >
        주문일 변경
      </Button>
      <Button
        size="small"
        icon={<ClockCircleOutlined />}
        disabled={!selected || cancelled}
        onClick={() => setReservationOrder(selected)}
      >
        예약 변경
      </Button>
    </Space>
  );

  const dialogs = (
    <>
      <OrderLogDrawer code={logCode} onClose={() => setLogCode(null)} />
      <OrderDateDialog
        order={dateOrder}
        onClose={() => setDateOrder(null)}
        onDone={() => {
          setDateOrder(null);
          refresh();
        }}
      />
      <ReservationDialog
        order={reservationOrder}
        onClose={() => setReservationOrder(null)}
        onDone={() => {
          setReservationOrder(null);
          refresh();
        }}
      />
    </>
  );

  return {
    toolbar,
    dialogs,
    onSelectionChange: (rows: OrderReportRow[]) => setSelected(rows[0] ?? null),
    onRowOpen: open,
  };
};
