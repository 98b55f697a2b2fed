import {
  AGEING_BUCKETS,
  AGEING_COLUMNS,
  AGEING_LABELS,
  type AgeingBucket,
  type AgeingRow,
  customerMoneyScreens,
  depositApi,
  linkTo,
  RECEIVABLE_KIND_LABELS,
  type ReceivableKind,
} from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Card, DatePicker, Descriptions, Input, InputNumber, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { callApiWithMessage, downloadApi, useApiQuery } from '../../app/contract-client';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { TitledPage } from '../../components/page-head/page-head';
import { FilterCard, FilterChoice } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { toast } from '../../shell/toast/toast';
import { useMoneyRefresh } from './customer-money.api';

const COLUMNS = gridColumnsOf(AGEING_COLUMNS);
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const bucketOf = (type: string | undefined) =>
  (AGEING_BUCKETS as readonly string[]).includes(type ?? '') ? (type as AgeingBucket) : null;
const ymd = (d: Dayjs | null) => (d ? d.format('YYYYMMDD') : '');

/** A plain list of records (the newest first), or what to say when there is none. */
const Lines = <T,>({
  items,
  empty,
  render,
}: {
  items: readonly T[];
  empty: string;
  render: (item: T) => ReactNode;
}) =>
  items.length === 0 ? (
    <p className="erp-muted">{empty}</p>
  ) : (
    <ul className="erp-collect-lines">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the records are read-only and keep their order.
        <li key={i}>{render(item)}</li>
      ))}
    </ul>
  );

/** One customer's collection: its ageing, promises to pay (with their result), calls and payments. */
const CollectionDetailView = ({ code }: { code: string }) => {
  const detail = useApiQuery(depositApi.collection, { params: { code } });
  const refresh = useMoneyRefresh();
  const [promise, setPromise] = useState<{ day: Dayjs | null; amount: number | null; collector: string }>({
    day: null,
    amount: null,
    collector: '',
  });
  const [call, setCall] = useState({ collector: '', result: '' });
  const run = async (work: () => Promise<{ message: string }>) => {
    try {
      toast.success((await work()).message);
      refresh();
    } catch {
      // The shared error dialog has said why (the field named).
    }
  };
  const d = detail.data;
  if (!d) return null;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Descriptions size="small" bordered column={5}>
        <Descriptions.Item label="미수금">{won(d.ageing.balance)}</Descriptions.Item>
        {AGEING_BUCKETS.map((b) => (
          <Descriptions.Item key={b} label={AGEING_LABELS[b]}>
            {won(d.ageing[b])}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Card size="small" title="입금 약속">
        <Space wrap>
          <DatePicker
            aria-label="약속일"
            placeholder="약속일"
            value={promise.day}
            onChange={(day) => setPromise({ ...promise, day })}
          />
          <InputNumber
            aria-label="약속 금액"
            placeholder="금액"
            style={{ width: 150 }}
            value={promise.amount}
            onChange={(amount) => setPromise({ ...promise, amount })}
          />
          <Input
            aria-label="약속 담당자"
            placeholder="담당자"
            style={{ width: 120 }}
            value={promise.collector}
            onChange={(e) => setPromise({ ...promise, collector: e.target.value })}
          />
          <Button
            type="primary"
            onClick={() =>
              run(() =>
                callApiWithMessage(depositApi.addPromise, {
                  body: {
                    customerCode: code,
                    promisedDate: ymd(promise.day),
                    amount: promise.amount ?? 0,
                    collector: promise.collector,
                  },
                }),
              )
            }
          >
            약속 기록
          </Button>
        </Space>
        <Lines
          items={d.promises}
          empty="입금 약속이 없습니다."
          render={(p) => (
            <>
              {p.promisedDate} · {won(p.amount)} · {p.collector}{' '}
              <Tag>{p.status === 'open' ? '대기' : p.status === 'kept' ? '지킴' : '어김'}</Tag>
              {p.status === 'open' &&
                (['kept', 'broken'] as const).map((status) => (
                  <Button
                    key={status}
                    size="small"
                    onClick={() =>
                      run(() =>
                        callApiWithMessage(depositApi.closePromise, {
                          params: { id: p.id },
                          body: { status },
                        }),
                      )
                    }
                  >
                    {status === 'kept' ? '지킴' : '어김'}
                  </Button>
                ))}
            </>
          )}
        />
      </Card>
      <Card size="small" title="통화 기록">
        <Space wrap>
          <Input
            aria-label="통화 담당자"
            placeholder="담당자"
            style={{ width: 120 }}
            value={call.collector}
            onChange={(e) => setCall({ ...call, collector: e.target.value })}
          />
          <Input
            aria-label="통화 결과"
            placeholder="통화 결과"
            style={{ width: 320 }}
            value={call.result}
            onChange={(e) => setCall({ ...call, result: e.target.value })}
          />
          <Button
            onClick={() =>
              run(() => callApiWithMessage(depositApi.addCall, { body: { customerCode: code, ...call } }))
            }
          >
            통화 기록
          </Button>
        </Space>
        <Lines
          items={d.calls}
          empty="통화 기록이 없습니다."
          render={(c) => `${formatKstDateTime(c.at)} · ${c.collector} · ${c.result}`}
        />
      </Card>
      <Card size="small" title="최근 입금·차감">
        <Lines
          items={d.payments}
          empty="입금 기록이 없습니다."
          render={(p) =>
            `${p.entryDate} · ${RECEIVABLE_KIND_LABELS[p.kind as ReceivableKind] ?? p.kind} · ${won(-p.amount)} ${p.docCode ?? ''}`
          }
        />
      </Card>
    </Space>
  );
};

/**
 * Customer/CustomerCollectManagement[/:type[/:code]] (수금 관리): receivables aged 30/60/90/over
 * (type narrows to a bucket); a customer (code) shows its promises, calls and payments.
 */
export const CollectionPage = () => {
  const { type, code } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams({ page: 1, size: 50 });
  const bucket = bucketOf(type);
  const query = { bucket, page: params.page, size: params.size };
  const list = useApiQuery(
    depositApi.ageing,
    { body: query },
    { placeholderData: keepPreviousData, enabled: !code },
  );
  if (code) {
    return (
      <TitledPage
        title={`수금 관리 (${code})`}
        description="미수금 연령, 입금 약속, 통화 기록, 최근 입금입니다."
      >
        <CollectionDetailView code={code} />
      </TitledPage>
    );
  }
  return (
    <ListPage<AgeingRow>
      title={bucket ? `수금 관리 (${AGEING_LABELS[bucket]})` : '수금 관리'}
      description="미수금을 오래된 매출부터 입금으로 갚았다고 보고 남은 금액을 매출일로부터의 기간별로 나눕니다. Enter: 거래처 수금 관리"
      onExcelDownload={() => downloadApi(depositApi.ageingExcel, { body: query }, '미수금연령.xlsx')}
      filterBar={
        <FilterCard>
          <FilterChoice
            label="연체 구간"
            width={140}
            value={bucket ?? ''}
            onChange={(b) =>
              navigate(
                b
                  ? linkTo(customerMoneyScreens.customerCollectManagementType, { type: b })
                  : linkTo(customerMoneyScreens.customerCollectManagement),
              )
            }
            choices={AGEING_BUCKETS.map((b) => ({ value: b, label: AGEING_LABELS[b] }))}
          />
        </FilterCard>
      }
      table={{
        gridId: 'customer-collect',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.customerCode,
        loading: list.isFetching,
        onRowOpen: (r) =>
          navigate(
            linkTo(customerMoneyScreens.customerCollectManagementCode, {
              type: type ?? 'all',
              code: r.customerCode,
            }),
          ),
        emptyText: '미수금이 있는 거래처가 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
