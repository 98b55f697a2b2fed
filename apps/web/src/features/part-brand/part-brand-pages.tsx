import {
  AppstoreOutlined,
  CloseOutlined,
  EditOutlined,
  FileExcelOutlined,
  PlusOutlined,
  SearchOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type Brand, brandInputSchema, brandModifySchema, withParticle } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Input, Result, Space, Tag, Typography } from 'antd';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { announceDataChange, isPopupWindow, useDataChange } from '../../components/data-sync/data-change';
import { formatKstDate } from '../../components/data-table/cell-format';
import type { DataColumn, DataTableHandle } from '../../components/data-table/data-table.types';
import { ExcelImportPage, sampleColumnsOf } from '../../components/excel-import/excel-import-page';
import { FormPage } from '../../components/form-page/form-page';
import type { FormSection } from '../../components/form-page/form-page.types';
import { ListPage } from '../../components/list-page/list-page';
import { SearchButton } from '../../components/list-page/search-button';
import { toast } from '../../shell/toast/toast';
import { BRAND_PATHS, openBrandModify } from './brand-paths';
import {
  type BrandQuery,
  brandKeys,
  createBrand,
  modifyBrand,
  useBrand,
  useBrandList,
} from './part-brand.api';

const text = (p: { value: unknown }) => (p.value === null || p.value === undefined ? '' : String(p.value));

const COLUMNS: DataColumn<Brand>[] = [
  {
    colId: 'code',
    headerName: '브랜드 코드',
    field: 'code',
    width: 130,
    lockVisible: true,
    cellClass: 'erp-cell-code',
  },
  { colId: 'name', headerName: '브랜드명', field: 'name', width: 160 },
  { colId: 'nameEn', headerName: '영문명', field: 'nameEn', width: 150, valueFormatter: text },
  { colId: 'maker', headerName: '제조사', field: 'maker', width: 150, valueFormatter: text },
  { colId: 'country', headerName: '원산지', field: 'country', width: 100, valueFormatter: text },
  {
    colId: 'sortOrder',
    headerName: '정렬 순서',
    field: 'sortOrder',
    width: 90,
    type: 'rightAligned',
    cellClass: 'erp-cell-number',
  },
  {
    colId: 'active',
    headerName: '사용 여부',
    field: 'active',
    width: 90,
    cellClass: 'erp-cell-center',
    valueFormatter: (p) => (p.value ? '사용' : '중지'),
  },
  { colId: 'memo', headerName: '메모', field: 'memo', width: 220, valueFormatter: text },
  {
    colId: 'updatedAt',
    headerName: '수정일',
    field: 'updatedAt',
    width: 104,
    valueFormatter: (p) => formatKstDate(p.value as string),
  },
];

/**
 * SPEC §2.8 /Company/Brand/PartBrandList: every brand (a company carries tens, so the list is
 * whole); Enter or a double click opens the brand, and its parts are one click away.
 */
export const PartBrandListPage = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<BrandQuery>({ activeOnly: false });
  const [query, setQuery] = useState<BrandQuery>({ activeOnly: false });
  const list = useBrandList(query);
  const tableRef = useRef<DataTableHandle>(null);
  const [selected, setSelected] = useState<Brand[]>([]);
  useDataChange('brand', () => void queryClient.invalidateQueries({ queryKey: brandKeys.all }));
  const search = () => setQuery({ ...draft, keyword: draft.keyword?.trim() || undefined });
  const first = selected[0];
  return (
    <ListPage<Brand>
      title="브랜드 목록"
      description="Enter: 조회 · ↓: 목록으로 · Enter 또는 두 번 클릭: 수정 창 · 선택한 브랜드의 품목 보기"
      actions={
        <>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(BRAND_PATHS.register)}>
            브랜드 등록
          </Button>
          <Button icon={<FileExcelOutlined />} onClick={() => navigate(BRAND_PATHS.excel)}>
            엑셀 등록
          </Button>
        </>
      }
      filterBar={
        <Card size="small" className="erp-filter-card">
          <Space wrap>
            <Input
              aria-label="검색어"
              prefix={<SearchOutlined />}
              placeholder="코드·브랜드명·영문명·제조사"
              allowClear
              autoFocus
              style={{ width: 280 }}
              value={draft.keyword ?? ''}
              onChange={(event) => setDraft((d) => ({ ...d, keyword: event.target.value }))}
              onKeyDown={(event: KeyboardEvent) => {
                if (event.key === 'Enter' && !event.nativeEvent.isComposing) search();
                if (event.key === 'ArrowDown') {
                  event.preventDefault();
                  tableRef.current?.focusFirstRow();
                }
              }}
            />
            <Checkbox
              checked={draft.activeOnly}
              onChange={(event) => {
                const next = { ...draft, activeOnly: event.target.checked };
                setDraft(next);
                setQuery({ ...next, keyword: next.keyword?.trim() || undefined });
              }}
            >
              사용 중만
            </Checkbox>
            <SearchButton onClick={search} />
          </Space>
        </Card>
      }
      table={{
        gridId: 'brand-list',
        columns: COLUMNS,
        rows: list.data,
        rowId: (b) => b.code,
        loading: list.isFetching,
        selection: 'single',
        onSelectionChange: setSelected,
        onRowOpen: (b) => openBrandModify(b.code, navigate),
        emptyText: '조건에 맞는 브랜드가 없습니다.',
        handleRef: tableRef,
        toolbar: (
          <Space size={6} wrap>
            <Typography.Text type="secondary">
              {(list.data ?? []).length.toLocaleString('ko-KR')}개
            </Typography.Text>
            {first && (
              <>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => openBrandModify(first.code, navigate)}
                >
                  수정
                </Button>
                <Button
                  size="small"
                  icon={<AppstoreOutlined />}
                  onClick={() => navigate(BRAND_PATHS.parts(first.code))}
                >
                  {first.name} 품목 보기
                </Button>
              </>
            )}
          </Space>
        ),
      }}
    />
  );
};

const SECTIONS = (withCode: boolean): FormSection[] => [
  {
    title: '브랜드 정보',
    fields: [
      ...(withCode
        ? [{ name: 'code', widget: 'text' as const, maxLength: 20, placeholder: '영문·숫자 (예: ROCKET)' }]
        : []),
      { name: 'name', widget: 'text', maxLength: 50, placeholder: '예: 로케트' },
      { name: 'nameEn', widget: 'text', maxLength: 50 },
      { name: 'maker', widget: 'text', maxLength: 50 },
      { name: 'country', widget: 'text', maxLength: 30, placeholder: '예: 대한민국' },
      { name: 'sortOrder', widget: 'number', help: '작을수록 목록 위에 나옵니다.' },
      { name: 'active', widget: 'switch' },
      { name: 'memo', widget: 'textarea', maxLength: 500, span: 24 },
    ],
  },
];

const brandEditSchema = brandModifySchema.omit({ version: true });

/**
 * partBrandRegister (new), partBrandRegister/{type} (a popup; 'new' registers) and
 * partBrandRegister/{type}/{code} (modify that brand).
 */
export const PartBrandRegisterPage = () => {
  const { code } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const popup = useMemo(isPopupWindow, []);
  const source = useBrand(code);
  const brand = source.data;
  const sections = useMemo(() => SECTIONS(!code), [code]);
  const done = (saved: Brand, action: 'created' | 'updated') => {
    queryClient.setQueryData(brandKeys.single(saved.code), saved);
    void queryClient.invalidateQueries({ queryKey: brandKeys.all });
    announceDataChange({ entity: 'brand', action, key: saved.code, record: saved });
  };
  const back = popup ? (
    <Button icon={<CloseOutlined />} onClick={() => window.close()}>
      닫기
    </Button>
  ) : (
    <Button icon={<UnorderedListOutlined />} onClick={() => navigate(BRAND_PATHS.list)}>
      목록
    </Button>
  );
  if (code && source.isError)
    return (
      <Result
        status="404"
        title="브랜드를 찾을 수 없습니다."
        subTitle={`브랜드 코드 ${code}`}
        extra={<Button onClick={() => navigate(BRAND_PATHS.list)}>브랜드 목록</Button>}
      />
    );
  if (code)
    return (
      <FormPage
        title="브랜드 수정"
        mode="modify"
        compact={popup}
        subject={<Tag className="erp-code-tag">{code}</Tag>}
        schema={brandEditSchema}
        sections={sections}
        initialValues={brand}
        loading={!brand}
        onSubmit={async (data) => {
          if (!brand) return undefined;
          const saved = await modifyBrand(brand.code, data, brand.version);
          done(saved, 'updated');
          toast.success(`브랜드 ${withParticle(saved.name, '을/를')} 저장했습니다.`);
          return saved;
        }}
        onReload={() => source.refetch()}
        actions={back}
      />
    );
  return (
    <FormPage
      title="브랜드 등록"
      mode="register"
      compact={popup}
      description="브랜드 코드는 영문·숫자로 짓고 나중에 바꿀 수 없습니다."
      schema={brandInputSchema}
      sections={sections}
      initialValues={{ sortOrder: 0, active: true }}
      onSubmit={async (data) => {
        const saved = await createBrand(data);
        done(saved, 'created');
        toast.success(`브랜드 ${saved.code} ${withParticle(saved.name, '을/를')} 등록했습니다.`);
        return undefined;
      }}
      actions={back}
    />
  );
};

const SAMPLE_COLUMNS = sampleColumnsOf(
  brandInputSchema,
  ['code', 'name', 'nameEn', 'maker', 'country', 'sortOrder', 'active'],
  { active: (v: unknown) => (v === false ? '아니오' : '예') },
);

/** PartBrandExcelInsert: brands from a sheet; a code already there is updated from the sheet. */
export const PartBrandExcelInsertPage = () => (
  <ExcelImportPage
    title="브랜드 엑셀 등록"
    description="브랜드 코드와 이름이 든 엑셀 파일로 브랜드를 한꺼번에 등록합니다. 이미 있는 코드는 엑셀의 내용으로 고쳐집니다."
    entity="brand"
    entityLabel="브랜드"
    columns={SAMPLE_COLUMNS}
    refresh={{ queryKey: brandKeys.all, change: { entity: 'brand', action: 'updated' } }}
    back={{ to: BRAND_PATHS.list, label: '브랜드 목록으로' }}
  />
);
