import { DeleteOutlined, FileExcelOutlined, SaveOutlined, WarningOutlined } from '@ant-design/icons';
import { SUPPLIER_PART_LIST_SPEC, type SupplierPart } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatKstDate, formatWon } from '../../components/data-table/cell-format';
import type { DataColumn, DataTableHandle } from '../../components/data-table/data-table.types';
import { AmountInput } from '../../components/form-page/form-inputs';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListUrlState } from '../../components/list-page/use-list-url-state';
import { toast } from '../../shell/toast/toast';
import { useSupplierOptions } from '../part/part.api';
import { removeSupplierLink, saveSupplierLink, supplierKeys, useSupplierLinks } from './part-supplier.api';
import { SUPPLIER_PATHS } from './supplier-paths';

const field = (
  name: keyof typeof SUPPLIER_PART_LIST_SPEC.fields,
  column: Omit<DataColumn<SupplierPart>, 'colId' | 'headerName'>,
): DataColumn<SupplierPart> => ({
  colId: name,
  headerName: SUPPLIER_PART_LIST_SPEC.fields[name].label,
  sortable: 'sortable' in SUPPLIER_PART_LIST_SPEC.fields[name],
  ...column,
});

const COLUMNS: DataColumn<SupplierPart>[] = [
  field('supplierCode', {
    width: 200,
    pinned: 'left',
    lockVisible: true,
    valueGetter: (p) => (p.data ? `${p.data.supplierName} (${p.data.supplierCode})` : ''),
  }),
  field('partNo', { field: 'partNo', width: 150, cellClass: 'erp-cell-code' }),
  { colId: 'partName', headerName: '품명', field: 'partName', width: 180 },
  { colId: 'carModel', headerName: '차종', field: 'carModel', width: 120 },
  field('supplierPartNo', {
    field: 'supplierPartNo',
    width: 140,
    cellClass: 'erp-cell-code',
    valueFormatter: (p) => (p.value as string | null) ?? '',
  }),
  field('purchasePrice', {
    field: 'purchasePrice',
    width: 110,
    type: 'rightAligned',
    cellClass: 'erp-cell-number',
    valueFormatter: (p) => formatWon(p.value as number),
  }),
  field('preferred', {
    field: 'preferred',
    width: 90,
    cellClass: 'erp-cell-center',
    valueFormatter: (p) => (p.value ? '주 매입처' : ''),
  }),
  { colId: 'leadDays', headerName: '납기(일)', field: 'leadDays', width: 84, type: 'rightAligned' },
  field('partCode', { field: 'partCode', width: 104, cellClass: 'erp-cell-code' }),
  {
    colId: 'updatedAt',
    headerName: '수정일',
    field: 'updatedAt',
    width: 104,
    valueFormatter: (p) => formatKstDate(p.value as string),
  },
];

type Draft = { supplierPartNo: string; purchasePrice: number | null; preferred: boolean; reason: string };

/** One link changed in a dialog: a new price is a row of the part's price history, with the reason. */
const LinkDialog = ({ link, onClose }: { link: SupplierPart; onClose: (changed: boolean) => void }) => {
  const [draft, setDraft] = useState<Draft>({
    supplierPartNo: link.supplierPartNo ?? '',
    purchasePrice: link.purchasePrice,
    preferred: link.preferred,
    reason: '',
  });
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await saveSupplierLink({
        supplierCode: link.supplierCode,
        partCode: link.partCode,
        supplierPartNo: draft.supplierPartNo.trim() || null,
        purchasePrice: draft.purchasePrice ?? 0,
        leadDays: link.leadDays,
        preferred: draft.preferred,
        memo: link.memo,
        priceChangeReason: draft.reason.trim() || null,
      });
      toast.success('저장했습니다.');
      onClose(true);
    } catch (error) {
      toast.error(messageOf(error), { duration: 8000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={`${link.supplierName} · ${link.partNo} ${link.partName}`}
      onCancel={() => onClose(false)}
      footer={
        <Space>
          <Popconfirm
            title="이 연결을 뺄까요?"
            okText="빼기"
            cancelText="취소"
            onConfirm={() =>
              removeSupplierLink(link.supplierCode, link.partCode)
                .then(() => {
                  toast.success('연결을 뺐습니다.');
                  onClose(true);
                })
                .catch((error: unknown) => toast.error(messageOf(error)))
            }
          >
            <Button danger icon={<DeleteOutlined />}>
              연결 빼기
            </Button>
          </Popconfirm>
          <Button type="primary" icon={<SaveOutlined />} loading={busy} onClick={() => void save()}>
            저장
          </Button>
        </Space>
      }
    >
      <Form layout="vertical" onFinish={() => void save()}>
        <Form.Item label="매입처 품번" htmlFor="vendor-part-no">
          <Input
            id="vendor-part-no"
            autoFocus
            maxLength={40}
            value={draft.supplierPartNo}
            onChange={(event) => setDraft((d) => ({ ...d, supplierPartNo: event.target.value }))}
          />
        </Form.Item>
        <Form.Item label="매입 단가" htmlFor="vendor-price">
          <AmountInput
            id="vendor-price"
            value={draft.purchasePrice ?? undefined}
            onChange={(price) => setDraft((d) => ({ ...d, purchasePrice: price ?? null }))}
          />
        </Form.Item>
        <Form.Item
          label="가격 변경 사유"
          htmlFor="vendor-price-reason"
          extra="단가가 바뀌면 품목의 가격 변경 이력에 이 사유와 함께 남습니다."
        >
          <Input
            id="vendor-price-reason"
            maxLength={200}
            value={draft.reason}
            onChange={(event) => setDraft((d) => ({ ...d, reason: event.target.value }))}
          />
        </Form.Item>
        <Checkbox
          checked={draft.preferred}
          onChange={(event) => setDraft((d) => ({ ...d, preferred: event.target.checked }))}
        >
          주 매입처 (이 품목을 주로 사는 곳)
        </Checkbox>
      </Form>
    </Modal>
  );
};

/**
 * SPEC §2.8 /Company/Part/vendor/ProductVendorList: which supplier sells which part under its own
 * number and price, searched by supplier, part number or the supplier's number; Enter opens one.
 */
export const ProductVendorListPage = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { query, filterBar, sortBy, goTo } = useListUrlState(SUPPLIER_PART_LIST_SPEC);
  const links = useSupplierLinks(query);
  const suppliers = useSupplierOptions();
  const options = useMemo(
    () => ({
      supplierCode: (suppliers.data ?? []).map((s) => ({ value: s.code, label: `${s.name} (${s.code})` })),
    }),
    [suppliers.data],
  );
  const tableRef = useRef<DataTableHandle>(null);
  const [open, setOpen] = useState<SupplierPart | null>(null);
  return (
    <>
      <ListPage<SupplierPart>
        title="품목별 매입처"
        description="Enter: 조회 · ↓: 목록으로 · Enter 또는 두 번 클릭: 매입처 품번·단가 수정"
        actions={
          <>
            <Button icon={<FileExcelOutlined />} onClick={() => navigate(SUPPLIER_PATHS.vendorExcel)}>
              엑셀 등록
            </Button>
            <Button icon={<WarningOutlined />} onClick={() => navigate(SUPPLIER_PATHS.vendorDuplicates)}>
              중복 의심
            </Button>
          </>
        }
        filterBar={
          <SpecFilterBar
            {...filterBar}
            options={options}
            quickFields={[
              { field: 'supplierCode', op: 'eq', width: 220 },
              { field: 'partNo', op: 'startsWith', placeholder: '품번 앞부분', width: 160 },
              { field: 'supplierPartNo', op: 'startsWith', placeholder: '매입처 품번 앞부분', width: 170 },
            ]}
            onLeaveDown={() => tableRef.current?.focusFirstRow()}
          />
        }
        table={{
          gridId: 'product-vendor-list',
          columns: COLUMNS,
          ...pagedRows(links, query, sortBy),
          rowId: (l) => `${l.supplierCode}:${l.partCode}`,
          onRowOpen: setOpen,
          emptyText: '조건에 맞는 연결이 없습니다.',
          handleRef: tableRef,
        }}
        paging={pagedPaging(links, query, goTo)}
      />
      {open && (
        <LinkDialog
          link={open}
          onClose={(changed) => {
            setOpen(null);
            if (changed) void queryClient.invalidateQueries({ queryKey: supplierKeys.all });
          }}
        />
      )}
    </>
  );
};
