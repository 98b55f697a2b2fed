import { EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { externalApi, externalScreens, linkTo, REPORT_KIND_LABELS, type ReportKind } from '@erp/domain';
import { Button, Card, Descriptions, Input, Result, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { callApi, useApiQuery } from '../../app/contract-client';
import { ItemList } from '../../components/item-list/item-list';
import { TitledPage } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { useExternalRefresh, useIsExternal } from './external.api';
import './external.css';

const SCREENS = {
  day: { list: externalScreens.externalDayReportList, modify: externalScreens.externalDayReportModify },
  week: { list: externalScreens.externalWeekReportList, modify: externalScreens.externalWeekReportModify },
} as const;

const ymd = (v: string) => `${v.slice(0, 4)}.${v.slice(4, 6)}.${v.slice(6)}`;

const ReportView = ({ kind }: { kind: ReportKind }) => {
  const navigate = useNavigate();
  const refresh = useExternalRefresh();
  const isExternal = useIsExternal();
  const code = useParams().code ?? '';
  const report = useApiQuery(externalApi.reportSingle, { params: { code } }, { retry: false });
  const [comment, setComment] = useState('');
  const [saving, setSaving] = useState(false);
  if (report.isLoading) return <Spin style={{ margin: 40 }} />;
  const r = report.data;
  if (!r) return <Result status="404" title="보고를 찾을 수 없습니다." />;
  const review = async () => {
    setSaving(true);
    try {
      await callApi(externalApi.reportReview, { params: { code }, body: { comment } });
      setComment('');
      refresh();
      toast.success(comment ? '의견을 남겼습니다.' : '읽음으로 표시했습니다.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <TitledPage
      title={`${REPORT_KIND_LABELS[kind]} ${r.code}`}
      description={`${r.externalName} · ${ymd(r.reportDate)}${kind === 'week' ? ' 주' : ''}`}
      className="ext-page"
      actions={
        <Space>
          {r.editable && (
            <Button icon={<EditOutlined />} onClick={() => navigate(linkTo(SCREENS[kind].modify, { code }))}>
              수정
            </Button>
          )}
          <Button icon={<UnorderedListOutlined />} onClick={() => navigate(SCREENS[kind].list.path)}>
            목록
          </Button>
        </Space>
      }
    >
      <Descriptions bordered column={1} size="small">
        <Descriptions.Item label="상태">
          {r.readAt ? <Tag color="green">읽음 · {r.readByName}</Tag> : <Tag color="orange">읽기 전</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="방문 내용">
          <div className="ext-report-text">{r.visits}</div>
        </Descriptions.Item>
        <Descriptions.Item label="만난 거래처">
          <div className="ext-report-text">{r.customersMet || '-'}</div>
        </Descriptions.Item>
        <Descriptions.Item label="특이 사항">
          <div className="ext-report-text">{r.issues || '-'}</div>
        </Descriptions.Item>
        <Descriptions.Item label="다음 계획">
          <div className="ext-report-text">{r.nextSteps || '-'}</div>
        </Descriptions.Item>
      </Descriptions>
      <Card title={`본사 의견 (${r.comments.length})`} size="small" style={{ marginTop: 16 }}>
        <ItemList
          items={r.comments}
          rowKey={(c) => `${c.at}-${c.byName ?? ''}`}
          title={(c) => c.byName ?? '본사'}
          description={(c) => new Date(c.at).toLocaleString('ko-KR')}
          body={(c) => <div className="ext-report-text">{c.body}</div>}
          emptyText="의견이 없습니다."
        />
        {!isExternal && (
          <Space.Compact style={{ width: '100%', marginTop: 12 }}>
            <Input.TextArea
              aria-label="의견"
              placeholder="의견 (비워 두면 읽음 표시만)"
              autoSize={{ minRows: 2 }}
              maxLength={2000}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
            <Button type="primary" loading={saving} onClick={review}>
              {r.readAt ? '의견 남기기' : '읽음·의견 저장'}
            </Button>
          </Space.Compact>
        )}
      </Card>
    </TitledPage>
  );
};

export const ExternalDayReportViewPage = () => <ReportView kind="day" />;
export const ExternalWeekReportViewPage = () => <ReportView kind="week" />;
