import {
  MOBIS_SALE_COLUMNS,
  MOBIS_SALE_KIND_LABELS,
  type MobisSaleInput,
  type MobisSaleKind,
  type MobisSaleRow,
  mobisApi,
  outsourcingScreens,
  toYmd,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { formatWon } from '../../components/data-table/cell-format';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { TitledPage } from '../../components/page-head/page-head';
import { FilterCard, FilterItem, YmdRangePicker } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';

// Mobis (SHINMYEONG): the dealer registers its sales of Mobis parts, or a reservation for a later
// day, and works its lists: a sale or a reservation is cancelled, a reservation sold on its day.

const COLUMNS = gridColumnsOf(MOBIS_SALE_COLUMNS);
const S = outsourcingScreens;
type SaleForm = Omit<MobisSaleInput, 'qty' | 'unitPrice'> & { qty: number | null; unitPrice: number | null };

const blank = (kind: MobisSaleKind): SaleForm => ({
  kind,
  saleDate: toYmd(new Date()),
  customerName: '',
  customerPhone: '',
  vin: '',
  partNo: '',
  partName: '',
  qty: 1,
  unitPrice: null,
  memo: '',
});

/** orderRegister: one sale (or reservation) of a Mobis part for a customer's car. */
export const MobisOrderRegisterPage = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [f, setF] = useState<SaleForm>(blank('sale'));
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<SaleForm>) => setF((v) => ({ ...v, ...patch }));
  const submit = async () => {
    setSaving(true);
    try {
      const { data, message: said } = await callApiWithMessage(mobisApi.saleSave, {
        body: { ...f, qty: f.qty ?? 0, unitPrice: f.unitPrice ?? -1 } as MobisSaleInput,
      });
      message.success(said);
      void queryClient.invalidateQueries({ queryKey: ['outsourcing'] });
      navigate(data.kind === 'sale' ? S.mobisOrderList.path : S.mobisRsvList.path);
    } finally {
      setSaving(false);
    }
  };
  const amount = (f.qty ?? 0) * (f.unitPrice ?? 0);
  return (
    <TitledPage
      title="매출 등록"
      description="모비스 부품 매출을 등록합니다. 앞으로의 날짜는 예약으로 등록하세요."
    >
      <Card style={{ maxWidth: 720 }}>
        <Form layout="vertical" onFinish={submit}>
          <Form.Item label="구분">
            <Segmented<MobisSaleKind>
              aria-label="구분"
              value={f.kind}
              onChange={(kind) => set({ kind })}
              options={(['sale', 'reservation'] as const).map((k) => ({
                value: k,
                label: MOBIS_SALE_KIND_LABELS[k],
              }))}
            />
          </Form.Item>
          <Form.Item
            label={f.kind === 'sale' ? '매출일 (YYYYMMDD)' : '예약일 (YYYYMMDD)'}
            htmlFor="mobis-date"
          >
            <Input
              id="mobis-date"
              maxLength={8}
              value={f.saleDate}
              onChange={(e) => set({ saleDate: e.target.value.trim() })}
            />
          </Form.Item>
          <Space wrap>
            <Form.Item label="고객명" htmlFor="mobis-customer">
              <Input
                id="mobis-customer"
                maxLength={50}
                value={f.customerName}
                onChange={(e) => set({ customerName: e.target.value })}
              />
            </Form.Item>
            <Form.Item label="연락처" htmlFor="mobis-phone">
              <Input
                id="mobis-phone"
                maxLength={20}
                value={f.customerPhone ?? ''}
                onChange={(e) => set({ customerPhone: e.target.value })}
              />
            </Form.Item>
            <Form.Item label="차대번호" htmlFor="mobis-vin">
              <Input
                id="mobis-vin"
                maxLength={17}
                value={f.vin ?? ''}
                onChange={(e) => set({ vin: e.target.value.toUpperCase() })}
              />
            </Form.Item>
          </Space>
          <Space wrap>
            <Form.Item label="품번" htmlFor="mobis-part-no">
              <Input
                id="mobis-part-no"
                maxLength={40}
                value={f.partNo}
                onChange={(e) => set({ partNo: e.target.value.toUpperCase() })}
              />
            </Form.Item>
            <Form.Item label="품명" htmlFor="mobis-part-name">
              <Input
                id="mobis-part-name"
                maxLength={100}
                value={f.partName}
                onChange={(e) => set({ partName: e.target.value })}
              />
            </Form.Item>
            <Form.Item label="수량" htmlFor="mobis-qty">
              <InputNumber
                id="mobis-qty"
                min={1}
                max={9_999}
                value={f.qty}
                onChange={(qty) => set({ qty })}
              />
            </Form.Item>
            <Form.Item label="단가" htmlFor="mobis-price">
              <InputNumber
                id="mobis-price"
                min={0}
                max={100_000_000}
                value={f.unitPrice}
                onChange={(unitPrice) => set({ unitPrice })}
              />
            </Form.Item>
          </Space>
          <Form.Item label="메모" htmlFor="mobis-memo">
            <Input.TextArea
              id="mobis-memo"
              maxLength={500}
              value={f.memo ?? ''}
              onChange={(e) => set({ memo: e.target.value })}
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              {f.kind === 'sale' ? '매출 등록' : '예약 등록'}
            </Button>
            <span>금액 {formatWon(amount)}원</span>
          </Space>
        </Form>
      </Card>
    </TitledPage>
  );
};

const DEFAULTS = { q: '', from: '', to: '', status: 'active', page: 1, size: 50 };

const SaleList = ({ kind }: { kind: MobisSaleKind }) => {
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [search, setSearch] = useState(params.q);
  const [selected, setSelected] = useState<MobisSaleRow[]>([]);
  const status = (['all', 'active', 'done', 'cancelled'] as const).find((s) => s === params.status) ?? 'all';
  const body = {
    kind,
    status,
    search: params.q || undefined,
    fromYmd: params.from || undefined,
    toYmd: params.to || undefined,
    page: params.page,
    size: params.size,
  };
  const list = useApiQuery(mobisApi.saleList, { body });
  const row = selected[0];
  const act = async (what: 'cancel' | 'sell', r: MobisSaleRow) => {
    const params = { id: r.id };
    const { message: said } =
      what === 'cancel'
        ? await callApiWithMessage(mobisApi.saleCancel, { params })
        : await callApiWithMessage(mobisApi.reservationSell, { params });
    message.success(said);
    setSelected([]);
    await queryClient.invalidateQueries({ queryKey: ['outsourcing'] });
  };
  const title = kind === 'sale' ? '매출 목록' : '예약 목록';
  return (
    <ListPage<MobisSaleRow>
      title={title}
      description={`합계 ${formatWon(list.data?.amount ?? 0)}원 (취소 제외). 행을 고르고 단추를 누릅니다.`}
      actions={
        <Space>
          {kind === 'reservation' && (
            <Button
              type="primary"
              disabled={row?.status !== 'active'}
              onClick={() => row && act('sell', row)}
            >
              매출 처리
            </Button>
          )}
          <Button
            danger
            disabled={row?.status !== 'active'}
            onClick={() =>
              row &&
              modal.confirm({
                title: `${row.code}을(를) 취소할까요?`,
                okText: '취소 처리',
                cancelText: '닫기',
                onOk: () => act('cancel', row),
              })
            }
          >
            취소
          </Button>
        </Space>
      }
      filterBar={
        <FilterCard onSearch={() => setParams({ q: search.trim(), page: 1 })}>
          <Segmented
            aria-label="상태"
            value={status}
            onChange={(s) => setParams({ status: String(s), page: 1 })}
            options={[
              { value: 'active', label: '정상' },
              ...(kind === 'reservation' ? [{ value: 'done', label: '매출 전환' }] : []),
              { value: 'cancelled', label: '취소' },
              { value: 'all', label: '전체' },
            ]}
          />
          <FilterItem label="검색어" htmlFor="mobis-search" width={240}>
            <Input
              id="mobis-search"
              allowClear
              placeholder="품번·품명·고객·차대번호"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </FilterItem>
          <FilterItem label="일자">
            <YmdRangePicker
              label="일자"
              ends="open"
              from={params.from}
              to={params.to}
              onChange={(from, to) => setParams({ from, to, page: 1 })}
            />
          </FilterItem>
        </FilterCard>
      }
      table={{
        gridId: `mobis-${kind}-list`,
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => String(r.id),
        loading: list.isFetching,
        selection: 'single',
        onSelectionChange: setSelected,
        emptyText: kind === 'sale' ? '매출이 없습니다.' : '예약이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};

/** orderList: the dealer's sales. */
export const MobisOrderListPage = () => <SaleList kind="sale" />;
/** mobisRsvList: the dealer's reservations, nearest day first. */
export const MobisRsvListPage = () => <SaleList kind="reservation" />;
