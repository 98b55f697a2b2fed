import { MUZIN_VIEW_TYPE_LABELS, type MuzinListItem, type MuzinViewType, muzinApi } from '@erp/domain';
import { Button, Card, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../app/contract-client';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { SearchButton } from '../../components/list-page/search-button';
import { useUrlParams } from '../../components/list-page/url-params';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { muzinViewPath, muzinWritePath } from './muzin-paths';

const COLUMNS: DataColumn<MuzinListItem>[] = [
  { colId: 'category', headerName: '분류', field: 'category', width: 100 },
  { colId: 'title', headerName: '제목', field: 'title', width: 260 },
  { colId: 'summary', headerName: '내용', field: 'summary', flex: 1, minWidth: 200 },
  { colId: 'authorName', headerName: '작성자', field: 'authorName', width: 100 },
  {
    colId: 'updatedAt',
    headerName: '수정 일시',
    field: 'updatedAt',
    width: 150,
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
];
const DEFAULTS = { q: '', page: 1, size: 20 };

/** MuzinPublicInfoList / MuzinIndividualInfoList: notes searchable by one or two syllables. */
const MuzinList = ({ viewType }: { viewType: MuzinViewType }) => {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [search, setSearch] = useState(params.q);
  const contract = viewType === 'public' ? muzinApi.publicList : muzinApi.individualList;
  const list = useApiQuery(contract, { body: { search: params.q, page: params.page, size: params.size } });
  const find = () => setParams({ q: search.trim(), page: 1 });
  return (
    <ListPage<MuzinListItem>
      title={MUZIN_VIEW_TYPE_LABELS[viewType]}
      description={
        viewType === 'public'
          ? '모든 직원이 함께 보는 업무 지식입니다. 한두 글자로도 찾을 수 있습니다.'
          : '나만 보는 메모입니다. 다른 사람에게는 보이지 않습니다.'
      }
      actions={
        <Button type="primary" onClick={() => navigate(muzinWritePath(viewType))}>
          글쓰기
        </Button>
      }
      filterBar={
        <Card size="small" className="erp-filter-card">
          <div className="erp-filter-row">
            <span className="erp-filter-item" style={{ width: 320 }}>
              <span className="erp-filter-label">검색어</span>
              <Input
                allowClear
                aria-label="검색어"
                placeholder="제목이나 내용"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                onPressEnter={find}
              />
            </span>
            <span className="erp-filter-buttons">
              <SearchButton onClick={find} />
            </span>
          </div>
        </Card>
      }
      table={{
        gridId: `muzin-${viewType}`,
        columns: COLUMNS,
        rows: list.data?.items,
        rowId: (r) => String(r.code),
        loading: list.isFetching,
        onRowOpen: (r) => navigate(muzinViewPath(viewType, r.code)),
        emptyText: '등록된 정보가 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};

export const MuzinPublicInfoListPage = () => <MuzinList viewType="public" />;
export const MuzinIndividualInfoListPage = () => <MuzinList viewType="individual" />;
