import {
  linkTo,
  OSC_PARTNER_KEYS,
  OSC_PARTNERS,
  type OscPartnerKey,
  outsourcingScreens,
  outsourcingUserApi,
  PARTNER_USER_COLUMNS,
  type PartnerUser,
} from '@erp/domain';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterChoice, FilterItem } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { useShell } from '../../shell/layouts/shell-context';

const COLUMNS = gridColumnsOf(PARTNER_USER_COLUMNS, {
  overrides: { partner: { valueFormatter: (p) => OSC_PARTNERS[p.value as OscPartnerKey]?.name ?? '' } },
});
const DEFAULTS = { q: '', partner: '', page: 1, size: 50 };

const S = outsourcingScreens;
const REGISTER: Record<OscPartnerKey, string> = {
  Hr: S.outsourcingHrUserRegistration.path,
  AutoReman: S.outsourcingAutoRemanUserRegistration.path,
  TaeGyeong: S.outsourcingTaeGyeongUserRegistration.path,
  mobis: S.outsourcingMobisUserRegistration.path,
};
const modifyPath = (u: PartnerUser) => {
  const uid = String(u.id);
  if (u.partner === 'Hr') return linkTo(S.outsourcingHrUserModify, { uid });
  if (u.partner === 'AutoReman') return linkTo(S.outsourcingAutoRemanUserModify, { uid });
  if (u.partner === 'TaeGyeong') return linkTo(S.outsourcingTaeGyeongUserModify, { uid });
  return linkTo(S.outsourcingMobisUserModify, { uid });
};

/** OutsourcingUserList: head office sees every partner's users, a partner only its own. */
export const OutsourcingUserListPage = () => {
  const navigate = useNavigate();
  const { session } = useShell();
  const staff = session.auth === 'admin' || session.auth === 'public';
  const own = OSC_PARTNER_KEYS.find((k) => OSC_PARTNERS[k].role === session.auth);
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [search, setSearch] = useState(params.q);
  const partner = (staff ? params.partner || undefined : own) as OscPartnerKey | undefined;
  const list = useApiQuery(outsourcingUserApi.list, {
    body: { search: params.q, partner, page: params.page, size: params.size },
  });
  const registrable = staff ? OSC_PARTNER_KEYS : own ? [own] : [];
  return (
    <ListPage<PartnerUser>
      title="협력사 사용자 목록"
      description="협력사 화면에 로그인하는 계정입니다. 두 번 클릭하면 수정합니다."
      actions={
        <Space wrap>
          {registrable.map((k) => (
            <Button
              key={k}
              type={registrable.length === 1 ? 'primary' : 'default'}
              onClick={() => navigate(REGISTER[k])}
            >
              {`${OSC_PARTNERS[k].name} 사용자 등록`}
            </Button>
          ))}
        </Space>
      }
      filterBar={
        <FilterCard onSearch={() => setParams({ q: search.trim(), page: 1 })}>
          <FilterItem label="검색어" htmlFor="osc-user-search" width={220}>
            <Input
              id="osc-user-search"
              allowClear
              placeholder="아이디·이름"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </FilterItem>
          {staff && (
            <FilterChoice
              label="협력사"
              width={130}
              value={params.partner}
              onChange={(p) => setParams({ partner: p, page: 1 })}
              choices={OSC_PARTNER_KEYS.map((k) => ({ value: k, label: OSC_PARTNERS[k].name }))}
            />
          )}
        </FilterCard>
      }
      table={{
        gridId: 'osc-user-list',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (u) => String(u.id),
        loading: list.isFetching,
        onRowOpen: (u) => navigate(modifyPath(u)),
        emptyText: '협력사 사용자가 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
