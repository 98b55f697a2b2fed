import { SaveOutlined } from '@ant-design/icons';
import type { Part } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, messageOf } from '../../app/api-error';
import { useUnsavedChanges } from '../../components/form-page/use-unsaved-changes';
import { toast } from '../../shell/toast/toast';
import { partInfoKeys, savePartDescription } from './part-info.api';
import { PART_INFO_PATHS } from './part-info-paths';
import { PartScreen } from './part-screen';

const MAX = 4000;

/** Part/PartDescription/:ptnocode: the part's long description (shown to staff and the shop app). */
export const PartDescriptionPage = () => {
  const { ptnocode } = useParams();
  return (
    <PartScreen
      title="품목 상세 설명"
      description="Ctrl+Enter로 저장합니다."
      code={ptnocode}
      pathOf={PART_INFO_PATHS.description}
    >
      {(part) => <DescriptionEditor key={`${part.code}:${part.version}`} part={part} />}
    </PartScreen>
  );
};

const DescriptionEditor = ({ part }: { part: Part }) => {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [text, setText] = useState(part.description ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(part.description ?? ''), [part.description]);
  const dirty = text !== (part.description ?? '');
  useUnsavedChanges(dirty && !saving);
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await savePartDescription(part.code, text.trim() === '' ? null : text, part.version);
      toast.success('설명을 저장했습니다.');
      await queryClient.invalidateQueries({ queryKey: partInfoKeys.lookup(part.code) });
    } catch (cause) {
      if (cause instanceof ApiError && cause.code === 'E0409') {
        modal.confirm({
          title: '다른 사용자가 먼저 저장했습니다.',
          content: '저장된 내용을 다시 불러올까요? 지금 입력한 내용은 사라집니다.',
          okText: '다시 불러오기',
          cancelText: '닫기',
          onOk: () => queryClient.invalidateQueries({ queryKey: partInfoKeys.lookup(part.code) }),
        });
      } else setError(messageOf(cause));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card size="small">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input.TextArea
          aria-label="상세 설명"
          value={text}
          maxLength={MAX}
          showCount
          autoSize={{ minRows: 10, maxRows: 30 }}
          placeholder="규격, 호환 차종, 장착 위치, 주의 사항 등"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              if (dirty) void save();
            }
          }}
        />
        {error && <Alert type="error" showIcon title={`상세 설명: ${error}`} />}
        <Space>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            disabled={!dirty}
            loading={saving}
            onClick={() => void save()}
          >
            저장
          </Button>
          {dirty && <Typography.Text type="warning">저장하지 않은 내용이 있습니다.</Typography.Text>}
        </Space>
      </Space>
    </Card>
  );
};
