import { FileExcelOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import {
  SUPPLIER_LIST_SPEC,
  type Supplier,
  type SupplierPart,
  type SupplierSaveResult,
  supplierInputSchema,
  withParticle,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Drawer, Table, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { announceDataChange, useDataChange } from '../../components/data-sync/data-change';
import { formatKstDate, formatWon } from '../../components/data-table/cell-format';
import type { DataColumn, DataTableHandle } from '../../components/data-table/data-table.types';
import { FormPage } from '../../components/form-page/form-page';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListUrlState } from '../../components/list-page/use-list-url-state';
import { toast } from '../../shell/toast/toast';
import {
  createSupplier,
  downloadSupplierExcel,
  modifySupplier,
  supplierKeys,
  useSupplierLinks,
  useSupplierList,
} from './part-supplier.api';
import { SUPPLIER_SECTIONS } from './supplier-form';
import { SUPPLIER_PATHS } from './supplier-paths';

const text = (p: { value: unknown }) => (p.value === null || p.value === undefined ? '' : String(p.value));

const COLUMNS: DataColumn<Supplier>[] = [
  {
    colId: 'code',
    headerName: '매입처 코드',
    field: 'code',
    width: 110,
    pinned: 'left',
    lockVisible: true,
    cellClass: 'erp-cell-code',
    sortable: true,
  },
  { colId: 'name', headerName: '매입처명', field: 'name', width: 200, sortable: true },
  {
    colId: 'bizNo',
    headerName: '사업자등록번호',
    field: 'bizNo',
    width: 130,
    valueFormatter: text,
    sortable: true,
  },
  { colId: 'representative', headerName: '대표자', field: 'representative', width: 90, valueFormatter: text },
  { colId: 'contactName', headerName: '담당자', field: 'contactName', width: 90, valueFormatter: text },
  { colId: 'phone', headerName: '전화번호', field: 'phone', width: 125, valueFormatter: text },
  { colId: 'mobile', headerName: '휴대전화', field: 'mobile', width: 125, valueFormatter: text },
  { colId: 'paymentTerms', headerName: '결제 조건', field: 'paymentTerms', width: 140, valueFormatter: text },
  {
    colId: 'active',
    headerName: '사용 여부',
    field: 'active',
    width: 84,
    cellClass: 'erp-cell-center',
    valueFormatter: (p) => (p.value ? '사용' : '중지'),
  },
  {
    colId: 'createdAt',
    headerName: '등록일',
    field: 'createdAt',
    width: 104,
    sortable: true,
    valueFormatter: (p) => formatKstDate(p.value as string),
  },
];

/** Same business number or name as another supplier: saved, but the clerk should know. */
const useDuplicateWarning = () => {
  const { modal } = App.useApp();
  return useCallback(
    (result: SupplierSaveResult) => {
      if (result.duplicates.length === 0) return;
      modal.warning({
        title: '비슷한 매입처가 이미 있습니다.',
        content: (
          <ul>
            {result.duplicates.map((d) => (
              <li key={d.code}>
                {d.code} {d.name} — {d.reason}
              </li>
            ))}
          </ul>
        ),
        okText: '확인',
      });
    },
    [modal],
  );
};

const SupplierParts = ({ code }: { code: string }) => {
  const navigate = useNavigate();
  const links = useSupplierLinks({
    page: 1,
    size: 100,
    sort: [{ field: 'partNo', dir: 'asc' }],
    filters: [{ field: 'supplierCode', op: 'eq', value: code }],
  });
  return (
    <Card
      size="small"
      title={`이 매입처의 품목 (${(links.data?.total ?? 0).toLocaleString('ko-KR')}${links.data?.totalCapped ? '건 이상' : '건'})`}
      extra={
        <Button
          size="small"
          type="link"
          icon={<UnorderedListOutlined />}
          onClick={() => navigate(SUPPLIER_PATHS.vendorsOf(code))}
        >
          품목별 매입처에서 보기
        </Button>
      }
    >
      <Table<SupplierPart>
        size="small"
        rowKey="partCode"
        loading={links.isPending}
        dataSource={links.data?.rows ?? []}
        pagination={false}
        scroll={{ y: 320 }}
        locale={{ emptyText: '연결된 품목이 없습니다.' }}
        columns={[
          { title: '품번', dataIndex: 'partNo', width: 140 },
          { title: '품명', render: (_v, l) => `${l.partName} ${l.carModel}`.trim() },
          { title: '매입처 품번', dataIndex: 'supplierPartNo', width: 120 },
          {
            title: '매입 단가',
            dataIndex: 'purchasePrice',
            align: 'right',
            width: 100,
            render: (v: number) => formatWon(v),
          },
          {
            title: '주',
            dataIndex: 'preferred',
            align: 'center',
            width: 40,
            render: (v: boolean) => (v ? '★' : ''),
          },
        ]}
      />
    </Card>
  );
};

type Editing = { mode: 'new' } | { mode: 'modify'; supplier: Supplier } | null;

/**
 * SPEC §2.8 /Company/partSupplierList: suppliers, searched by code or name; a supplier opens in a
 * drawer with its form and the parts bought from it (own part numbers and prices).
 */
export const PartSupplierListPage = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { query, filterBar, sortBy, goTo } = useListUrlState(SUPPLIER_LIST_SPEC);
  const list = useSupplierList(query);
  const tableRef = useRef<DataTableHandle>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const warn = useDuplicateWarning();
  useDataChange('supplier', () => void queryClient.invalidateQueries({ queryKey: supplierKeys.all }));
  const saved = (result: SupplierSaveResult, action: 'created' | 'updated') => {
    void queryClient.invalidateQueries({ queryKey: supplierKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['part', 'supplier-options'] });
    announceDataChange({ entity: 'supplier', action, key: result.supplier.code, record: result.supplier });
    warn(result);
  };
  const current = editing?.mode === 'modify' ? editing.supplier : null;
  const initialValues = useMemo(() => current ?? { active: true }, [current]);
  return (
    <>
      <ListPage<Supplier>
        title="매입처 목록"
        description="Enter: 조회 · ↓: 목록으로 · Enter 또는 두 번 클릭: 매입처 정보와 품목"
        actions={
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'new' })}>
              매입처 등록
            </Button>
            <Button icon={<FileExcelOutlined />} onClick={() => navigate(SUPPLIER_PATHS.excel)}>
              엑셀 등록
            </Button>
          </>
        }
        onExcelDownload={() => downloadSupplierExcel(query)}
        filterBar={
          <SpecFilterBar
            {...filterBar}
            quickFields={[{ field: 'active', op: 'eq' }]}
            keywordPlaceholder="매입처 코드·이름"
            onLeaveDown={() => tableRef.current?.focusFirstRow()}
          />
        }
        table={{
          gridId: 'supplier-list',
          columns: COLUMNS,
          ...pagedRows(list, query, sortBy),
          rowId: (s) => s.code,
          onRowOpen: (s) => setEditing({ mode: 'modify', supplier: s }),
          emptyText: '조건에 맞는 매입처가 없습니다.',
          handleRef: tableRef,
        }}
        paging={pagedPaging(list, query, goTo)}
      />
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        size="large"
        destroyOnHidden
        title={current ? `${current.code} ${current.name}` : '매입처 등록'}
      >
        {editing && (
          <FormPage
            key={current ? `${current.code}-${current.version}` : 'new'}
            title={current ? '매입처 수정' : '매입처 등록'}
            mode={current ? 'modify' : 'register'}
            compact
            schema={supplierInputSchema}
            sections={SUPPLIER_SECTIONS}
            initialValues={initialValues}
            onSubmit={async (data) => {
              if (current) {
                const result = await modifySupplier(current.code, data, current.version);
                saved(result, 'updated');
                toast.success(
                  `${result.supplier.code} ${withParticle(result.supplier.name, '을/를')} 저장했습니다.`,
                );
                setEditing({ mode: 'modify', supplier: result.supplier });
                return result.supplier;
              }
              const result = await createSupplier(data);
              saved(result, 'created');
              toast.success(
                `${result.supplier.code} ${withParticle(result.supplier.name, '을/를')} 등록했습니다.`,
              );
              setEditing({ mode: 'modify', supplier: result.supplier });
              return undefined;
            }}
          />
        )}
        {current && <SupplierParts code={current.code} />}
        {!current && (
          <Typography.Text type="secondary">
            등록하면 이 매입처에서 사는 품목을 연결할 수 있습니다.
          </Typography.Text>
        )}
      </Drawer>
    </>
  );
};
