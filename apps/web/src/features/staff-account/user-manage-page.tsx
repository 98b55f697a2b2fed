import { PlusOutlined } from '@ant-design/icons';
import {
  ACCOUNT_KIND_LABELS,
  ACCOUNT_KINDS,
  ROLE_LABELS,
  ROLES,
  STAFF_ACCOUNT_COLUMNS,
  STAFF_ACCOUNT_LIST_SPEC,
  type StaffAccountRow,
  staffAccountApi,
} from '@erp/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useApiQuery } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import type { QuickField } from '../../components/list-page/filter-draft';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { UserCreateModal } from './user-create-modal';
import { UserDetailDrawer } from './user-detail-drawer';

const COLUMNS = gridColumnsOf(STAFF_ACCOUNT_COLUMNS, { spec: STAFF_ACCOUNT_LIST_SPEC });
const QUICK: readonly QuickField[] = [
  { field: 'kind', op: 'eq', width: 130 },
  { field: 'role', op: 'eq', width: 130 },
  { field: 'disabled', op: 'eq', width: 100 },
];
const OPTIONS = {
  kind: ACCOUNT_KINDS.map((k) => ({ value: k, label: ACCOUNT_KIND_LABELS[k] })),
  role: ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
};
const EXCEL = { contract: staffAccountApi.excel, fileName: '사용자목록.xlsx' };

/** /Company/UserManage: every account; register, role, menu grants, disable, reset, unlock, history. */
export const UserManagePage = () => {
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    staffAccountApi.list,
    STAFF_ACCOUNT_LIST_SPEC,
    { excel: EXCEL },
  );
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  // A new account is opened at once, though the list's page may not hold it: it is found by its id.
  const [created, setCreated] = useState<{ id: number; loginId: string } | null>(null);
  const onPage = page.data?.rows.find((r) => r.id === openId) ?? null;
  const found = useApiQuery(
    staffAccountApi.list,
    { body: { keyword: created?.loginId ?? '', page: 1, size: 20 } },
    { enabled: created !== null && created.id === openId && onPage === null },
  );
  return (
    <>
      <ListPage<StaffAccountRow>
        title="사용자 관리"
        description="아이디·이름으로 찾습니다. Enter 또는 두 번 클릭: 권한·추가 메뉴·잠금·로그인 이력"
        onExcelDownload={downloadExcel}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            사용자 등록
          </Button>
        }
        filterBar={
          <SpecFilterBar
            {...filterBar}
            options={OPTIONS}
            quickFields={QUICK}
            keywordPlaceholder="아이디·이름"
          />
        }
        table={{
          gridId: 'user-manage',
          columns: COLUMNS,
          ...pagedRows(page, query, sortBy),
          rowId: (r) => String(r.id),
          onRowOpen: (r) => setOpenId(r.id),
          emptyText: '조건에 맞는 사용자가 없습니다.',
        }}
        paging={pagedPaging(page, query, goTo)}
      />
      <UserCreateModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(account) => {
          setCreated(account);
          setOpenId(account.id);
        }}
      />
      <UserDetailDrawer
        accountId={openId}
        row={onPage ?? found.data?.rows.find((r) => r.id === openId) ?? null}
        onClose={() => setOpenId(null)}
      />
    </>
  );
};
