import {
  ASSOCIATION_COLUMNS,
  type AssociationRow,
  associationApi,
  associationInputSchema,
} from '@erp/domain';
import { Button, Card, Checkbox, Input, Space } from 'antd';
import { useState } from 'react';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterItem } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { toast } from '../../shell/toast/toast';
import { firstIssue, useAssociations, useSave } from './association.api';
import { AssociationMembersCard } from './association-members-card';

const COLUMNS = gridColumnsOf(ASSOCIATION_COLUMNS);
const DEFAULTS = { keyword: '', page: 1, size: 50 };
const EMPTY = { code: '', name: '', representative: '', phone: '', memo: '', active: true };

/** Association/AssociationInfoList (협회 목록): register or modify associations and their members. */
export const AssociationInfoPage = () => {
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [draft, setDraft] = useState(params);
  const [form, setForm] = useState(EMPTY);
  const list = useAssociations({ keyword: params.keyword || null, page: params.page, size: params.size });
  const save = useSave();
  const submit = async () => {
    const parsed = associationInputSchema.safeParse({ ...form, code: form.code || null });
    if (!parsed.success) return toast.error(firstIssue(parsed.error.issues));
    const saved = await save(associationApi.save, { body: parsed.data });
    if (saved) setForm({ ...EMPTY, ...nullsOut(saved) });
  };
  const field = (key: 'name' | 'representative' | 'phone' | 'memo', label: string, width: number) => (
    <Input
      aria-label={label}
      placeholder={label}
      style={{ width }}
      value={form[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
    />
  );
  return (
    <ListPage<AssociationRow>
      title="협회 목록"
      description="거래처가 속한 협회입니다. 행을 고르면 수정하고 회원을 관리합니다."
      filterBar={
        <Space orientation="vertical" style={{ width: '100%' }}>
          <FilterCard onSearch={() => setParams({ ...draft, page: 1 })}>
            <FilterItem label="협회 (코드·이름)" htmlFor="as-keyword">
              <Input
                id="as-keyword"
                style={{ width: 200 }}
                value={draft.keyword}
                onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
              />
            </FilterItem>
          </FilterCard>
          <Card size="small" title={form.code ? `협회 수정 · ${form.code}` : '협회 등록'}>
            <Space wrap>
              {field('name', '협회명', 200)}
              {field('representative', '대표자', 120)}
              {field('phone', '연락처', 140)}
              {field('memo', '비고', 240)}
              <Checkbox
                checked={form.active}
                onChange={(e) => setForm({ ...form, active: e.target.checked })}
              >
                사용
              </Checkbox>
              <Button type="primary" onClick={submit}>
                {form.code ? '수정' : '등록'}
              </Button>
              {form.code && <Button onClick={() => setForm(EMPTY)}>새 협회</Button>}
            </Space>
          </Card>
          {form.code && <AssociationMembersCard associationCode={form.code} />}
        </Space>
      }
      table={{
        gridId: 'association-info-list',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.code,
        loading: list.isFetching,
        onRowOpen: (r) => setForm({ ...EMPTY, ...nullsOut(r) }),
        selection: 'single',
        onSelectionChange: (rows) => rows[0] && setForm({ ...EMPTY, ...nullsOut(rows[0]) }),
        emptyText: '등록된 협회가 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};

const nullsOut = (r: AssociationRow) => ({
  code: r.code,
  name: r.name,
  representative: r.representative ?? '',
  phone: r.phone ?? '',
  memo: r.memo ?? '',
  active: r.active,
});
