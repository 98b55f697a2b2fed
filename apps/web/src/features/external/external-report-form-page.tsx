import { UnorderedListOutlined } from '@ant-design/icons';
import {
  externalApi,
  externalScreens,
  linkTo,
  REPORT_KIND_LABELS,
  type ReportKind,
  reportInputSchema,
  toYmd,
} from '@erp/domain';
import { Alert, Button, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { callApi, useApiQuery } from '../../app/contract-client';
import { FormPage } from '../../components/form-page/form-page';
import type { FormSection } from '../../components/form-page/form-page.types';
import { toast } from '../../shell/toast/toast';
import { useExternalRefresh } from './external.api';
import './external.css';

const SECTIONS: FormSection[] = [
  {
    title: '보고 내용',
    fields: [
      {
        name: 'reportDate',
        widget: 'digits',
        maxLength: 8,
        span: 24,
        help: '주간 보고는 그 주의 월요일로 저장됩니다.',
      },
      { name: 'visits', widget: 'textarea', span: 24, placeholder: '방문한 거래처와 한 일' },
      { name: 'customersMet', widget: 'textarea', span: 24 },
      { name: 'issues', widget: 'textarea', span: 24 },
      { name: 'nextSteps', widget: 'textarea', span: 24 },
    ],
  },
];

const LINKS = {
  day: { list: externalScreens.externalDayReportList, view: externalScreens.externalDayReportView },
  week: { list: externalScreens.externalWeekReportList, view: externalScreens.externalWeekReportView },
} as const;

const ReportRegister = ({ kind }: { kind: ReportKind }) => {
  const navigate = useNavigate();
  const refresh = useExternalRefresh();
  return (
    <FormPage
      title={`${REPORT_KIND_LABELS[kind]} 작성`}
      mode="register"
      description="본사가 읽기 전까지는 고칠 수 있습니다."
      schema={reportInputSchema}
      sections={SECTIONS}
      compact
      initialValues={{ reportDate: toYmd(new Date()) }}
      onSubmit={async (data) => {
        const saved = await callApi(externalApi.reportSave, { params: { kind }, body: data });
        refresh();
        toast.success(`${REPORT_KIND_LABELS[kind]} ${saved.code}를 등록했습니다.`);
        navigate(linkTo(LINKS[kind].view, { code: saved.code }));
        return undefined;
      }}
      actions={
        <Button icon={<UnorderedListOutlined />} onClick={() => navigate(LINKS[kind].list.path)}>
          목록
        </Button>
      }
    />
  );
};

const ReportModify = ({ kind }: { kind: ReportKind }) => {
  const navigate = useNavigate();
  const refresh = useExternalRefresh();
  const code = useParams().code ?? '';
  const report = useApiQuery(externalApi.reportSingle, { params: { code } });
  if (report.isLoading) return <Spin style={{ margin: 40 }} />;
  const r = report.data;
  return (
    <FormPage
      title={`${REPORT_KIND_LABELS[kind]} 수정`}
      mode="modify"
      subject={code}
      schema={reportInputSchema}
      sections={SECTIONS}
      compact
      initialValues={r}
      banner={
        r && !r.editable && <Alert type="warning" showIcon message="본사에서 읽은 보고라 고칠 수 없습니다." />
      }
      onReload={() => report.refetch()}
      onSubmit={async (data) => {
        const saved = await callApi(externalApi.reportUpdate, { params: { code }, body: data });
        refresh();
        toast.success('보고를 수정했습니다.');
        return saved;
      }}
      actions={<Button onClick={() => navigate(linkTo(LINKS[kind].view, { code }))}>보기</Button>}
    />
  );
};

export const ExternalDayReportRegisterPage = () => <ReportRegister kind="day" />;
export const ExternalWeekReportRegisterPage = () => <ReportRegister kind="week" />;
export const ExternalDayReportModifyPage = () => <ReportModify kind="day" />;
export const ExternalWeekReportModifyPage = () => <ReportModify kind="week" />;
