import { CarOutlined } from '@ant-design/icons';
import { oldPartApi, UNCOLLECTED_CORE_COLUMNS, type UncollectedRow } from '@erp/domain';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { toast } from '../../shell/toast/toast';
import { codeOrAll, useUncollected } from '../old-part/old-part.api';
import { registerPickup, todayYmd } from './pickup.api';

// The uncollected list's columns, age buckets left to the list of its own (OldPartReturnUnCollectedList).
const COLUMNS = gridColumnsOf(
  UNCOLLECTED_CORE_COLUMNS.filter((c) => !['d30', 'd60', 'd90', 'over90'].includes(c.key)),
);

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
  const query = {
    paybackCode: codeOrAll(type),
    customerCode: customer,
    page: params.page,
    size: params.size,
  };
  const list = useUncollected(query);
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
      onExcelDownload={() => downloadApi(oldPartApi.uncollectedExcel, { body: query }, '폐부품회수대상.xlsx')}
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
