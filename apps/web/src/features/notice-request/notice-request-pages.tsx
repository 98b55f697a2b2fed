import {
  NOTICE_REQUEST_STATUS_LABELS,
  type NoticeRequest,
  noticeRequestApi,
  noticeRequestScreens,
  noticeScreens,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Descriptions, Empty, Form, Input, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { callApi, useApiQuery } from '../../app/contract-client';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { SearchButton } from '../../components/list-page/search-button';
import { useUrlParams } from '../../components/list-page/url-params';
import { TitledPage } from '../../components/page-head/page-head';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { useShell } from '../../shell/layouts/shell-context';
import { requestViewPath } from './notice-request-paths';
import './notice-request.css';

const COLUMNS: DataColumn<NoticeRequest>[] = [
  { colId: 'seq', headerName: '번호', field: 'seq', width: 80 },
  { colId: 'title', headerName: '제목', field: 'title', flex: 1, minWidth: 240 },
  { colId: 'requesterName', headerName: '요청자', field: 'requesterName', width: 120 },
  {
    colId: 'status',
    headerName: '상태',
    field: 'status',
    width: 100,
    valueFormatter: (p) => NOTICE_REQUEST_STATUS_LABELS[p.value as NoticeRequest['status']] ?? '',
  },
  {
    colId: 'createdAt',
    headerName: '요청 일시',
    field: 'createdAt',
    width: 150,
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
  {
    colId: 'decidedAt',
    headerName: '처리 일시',
    field: 'decidedAt',
    width: 150,
    valueFormatter: (p) => formatKstDateTime(p.value as string | null),
  },
];

/** NoticeWriteRequest: a staff member asks the admins for a company notice. */
export const NoticeWriteRequestPage = () => {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ title: string; body: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async (values: { title: string; body: string }) => {
    setSaving(true);
    try {
      const saved = await callApi(noticeRequestApi.insert, { body: values });
      message.success('공지를 요청했습니다. 관리자가 승인하면 알림으로 알려 드립니다.');
      navigate(requestViewPath(saved.seq));
    } finally {
      setSaving(false);
    }
  };
  return (
    <TitledPage title="공지 요청" description="회사 공지로 올릴 내용을 적어 관리자에게 요청합니다.">
      <Card className="erp-office-form">
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="title"
            label="제목"
            rules={[{ required: true, whitespace: true, message: '제목을 입력하세요.' }]}
          >
            <Input maxLength={200} autoFocus />
          </Form.Item>
          <Form.Item
            name="body"
            label="내용"
            rules={[{ required: true, whitespace: true, message: '내용을 입력하세요.' }]}
          >
            <Input.TextArea rows={10} maxLength={20000} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            요청하기
          </Button>
        </Form>
      </Card>
    </TitledPage>
  );
};

const DEFAULTS = { q: '', status: '', page: 1, size: 20 };

/** NoticeRequestList: my requests (staff) or every request (admin), newest first. */
export const NoticeRequestListPage = () => {
  const navigate = useNavigate();
  const { session } = useShell();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [search, setSearch] = useState(params.q);
  const list = useApiQuery(noticeRequestApi.list, {
    body: { search: params.q, status: params.status, page: params.page, size: params.size },
  });
  return (
    <ListPage<NoticeRequest>
      title="공지 요청 목록"
      description={
        session.auth === 'admin'
          ? '직원들이 요청한 공지입니다. 열어서 승인·게시하거나 반려하세요.'
          : '내가 요청한 공지와 처리 결과입니다.'
      }
      actions={
        <Button type="primary" onClick={() => navigate(noticeRequestScreens.noticeWriteRequest.path)}>
          공지 요청
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
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                onPressEnter={() => setParams({ q: search.trim(), page: 1 })}
              />
            </span>
            <Checkbox
              checked={params.status === 'requested'}
              onChange={(e) => setParams({ status: e.target.checked ? 'requested' : '', page: 1 })}
            >
              처리 대기만
            </Checkbox>
            <span className="erp-filter-buttons">
              <SearchButton onClick={() => setParams({ q: search.trim(), page: 1 })} />
            </span>
          </div>
        </Card>
      }
      table={{
        gridId: 'notice-request-list',
        columns: COLUMNS,
        rows: list.data?.items,
        rowId: (r) => String(r.seq),
        loading: list.isFetching,
        onRowOpen: (r) => navigate(requestViewPath(r.seq)),
        emptyText: '공지 요청이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};

/** The admin's decision: edit and publish, or decline with a reason. */
const Decide = ({ request }: { request: NoticeRequest }) => {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const [form] = Form.useForm<{ title: string; body: string; pinned: boolean }>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['notice'] });
  const approve = async (values: { title: string; body: string; pinned: boolean }) => {
    const saved = await callApi(noticeRequestApi.approve, {
      params: { seq: request.seq },
      body: { ...values, pinned: values.pinned ?? false, version: request.version },
    });
    message.success('승인하여 게시했습니다.');
    await refresh();
    navigate(linkToNotice(saved.noticeSeq));
  };
  const decline = async () => {
    await callApi(noticeRequestApi.decline, {
      params: { seq: request.seq },
      body: { reason, version: request.version },
    });
    message.success('반려했습니다.');
    await refresh();
  };
  return (
    <Card title="처리 (관리자)" size="small" style={{ marginTop: 16 }}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ title: request.title, body: request.body, pinned: false }}
        onFinish={approve}
      >
        <Form.Item
          name="title"
          label="게시할 제목"
          rules={[{ required: true, whitespace: true, message: '제목을 입력하세요.' }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="body"
          label="게시할 내용"
          rules={[{ required: true, whitespace: true, message: '내용을 입력하세요.' }]}
        >
          <Input.TextArea rows={8} />
        </Form.Item>
        <Form.Item name="pinned" valuePropName="checked">
          <Checkbox>상단 고정</Checkbox>
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit">
            승인·게시
          </Button>
          <Input
            style={{ width: 320 }}
            placeholder="반려 사유"
            aria-label="반려 사유"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button danger disabled={!reason.trim()} onClick={decline}>
            반려
          </Button>
        </Space>
      </Form>
    </Card>
  );
};
const linkToNotice = (seq: number) => `${noticeScreens.noticeUserView.path}/${seq}`;

/** NoticeRequestView/:seq: the request, its state, and for an admin the decision. */
export const NoticeRequestViewPage = () => {
  const { seq } = useParams();
  const { session } = useShell();
  const n = Number(seq);
  const valid = Number.isInteger(n) && n > 0;
  const query = useApiQuery(noticeRequestApi.single, { params: { seq: valid ? n : 0 } }, { enabled: valid });
  const request = query.data;
  if (valid && query.isLoading) return <Spin />;
  if (!request) return <Empty description="공지 요청을 찾을 수 없습니다." />;
  return (
    <TitledPage title="공지 요청 보기">
      <Card
        className="erp-office-form"
        title={
          <Space>
            <Tag>{NOTICE_REQUEST_STATUS_LABELS[request.status]}</Tag>
            {request.title}
          </Space>
        }
      >
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label="요청자">{request.requesterName}</Descriptions.Item>
          <Descriptions.Item label="요청 일시">{formatKstDateTime(request.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="처리자">{request.deciderName ?? ''}</Descriptions.Item>
          <Descriptions.Item label="처리 일시">{formatKstDateTime(request.decidedAt)}</Descriptions.Item>
        </Descriptions>
        <div className="erp-office-body">{request.body}</div>
        {request.status === 'declined' && (
          <Alert type="warning" showIcon title={`반려 사유: ${request.reason ?? ''}`} />
        )}
        {request.noticeSeq && <a href={linkToNotice(request.noticeSeq)}>게시된 공지 보기</a>}
      </Card>
      {session.auth === 'admin' && request.status === 'requested' && (
        <Decide key={request.version} request={request} />
      )}
    </TitledPage>
  );
};
