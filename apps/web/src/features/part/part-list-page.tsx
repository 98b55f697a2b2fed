import {
  CopyOutlined,
  EditOutlined,
  FileExcelOutlined,
  PlusOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { type ListFilter, PART_LIST_SPEC, type PartStockRow } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Menu, Space, Typography } from 'antd';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDataChange } from '../../components/data-sync/data-change';
import type { DataTableHandle } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListUrlState } from '../../components/list-page/use-list-url-state';
import { downloadPartExcel, partKeys, usePartList } from './part.api';
import { partColumns, partPageSummary } from './part-columns';
import { partSearchKeyword } from './part-keyword';
import { openPartModify, PART_PATHS } from './part-paths';
import { useScanAnywhere } from './scan-catcher';
import { usePartChoices } from './use-part-choices';
import './part.css';
import { pagedPaging } from '../../components/list-page/paged-list';

const QUICK_FIELDS = [
  { field: 'carModel', op: 'contains' as const, placeholder: '예: 아반떼', width: 130 },
  { field: 'brandCode', op: 'eq' as const, width: 170 },
  { field: 'kindCode', op: 'startsWith' as const, width: 230 },
  { field: 'supplierCode', op: 'eq' as const, width: 190 },
];

type Props = {
  title: string;
  description: string;
  gridId: string;
  large?: boolean;
  /** PartListByBrand: nothing is listed until a brand is chosen. */
  requireBrand?: boolean;
  side?: (brandCode: string | undefined, pick: (code: string) => void) => ReactNode;
};

const brandOf = (filters: readonly ListFilter[]) =>
  filters.find((f) => f.field === 'brandCode' && f.op === 'eq')?.value as string | undefined;

/**
 * PartList / PartLargeList / PartListByBrand: one search box for part-number prefix, barcode
 * (a scanned web address included) and Hangul name or car model, with brand, kind, supplier and
 * car filters; paged on the server; stock per warehouse beside each part.
 */
const PartListView = ({ title, description, gridId, large = false, requireBrand = false, side }: Props) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { query, search, sortBy, goTo } = useListUrlState(PART_LIST_SPEC, large ? 100 : undefined);
  const brandCode = brandOf(query.filters);
  const list = usePartList(query, !requireBrand || brandCode !== undefined);
  const choices = usePartChoices();
  const tableRef = useRef<DataTableHandle>(null);
  const [selected, setSelected] = useState<PartStockRow[]>([]);
  const columns = useMemo(() => partColumns(choices.warehouses, large), [choices.warehouses, large]);
  useDataChange('part', () => void queryClient.invalidateQueries({ queryKey: partKeys.all }));

  const searchWith = (next: { filters: ListFilter[]; keyword?: string }) => {
    const keyword = partSearchKeyword(next.keyword);
    search({ filters: next.filters, ...(keyword ? { keyword } : {}) });
  };
  // A scan while the grid has the focus searches that barcode alone (within the chosen brand).
  useScanAnywhere((scanned) =>
    searchWith({
      filters: requireBrand ? query.filters.filter((f) => f.field === 'brandCode') : [],
      keyword: scanned,
    }),
  );
  const pickBrand = (code: string) =>
    searchWith({
      filters: [
        ...query.filters.filter((f) => f.field !== 'brandCode'),
        { field: 'brandCode', op: 'eq', value: code },
      ],
      keyword: query.keyword,
    });

  const first = selected[0];
  const page = (
    <ListPage<PartStockRow>
      title={title}
      description={description}
      actions={
        <>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(PART_PATHS.register)}>
            품목 등록
          </Button>
          <Button icon={<FileExcelOutlined />} onClick={() => navigate(PART_PATHS.excelUpload)}>
            엑셀 등록
          </Button>
        </>
      }
      onExcelDownload={() => downloadPartExcel(query)}
      filterBar={
        <SpecFilterBar
          spec={PART_LIST_SPEC}
          query={query}
          onSearch={searchWith}
          options={choices.filters}
          quickFields={QUICK_FIELDS}
          keywordPlaceholder="품번·바코드·품명·차종 (예: 92101, 램프)"
          onLeaveDown={() => tableRef.current?.focusFirstRow()}
        />
      }
      table={{
        gridId,
        columns,
        rows: requireBrand && !brandCode ? [] : list.data?.rows,
        rowId: (p) => p.code,
        loading: list.isFetching,
        sort: query.sort,
        onSortChange: sortBy,
        selection: 'multi',
        onSelectionChange: setSelected,
        summaryRow: partPageSummary(list.data?.rows),
        onRowOpen: (p) => openPartModify(p.code, navigate),
        emptyText:
          requireBrand && !brandCode ? '왼쪽에서 브랜드를 고르세요.' : '조건에 맞는 품목이 없습니다.',
        handleRef: tableRef,
        toolbar: selected.length > 0 && (
          <Space size={6} wrap>
            <Typography.Text type="secondary">{selected.length}건 선택</Typography.Text>
            <Button
              size="small"
              icon={<EditOutlined />}
              disabled={!first}
              onClick={() => first && openPartModify(first.code, navigate)}
            >
              수정
            </Button>
            <Button
              size="small"
              icon={<ThunderboltOutlined />}
              disabled={!first}
              onClick={() => first && navigate(PART_PATHS.simpleModify(first.code))}
            >
              간편 수정
            </Button>
            <Button
              size="small"
              icon={<CopyOutlined />}
              disabled={!first}
              onClick={() => first && navigate(PART_PATHS.copy(first.code))}
            >
              복사 등록
            </Button>
          </Space>
        ),
      }}
      paging={pagedPaging(list, query, goTo)}
    />
  );
  if (!side) return page;
  return (
    <div className="erp-part-by-brand">
      {side(brandCode, pickBrand)}
      {page}
    </div>
  );
};

const HINT =
  'Enter: 조회 · ↓: 목록으로 · 화살표: 이동 · Enter 또는 두 번 클릭: 수정 창 · 바코드를 스캔해도 찾습니다';

/** SPEC §2.8 /Company/PartList. */
export const PartListPage = () => <PartListView title="품목 목록" description={HINT} gridId="part-list" />;

/** SPEC §2.8 /Company/Part/PartLargeList: 100 rows a page and every column. */
export const PartLargeListPage = () => (
  <PartListView title="품목 대량 목록" description={HINT} gridId="part-large-list" large />
);

/** SPEC §2.8 /Company/PartListByBrand: brands on the left, that brand's parts on the right. */
export const PartListByBrandPage = () => {
  const { brands } = usePartChoices();
  return (
    <PartListView
      title="브랜드별 품목"
      description="왼쪽에서 브랜드를 고르면 그 브랜드의 품목과 창고별 재고를 봅니다."
      gridId="part-list-by-brand"
      requireBrand
      side={(brandCode, pick) => (
        <Card size="small" title="브랜드" className="erp-part-brand-menu">
          {brands.length === 0 ? (
            <Empty description="등록된 브랜드가 없습니다." />
          ) : (
            <Menu
              mode="inline"
              selectedKeys={brandCode ? [brandCode] : []}
              onClick={({ key }) => pick(key)}
              items={brands.map((b) => ({
                key: b.code,
                label: `${b.name}${b.active ? '' : ' (중지)'}`,
                title: `${b.name} ${b.code}`,
              }))}
            />
          )}
        </Card>
      )}
    />
  );
};
