import { orderReturnApi, type RedistributionRow, type ReturnPartGroupRow } from '@erp/domain';
import { Card, InputNumber, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { downloadApi, useApiQuery } from '../../app/contract-client';
import { formatWon } from '../../components/data-table/cell-format';
import { ExcelDownloadButton } from '../../components/list-page/excel-download-button';
import { PageHead } from '../../components/page-head/page-head';
import { YmdRangePicker } from '../../components/screen-parts/filter-card';
import { obtainRegisterPath } from '../sales-order/order-paths';
import '../../components/list-page/list-page.css';

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()).replaceAll('-', '');
const monthStart = () => `${today().slice(0, 6)}01`;

/** Order/OrderReturnPartGroupQtyInfo: what came back in a period, by part group and part. */
export const OrderReturnPartGroupQtyInfoPage = () => {
  const [range, setRange] = useState({ from: monthStart(), to: today() });
  const list = useApiQuery(orderReturnApi.partGroupQty, { body: { fromDate: range.from, toDate: range.to } });
  return (
    <div className="erp-page">
      <PageHead
        title="부품군별 반품 수량"
        description="기간 안에 요청된 반품을 부품군·품목별로: 진행 중, 재입고, 불량 처리, 미수금 차감액."
        actions={
          <ExcelDownloadButton
            download={() =>
              downloadApi(
                orderReturnApi.partGroupQtyExcel,
                { body: { fromDate: range.from, toDate: range.to } },
                '부품군별반품수량.xlsx',
              )
            }
          />
        }
      />
      <Card size="small" className="erp-filter-card">
        <YmdRangePicker
          label="반품 요청일"
          ends="closed"
          from={range.from}
          to={range.to}
          onChange={(from, to) => setRange({ from, to })}
        />
      </Card>
      <Table<ReturnPartGroupRow>
        size="small"
        rowKey={(r) => r.partCode}
        pagination={false}
        loading={list.isFetching}
        dataSource={list.data ?? []}
        columns={[
          { title: '부품군', dataIndex: 'kindName', width: 140 },
          { title: '품번', dataIndex: 'partNo', width: 140 },
          { title: '품명', dataIndex: 'partName' },
          { title: '진행 중', dataIndex: 'pending', width: 80, align: 'right' },
          { title: '재입고', dataIndex: 'restocked', width: 80, align: 'right' },
          { title: '불량', dataIndex: 'defect', width: 80, align: 'right' },
          {
            title: '미수금 차감',
            dataIndex: 'credit',
            width: 120,
            align: 'right',
            render: (v: number) => formatWon(v),
          },
        ]}
      />
    </div>
  );
};

/** Order/OrderRedistribution: good units back from returns, and the draft orders waiting for them. */
export const OrderRedistributionPage = () => {
  const [days, setDays] = useState(30);
  const list = useApiQuery(orderReturnApi.redistribution, { body: { days } });
  return (
    <div className="erp-page">
      <PageHead
        title="반품 재배분"
        description="최근 반품으로 선반에 돌아온 부품과, 그 부품을 기다리는 미확정 주문. 주문을 열어 확정하면 재고가 나갑니다."
        actions={
          <ExcelDownloadButton
            download={() =>
              downloadApi(orderReturnApi.redistributionExcel, { body: { days } }, '반품재배분.xlsx')
            }
          />
        }
      />
      <Card size="small" className="erp-filter-card">
        <Space>
          <Typography.Text>최근</Typography.Text>
          <InputNumber
            aria-label="최근 일수"
            min={1}
            max={365}
            value={days}
            onChange={(v) => setDays(Number(v ?? 30))}
          />
          <Typography.Text>일</Typography.Text>
        </Space>
      </Card>
      <Table<RedistributionRow>
        size="small"
        rowKey={(r) => r.partCode}
        pagination={false}
        loading={list.isFetching}
        dataSource={list.data ?? []}
        columns={[
          { title: '품번', dataIndex: 'partNo', width: 140 },
          { title: '품명', dataIndex: 'partName' },
          { title: '반품 입고', dataIndex: 'returned', width: 90, align: 'right' },
          { title: '현재고', dataIndex: 'onHand', width: 80, align: 'right' },
          { title: '대기 수량', dataIndex: 'waitingQty', width: 90, align: 'right' },
          {
            title: '대기 주문',
            key: 'orders',
            render: (_: unknown, r: RedistributionRow) => (
              <Space wrap size={4}>
                {r.waitingOrders.map((o) => (
                  <Link
                    key={o.orderCode}
                    to={obtainRegisterPath({ customerCode: o.customerCode, obtainCode: o.orderCode })}
                  >
                    {o.orderCode} {o.customerName} ×{o.qty}
                  </Link>
                ))}
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
};
