import { PrinterOutlined } from '@ant-design/icons';
import {
  linkTo,
  loyaltyApi,
  loyaltyScreens,
  POINT_ENTRY_COLUMNS,
  POINT_KIND_LABELS,
  POINT_KINDS,
  type PointEntryRow,
  type PointKind,
} from '@erp/domain';
import { Button, Descriptions, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterChoice, FilterItem } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { CustomerPicker } from '../customer/customer-picker';
import { DayRateCard } from './day-rate-card';
import { usePointInfo, usePointRefresh } from './loyalty.api';
import { PointActions } from './point-actions';
import { PointStatementPrint } from './point-statement-print';

const COLUMNS = gridColumnsOf(POINT_ENTRY_COLUMNS);
const DEFAULTS = { kind: '', page: 1, size: 100 };
const RATE_SOURCE = { rank: '등급 적립률', day: '일별 적립률', none: '적립 없음' } as const;

/**
 * Customer/CustomerPointInfo[/:custcode] (포인트 내역): a customer's balance, the rate its sales
 * earn now, every entry with the balance after it; manual provision, expiry and the day rate.
 * Prints on A4 (the browser's print, the buttons left out).
 */
export const PointInfoPage = () => {
  const { custcode = '' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const query = { kind: (params.kind || null) as PointKind | null, page: params.page, size: params.size };
  const info = usePointInfo(custcode, query);
  const refresh = usePointRefresh();
  const data = info.data;
  return (
    <ListPage<PointEntryRow>
      title={data ? `포인트 내역 · ${data.customerName} (${data.customerCode})` : '포인트 내역'}
      description="포인트 원장의 모든 변동과 변동 후 잔액입니다."
      actions={
        <Button icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!data}>
          인쇄
        </Button>
      }
      onExcelDownload={
        custcode
          ? () =>
              downloadApi(
                loyaltyApi.infoExcel,
                { params: { code: custcode }, body: query },
                '포인트내역.xlsx',
              )
          : undefined
      }
      filterBar={
        <Space orientation="vertical" style={{ width: '100%' }}>
          <FilterCard>
            <FilterItem label="거래처">
              <CustomerPicker
                value={custcode || undefined}
                onChange={(code) =>
                  code && navigate(linkTo(loyaltyScreens.customerPointInfoCode, { custcode: code }))
                }
                style={{ width: 260 }}
              />
            </FilterItem>
            <FilterChoice
              label="구분"
              width={140}
              value={params.kind}
              onChange={(kind) => setParams({ kind, page: 1 })}
              choices={POINT_KINDS.map((k) => ({ value: k, label: POINT_KIND_LABELS[k] }))}
            />
          </FilterCard>
          {data && (
            <Descriptions size="small" bordered column={4}>
              <Descriptions.Item label="포인트 잔액">
                {data.balance.toLocaleString('ko-KR')}점
              </Descriptions.Item>
              <Descriptions.Item label="등급">{data.rank ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="판매 적립률">{data.rateBp / 100}%</Descriptions.Item>
              <Descriptions.Item label="적립 기준">{RATE_SOURCE[data.rateSource]}</Descriptions.Item>
            </Descriptions>
          )}
          {custcode && <PointActions customerCode={custcode} onDone={refresh} />}
          <DayRateCard />
          {data && <PointStatementPrint info={data} />}
        </Space>
      }
      table={{
        gridId: 'customer-point-info',
        columns: COLUMNS,
        rows: data?.entries.rows,
        rowId: (r) => String(r.id),
        loading: info.isFetching,
        emptyText: custcode ? '포인트 변동이 없습니다.' : '거래처를 고르세요.',
      }}
      paging={urlPaging({ data: data?.entries }, params, setParams)}
    />
  );
};
