import {
  MOBIS_PURCHASE_COLUMNS,
  type MobisPurchaseRow,
  mobisApi,
  mobisPurchaseImportSchema,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Modal } from 'antd';
import { useState } from 'react';
import { callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { formatWon } from '../../components/data-table/cell-format';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ExcelImport } from '../../components/excel-import/excel-import';
import { sampleColumnsOf, wonSample } from '../../components/excel-import/excel-import-page';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterItem, YmdRangePicker } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';

const COLUMNS = gridColumnsOf(MOBIS_PURCHASE_COLUMNS);
const SAMPLE = sampleColumnsOf(
  mobisPurchaseImportSchema,
  ['purchaseDate', 'slipNo', 'partNo', 'partName', 'qty', 'unitPrice', 'amount', 'memo'],
  { unitPrice: wonSample, amount: wonSample },
);
const DEFAULTS = { q: '', from: '', to: '', page: 1, size: 50 };

/**
 * orderAdminList: head office's Mobis purchases from the dealer's statements, uploaded by Excel
 * (preview with per-row errors, all or nothing), listed by day, and deleted when uploaded in error.
 */
export const MobisOrderAdminListPage = () => {
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [search, setSearch] = useState(params.q);
  const [selected, setSelected] = useState<MobisPurchaseRow[]>([]);
  const [uploading, setUploading] = useState(false);
  const body = {
    search: params.q || undefined,
    fromYmd: params.from || undefined,
    toYmd: params.to || undefined,
    page: params.page,
    size: params.size,
  };
  const list = useApiQuery(mobisApi.purchaseList, { body });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['outsourcing'] });
  const row = selected[0];
  const remove = (r: MobisPurchaseRow) =>
    modal.confirm({
      title: `전표 ${r.slipNo}의 ${r.partNo} 행을 삭제할까요?`,
      content: '잘못 올린 행만 지웁니다. 삭제한 행은 목록과 합계에서 빠집니다.',
      okText: '삭제',
      okButtonProps: { danger: true },
      cancelText: '닫기',
      onOk: async () => {
        const { message: said } = await callApiWithMessage(mobisApi.purchaseDelete, { params: { id: r.id } });
        message.success(said);
        setSelected([]);
        await refresh();
      },
    });
  return (
    <>
      <ListPage<MobisPurchaseRow>
        title="모비스 매입 목록"
        description={`합계 ${formatWon(list.data?.amount ?? 0)}원. 모비스 거래명세서를 엑셀로 올립니다.`}
        actions={
          <>
            <Button type="primary" onClick={() => setUploading(true)}>
              엑셀 올리기
            </Button>
            <Button danger disabled={!row} onClick={() => row && remove(row)}>
              삭제
            </Button>
          </>
        }
        filterBar={
          <FilterCard onSearch={() => setParams({ q: search.trim(), page: 1 })}>
            <FilterItem label="검색어" htmlFor="mobis-purchase-search" width={240}>
              <Input
                id="mobis-purchase-search"
                allowClear
                placeholder="전표번호·품번·품명"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </FilterItem>
            <FilterItem label="매입일">
              <YmdRangePicker
                label="매입일"
                ends="open"
                from={params.from}
                to={params.to}
                onChange={(from, to) => setParams({ from, to, page: 1 })}
              />
            </FilterItem>
          </FilterCard>
        }
        table={{
          gridId: 'mobis-purchase-list',
          columns: COLUMNS,
          rows: list.data?.rows,
          rowId: (r) => String(r.id),
          loading: list.isFetching,
          selection: 'single',
          onSelectionChange: setSelected,
          emptyText: '모비스 매입이 없습니다.',
        }}
        paging={urlPaging(list, params, setParams)}
      />
      <Modal
        open={uploading}
        title="모비스 매입 엑셀 올리기"
        width={960}
        footer={null}
        destroyOnHidden
        onCancel={() => setUploading(false)}
      >
        <Card size="small" variant="borderless">
          <ExcelImport
            entity="mobis-purchase"
            entityLabel="모비스 매입"
            sampleColumns={SAMPLE}
            onDone={() => void refresh()}
            doneActions={<Button onClick={() => setUploading(false)}>목록으로</Button>}
          />
        </Card>
      </Modal>
    </>
  );
};
