import { EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { NOTICE_KIND_LABELS, NOTICE_STATUS_LABELS, type NoticeDetail } from '@erp/domain';
import { Alert, Button, Card, Empty, Space, Spin, Table, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { useNotice, useNoticeList } from './notice.api';
import { NOTICE_PATHS, noticeEditPath } from './notice-paths';
import './notice.css';

const Recipients = ({ notice }: { notice: NoticeDetail }) => (
  <Table
    size="small"
    rowKey="loginId"
    pagination={false}
    dataSource={notice.recipients}
    columns={[
      { title: '받는 사람', dataIndex: 'name', render: (name: string, r) => `${name} (${r.loginId})` },
      {
        title: '읽은 일시',
        dataIndex: 'readAt',
        render: (v: string | null) =>
          v ? formatKstDateTime(v) : <Typography.Text type="danger">안 읽음</Typography.Text>,
      },
    ]}
  />
);

/** Reads one notice; opening it records the reading and clears its item in the header bell. */
const NoticeView = ({ seq, backTo }: { seq: number; backTo: string }) => {
  const navigate = useNavigate();
  const query = useNotice(seq);
  const notice = query.data;
  if (query.isLoading) return <Spin />;
  if (!notice) return <Empty description="공지를 찾을 수 없습니다." />;
  return (
    <Card
      className="erp-notice-view"
      title={
        <Space>
          {notice.pinned && <Tag color="red">고정</Tag>}
          <Tag>{NOTICE_KIND_LABELS[notice.kind]}</Tag>
          <span>{notice.title}</span>
        </Space>
      }
      extra={
        <Space>
          {notice.canEdit && (
            <Button icon={<EditOutlined />} onClick={() => navigate(noticeEditPath(notice))}>
              수정
            </Button>
          )}
          <Button icon={<UnorderedListOutlined />} onClick={() => navigate(backTo)}>
            목록
          </Button>
        </Space>
      }
    >
      {notice.status !== 'published' && (
        <Alert
          type="warning"
          showIcon
          title={`이 공지는 ${NOTICE_STATUS_LABELS[notice.status]} 상태입니다.`}
        />
      )}
      <div className="erp-notice-view-meta">
        <span>작성자 {notice.authorName}</span>
        <span>게시 {formatKstDateTime(notice.publishedAt) || '미게시'}</span>
        <span>
          읽음 {notice.readCount}
          {notice.kind === 'individual' ? ` / ${notice.recipientCount}명` : '명'}
        </span>
      </div>
      <div className="erp-notice-body">{notice.body}</div>
      {notice.kind === 'individual' && notice.recipients.length > 0 && (
        <div style={{ marginTop: 16 }}>
          <Typography.Title level={5}>받는 사람별 읽음 현황</Typography.Title>
          <Recipients notice={notice} />
        </div>
      )}
    </Card>
  );
};

const seqOf = (value: string | undefined): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** NoticeUserView/:seq; without a number it shows the newest company notice in place. */
export const NoticeUserViewPage = () => {
  const { seq } = useParams();
  const wanted = seqOf(seq);
  const newest = useNoticeList({
    box: 'received',
    kind: 'notice',
    search: '',
    unreadOnly: false,
    page: 1,
    size: 1,
  });
  const shown = wanted ?? newest.data?.items[0]?.seq ?? null;
  if (shown !== null) return <NoticeView key={shown} seq={shown} backTo={NOTICE_PATHS.userList} />;
  if (newest.isLoading) return <Spin />;
  return <Empty description="게시된 공지가 없습니다." />;
};

const ViewBySeq = ({ backTo }: { backTo: string }) => {
  const { seq } = useParams();
  const wanted = seqOf(seq);
  if (wanted === null) return <Empty description="공지 번호가 올바르지 않습니다." />;
  return <NoticeView key={wanted} seq={wanted} backTo={backTo} />;
};

export const NoticeIndividualViewPage = () => <ViewBySeq backTo={NOTICE_PATHS.individualList} />;
export const NoticeAdminIndividualViewPage = () => <ViewBySeq backTo={NOTICE_PATHS.adminIndividualList} />;
