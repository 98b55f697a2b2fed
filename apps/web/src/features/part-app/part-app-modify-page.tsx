import { UnorderedListOutlined } from '@ant-design/icons';
import { partAppInfoInputSchema } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { announceDataChange } from '../../components/data-sync/data-change';
import { formatWon } from '../../components/data-table/cell-format';
import { FormPage } from '../../components/form-page/form-page';
import type { FormSection } from '../../components/form-page/form-page.types';
import { toast } from '../../shell/toast/toast';
import { usePartLookup } from '../part-info/part-info.api';
import { partAppKeys, savePartApp, usePartApp } from './part-app.api';
import { PART_APP_PATHS } from './part-app-paths';

const SECTIONS: FormSection[] = [
  {
    title: '앱 노출',
    fields: [
      { name: 'appVisible', widget: 'switch' },
      { name: 'appSort', widget: 'number' },
      { name: 'appName', widget: 'text', maxLength: 100, placeholder: '비우면 품명으로 보입니다' },
      { name: 'appCategory', widget: 'text', maxLength: 50 },
      { name: 'appPrice', widget: 'won', placeholder: '비우면 판매가로 팝니다' },
    ],
  },
  {
    title: 'A/S',
    fields: [
      { name: 'asAvailable', widget: 'switch' },
      { name: 'asMonths', widget: 'number' },
      { name: 'appMemo', widget: 'textarea', span: 24, maxLength: 1000 },
    ],
  },
];

/** Part/App/PartAppModify/:code: how one part shows in the mobile shop app. */
export const PartAppModifyPage = () => {
  const { code } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const part = usePartLookup(code);
  const app = usePartApp(part.data?.code);
  if (part.isPending) return <Spin style={{ margin: 40 }} />;
  if (!part.data)
    return (
      <Card style={{ margin: 16 }}>
        <Empty description={`품목 코드 ${code ?? ''}에 해당하는 품목이 없습니다.`}>
          <Button onClick={() => navigate(PART_APP_PATHS.list)}>앱 품목 정보</Button>
        </Empty>
      </Card>
    );
  const info = app.data;
  return (
    <FormPage
      title="앱 품목 정보 수정"
      mode="modify"
      subject={<span className="erp-cell-code">{part.data.code}</span>}
      description={`${part.data.partNo} · ${part.data.name} ${part.data.carModel} · 판매가 ${formatWon(part.data.salePrice)}원`}
      schema={partAppInfoInputSchema}
      sections={SECTIONS}
      loading={app.isPending}
      initialValues={info}
      onReload={() => queryClient.invalidateQueries({ queryKey: partAppKeys.single(part.data?.code ?? '') })}
      actions={
        <Button icon={<UnorderedListOutlined />} onClick={() => navigate(PART_APP_PATHS.list)}>
          앱 품목 정보
        </Button>
      }
      onSubmit={async (data) => {
        const saved = await savePartApp(part.data?.code ?? '', data, info?.version ?? 0);
        queryClient.setQueryData(partAppKeys.single(saved.partCode), saved);
        announceDataChange({ entity: 'part-app', action: 'updated', key: saved.partCode });
        toast.success('앱 정보를 저장했습니다.');
        return saved;
      }}
    />
  );
};
