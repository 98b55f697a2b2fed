import { CarOutlined } from '@ant-design/icons';
import type { UncollectedRow } from '@erp/domain';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { toast } from '../../shell/toast/toast';
import { codeOrAll, useUncollected } from '../old-part/old-part.api';
import { registerPickup, todayYmd } from './pickup.api';

const COLUMNS: DataColumn<UncollectedRow>[] = [
  {
    colId: 'customerCode',
    headerName: '거래처 코드',
    field: 'customerCode',
    width: 100,
    cellClass: 'erp-cell-code',
  },
  { colId: 'customerName', headerName: '거래처', field: 'customerName', flex: 1, minWidth: 160 },
  { colId: 'paybackCode', headerName: '페이백', field: 'paybackCode', width: 80 },
  { colId: 'total', headerName: '미회수', field: 'total', width: 80, cellClass: 'erp-cell-number' },
  {
    colId: 'oldestDays',
    headerName: '최장 경과일',
    field: 'oldestDays',
    width: 90,
    cellClass: 'erp-cell-number',
  },
  {
    colId: 'pickupAllowed',
    headerName: '회수 허용',
    field: 'pickupAllowed',
    width: 80,
    valueFormatter: (p) => (p.value ? 'Y' : 'N'),
  },
];

/**
 * PickUp/PickUpSpecialTargetList/:type/:custcode: customers still holding cores (type = a payback
 * code or all), the oldest first; a junk pickup is booked for today from here.
 */
export const PickUpSpecialTargetListPage = () => {
  const { type, custcode } = useParams();
  const { modal } = App.useApp();
  const [params, setParams] = useUrlParams({ page: 1, size: 50 });
  const [selected, setSelected] = useState<UncollectedRow | null>(null);
  const customer = custcode && custcode.toLowerCase() !== 'all' ? custcode : undefined;
  const list = useUncollected({
    paybackCode: codeOrAll(type),
    customerCode: customer,
    page: params.page,
    size: params.size,
  });
  const book = async (r: UncollectedRow) => {
    try {
      const p = await registerPickup({
        kind: 'junk',
        customerCode: r.customerCode,
        windowDate: todayYmd(),
        windowFrom: '0900',
        windowTo: '1800',
      });
      toast.success(`${r.customerName}: 폐부품 회수 ${p.id}번을 등록했습니다.`);
    } catch (error) {
      modal.error({ title: '회수를 등록할 수 없습니다.', content: messageOf(error) });
    }
  };
  return (
    <ListPage<UncollectedRow>
      title="폐부품 회수 대상"
      description="폐부품이 남은 거래처 (오래된 순). 회수 허용 거래처는 오늘 회수를 바로 등록합니다."
      table={{
        gridId: 'pickup-junk-targets',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => `${r.customerCode}-${r.paybackCode}`,
        loading: list.isFetching,
        selection: 'single',
        onSelectionChange: (rows) => setSelected(rows[0] ?? null),
        emptyText: '회수할 폐부품이 없습니다.',
        toolbar: (
          <Button
            size="small"
            type="primary"
            icon={<CarOutlined />}
            disabled={!selected?.pickupAllowed}
            onClick={() => selected && void book(selected)}
          >
            오늘 회수 등록
          </Button>
        ),
      }}
      paging={{
        page: params.page,
        size: params.size,
        total: list.data?.total ?? 0,
        onChange: (page, size) => setParams({ page, size }),
      }}
    />
  );
};
