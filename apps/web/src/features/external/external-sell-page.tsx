import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { type CommissionBracket, externalApi, SELL_COLUMNS, type SellRow, toYmd } from '@erp/domain';
import { Button, Card, Descriptions, Empty, InputNumber, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { callApi, downloadApi, useApiQuery } from '../../app/contract-client';
import { DataTable } from '../../components/data-table/data-table';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { useUrlParams } from '../../components/list-page/url-params';
import { TitledPage } from '../../components/page-head/page-head';
import { FilterCard, FilterItem, FilterPeriod } from '../../components/screen-parts/filter-card';
import { toast } from '../../shell/toast/toast';
import { useExternalRefresh, useIsExternal, won } from './external.api';
import { ExternalPicker } from './external-picker';
import './external.css';

const COLUMNS = gridColumnsOf(SELL_COLUMNS);
const monthStart = () => `${toYmd(new Date()).slice(0, 6)}01`;

/** Head office keeps the bracket table; each bracket's rate applies to the net sales inside it. */
const RatesEditor = () => {
  const refresh = useExternalRefresh();
  const rates = useApiQuery(externalApi.commissionRates, {});
  // Each row carries a key of its own: rows are added and removed in the middle.
  const [rows, setRows] = useState<(CommissionBracket & { key: number })[]>([]);
  const [nextKey, setNextKey] = useState(1_000);
  useEffect(() => setRows((rates.data?.brackets ?? []).map((b, i) => ({ ...b, key: i }))), [rates.data]);
  const set = (i: number, patch: Partial<CommissionBracket>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Card size="small" title="수수료율 표 (본사)" style={{ marginTop: 16 }}>
      <Space orientation="vertical">
        {rows.map((r, i) => (
          <Space key={r.key}>
            <InputNumber
              aria-label={`구간 ${i + 1} 시작 금액`}
              min={0}
              step={100_000}
              value={r.fromAmount}
              formatter={(v) => `${Number(v ?? 0).toLocaleString('ko-KR')}`}
              onChange={(v) => set(i, { fromAmount: Number(v ?? 0) })}
              style={{ width: 160 }}
            />
            원 이상
            <InputNumber
              aria-label={`구간 ${i + 1} 수수료율`}
              min={0}
              max={100}
              step={0.1}
              value={r.rateBp / 100}
              onChange={(v) => set(i, { rateBp: Math.round(Number(v ?? 0) * 100) })}
            />
            %
            <Button
              aria-label="구간 빼기"
              icon={<MinusCircleOutlined />}
              onClick={() => setRows(rows.filter((_, j) => j !== i))}
            />
          </Space>
        ))}
        <Space>
          <Button
            icon={<PlusOutlined />}
            onClick={() => {
              setRows([
                ...rows,
                { key: nextKey, fromAmount: (rows.at(-1)?.fromAmount ?? 0) + 1_000_000, rateBp: 0 },
              ]);
              setNextKey(nextKey + 1);
            }}
          >
            구간 추가
          </Button>
          <Button
            type="primary"
            onClick={async () => {
              await callApi(externalApi.saveCommissionRates, {
                body: { brackets: rows.map(({ fromAmount, rateBp }) => ({ fromAmount, rateBp })) },
              });
              refresh();
              toast.success('수수료율 표를 저장했습니다.');
            }}
          >
            저장
          </Button>
        </Space>
      </Space>
    </Card>
  );
};

/** ExternalSellPeriodically: net sales of an external's customers in a period and the commission. */
export const ExternalSellPeriodicallyPage = () => {
  const isExternal = useIsExternal();
  const [params, setParams] = useUrlParams({ from: monthStart(), to: toYmd(new Date()), externalId: 0 });
  const [draft, setDraft] = useState(params);
  const query = {
    from: params.from,
    to: params.to,
    ...(isExternal ? {} : { externalId: params.externalId }),
  };
  const ready = isExternal || params.externalId > 0;
  const report = useApiQuery(externalApi.sell, { body: query }, { enabled: ready });
  const r = report.data;
  return (
    <TitledPage
      title="기간별 매출·수수료"
      description="추천 거래처의 확정 매출에서 취소와 반품을 뺀 순매출(공급가)에 수수료율 표를 구간별로 적용합니다."
      className="ext-page"
      actions={
        r && (
          <Button onClick={() => downloadApi(externalApi.sellExcel, { body: query }, '외부영업매출.xlsx')}>
            엑셀
          </Button>
        )
      }
    >
      <FilterCard onSearch={() => setParams(draft)}>
        <FilterPeriod label="기간" ends="closed" draft={draft} setDraft={setDraft} />
        {!isExternal && (
          <FilterItem label="외부 영업자">
            <ExternalPicker
              value={draft.externalId || undefined}
              onChange={(id) => setDraft({ ...draft, externalId: id ?? 0 })}
            />
          </FilterItem>
        )}
      </FilterCard>
      {!ready || !r ? (
        <Empty description={ready ? '불러오는 중' : '외부 영업자를 고르세요.'} style={{ margin: 24 }} />
      ) : (
        <>
          <Descriptions bordered size="small" column={{ xs: 1, sm: 2, md: 3 }} style={{ margin: '12px 0' }}>
            <Descriptions.Item label="확정 매출">{won(r.sales)}</Descriptions.Item>
            <Descriptions.Item label="취소">{won(r.cancels)}</Descriptions.Item>
            <Descriptions.Item label="반품">{won(r.returns)}</Descriptions.Item>
            <Descriptions.Item label="순매출">{won(r.net)}</Descriptions.Item>
            <Descriptions.Item label="수수료">
              <strong data-testid="commission">{won(r.commission)}</strong>
            </Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            pagination={false}
            rowKey="fromAmount"
            dataSource={r.brackets}
            columns={[
              { title: '구간 시작', dataIndex: 'fromAmount', render: (v: number) => won(v) },
              { title: '수수료율', dataIndex: 'rateBp', render: (v: number) => `${(v / 100).toFixed(2)}%` },
              { title: '적용 금액', dataIndex: 'base', render: (v: number) => won(v) },
              { title: '수수료', dataIndex: 'commission', render: (v: number) => won(v) },
            ]}
            style={{ marginBottom: 12 }}
          />
          <DataTable<SellRow>
            gridId="external-sell"
            columns={COLUMNS}
            rows={r.rows}
            rowId={(row) => row.customerCode}
            emptyText="기간 안에 매출이 없습니다."
          />
        </>
      )}
      {!isExternal && <RatesEditor />}
    </TitledPage>
  );
};
