import { PlusOutlined } from '@ant-design/icons';
import { EXTERNAL_USER_COLUMNS, type ExternalUser, externalApi, externalScreens, linkTo } from '@erp/domain';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterItem, FilterSwitch } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { useExternalUsers } from './external.api';

const COLUMNS = gridColumnsOf(EXTERNAL_USER_COLUMNS);
const DEFAULTS = { keyword: '', deleted: false, page: 1, size: 50 };

/** ExternalUserList: head office's list of external salespeople; Enter or a double click opens one. */
export const ExternalUserListPage = () => {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [draft, setDraft] = useState(params);
  const query = {
    keyword: params.keyword || undefined,
    includeDeleted: params.deleted,
    page: params.page,
    size: params.size,
  };
  const list = useExternalUsers(query);
  const open = (u: ExternalUser) =>
    navigate(linkTo(externalScreens.externalUserModify, { userId: String(u.id) }));
  return (
    <ListPage<ExternalUser>
      title="외부 영업자 목록"
      description="외부 영업자와 추천 거래처 수입니다. 삭제는 표시만 하며 로그인이 막힙니다."
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(externalScreens.externalUserAdd.path)}
        >
          외부 영업자 등록
        </Button>
      }
      onExcelDownload={() => downloadApi(externalApi.listExcel, { body: query }, '외부영업자.xlsx')}
      filterBar={
        <FilterCard onSearch={() => setParams({ ...draft, page: 1 })}>
          <FilterItem label="검색어" htmlFor="ext-keyword">
            <Input
              id="ext-keyword"
              placeholder="아이디·이름·추천인 코드·전화"
              style={{ width: 240 }}
              value={draft.keyword}
              onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
            />
          </FilterItem>
          <FilterSwitch
            label="삭제 포함"
            checked={draft.deleted}
            onChange={(deleted) => setDraft({ ...draft, deleted })}
          />
        </FilterCard>
      }
      table={{
        gridId: 'external-user-list',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (u) => String(u.id),
        loading: list.isFetching,
        onRowOpen: open,
        emptyText: '외부 영업자가 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
