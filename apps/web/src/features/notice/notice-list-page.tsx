import { EditOutlined } from '@ant-design/icons';
import type { NoticeBox, NoticeKind, NoticeListItem } from '@erp/domain';
import { Button, Card, Checkbox, Input } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../components/list-page/list-page';
import { urlPaging } from '../../components/list-page/paged-list';
import { SearchButton } from '../../components/list-page/search-button';
import { useUrlParams } from '../../components/list-page/url-params';
import { useShell } from '../../shell/layouts/shell-context';
import { useNoticeList } from './notice.api';
import { noticeColumns } from './notice-columns';
import { NOTICE_PATHS, noticeOpenPath } from './notice-paths';
import './notice.css';

const DEFAULTS = { q: '', unread: false, page: 1, size: 20 };

type Config = {
  title: string;
  description: string;
  box: NoticeBox;
  kind?: NoticeKind;
  showStatus?: boolean;
  gridId: string;
  emptyText: string;
  action?: { label: string; path: string; adminOnly?: boolean };
};

const NoticeListScreen = ({ config }: { config: Config }) => {
  const { session } = useShell();
  const navigate = useNavigate();
  const admin = session.auth === 'admin';
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [search, setSearch] = useState(params.q);
  const list = useNoticeList({
    box: config.box,
    kind: config.kind,
    search: params.q,
    unreadOnly: params.unread,
    page: params.page,
    size: params.size,
  });
  const columns = useMemo(
    () => noticeColumns({ status: config.showStatus ?? false, kind: config.kind !== 'individual' }),
    [config.showStatus, config.kind],
  );
  const open = (item: NoticeListItem) =>
    navigate(noticeOpenPath(item, { admin, mine: item.authorLoginId === session.id }));
  const action: ReactNode =
    config.action && (!config.action.adminOnly || admin) ? (
      <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(config.action?.path ?? '')}>
        {config.action.label}
      </Button>
    ) : null;

  return (
    <ListPage<NoticeListItem>
      title={config.title}
      description={config.description}
      actions={action}
      filterBar={
        <Card size="small" className="erp-filter-card">
          <div className="erp-filter-row">
            <span className="erp-filter-item" style={{ width: 320 }}>
              <span className="erp-filter-label">검색어</span>
              <Input
                allowClear
                value={search}
                placeholder="제목이나 내용"
                aria-label="검색어"
                onChange={(e) => setSearch(e.target.value)}
                onPressEnter={() => setParams({ q: search.trim(), page: 1 })}
              />
            </span>
            {config.box === 'received' && (
              <Checkbox
                checked={params.unread}
                onChange={(e) => setParams({ unread: e.target.checked, page: 1 })}
              >
                안 읽은 것만
              </Checkbox>
            )}
            <span className="erp-filter-buttons">
              <SearchButton onClick={() => setParams({ q: search.trim(), page: 1 })} />
            </span>
          </div>
        </Card>
      }
      table={{
        gridId: config.gridId,
        columns,
        rows: list.data?.items,
        rowId: (n) => String(n.seq),
        loading: list.isFetching,
        onRowOpen: open,
        emptyText: config.emptyText,
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};

/** NoticeList: company notices; an admin sees every state (drafts, withdrawn) and read counts. */
export const NoticeListPage = () => {
  const { session } = useShell();
  const admin = session.auth === 'admin';
  return (
    <NoticeListScreen
      config={{
        title: '공지사항',
        description: admin
          ? '회사 공지 전체입니다 (임시 저장·게시 취소 포함). Enter 또는 두 번 클릭으로 엽니다.'
          : '게시된 회사 공지입니다. 굵은 제목은 아직 읽지 않은 공지입니다.',
        box: admin ? 'all' : 'received',
        kind: 'notice',
        showStatus: admin,
        gridId: 'notice-list',
        emptyText: '공지가 없습니다.',
        action: { label: '공지 등록', path: NOTICE_PATHS.register, adminOnly: true },
      }}
    />
  );
};

/** NoticeUserList: what has been published to me, company and individual, unread marked. */
export const NoticeUserListPage = () => (
  <NoticeListScreen
    config={{
      title: '공지 보기',
      description: '나에게 게시된 회사 공지와 개별 공지입니다. 굵은 제목은 아직 읽지 않은 공지입니다.',
      box: 'received',
      gridId: 'notice-user-list',
      emptyText: '받은 공지가 없습니다.',
    }}
  />
);

export const NoticeIndividualListPage = () => (
  <NoticeListScreen
    config={{
      title: '개별 공지함',
      description: '나에게 온 개별 공지입니다.',
      box: 'received',
      kind: 'individual',
      gridId: 'notice-individual-list',
      emptyText: '받은 개별 공지가 없습니다.',
      action: { label: '개별 공지 보내기', path: NOTICE_PATHS.send },
    }}
  />
);

/** Admin: every individual notice sent in the company, with how many of its recipients read it. */
export const NoticeAdminIndividualListPage = () => (
  <NoticeListScreen
    config={{
      title: '개별 공지 관리',
      description: '회사에서 보낸 개별 공지 전체와 받는 사람의 읽음 현황입니다 (읽은 사람/받는 사람).',
      box: 'all',
      kind: 'individual',
      showStatus: true,
      gridId: 'notice-admin-individual-list',
      emptyText: '개별 공지가 없습니다.',
    }}
  />
);

export const NoticeTemporaryStoragePage = () => (
  <NoticeListScreen
    config={{
      title: '임시 저장함',
      description: '임시 저장한 내 공지입니다. 열어서 고치고 게시하세요.',
      box: 'drafts',
      gridId: 'notice-drafts',
      emptyText: '임시 저장한 공지가 없습니다.',
    }}
  />
);
