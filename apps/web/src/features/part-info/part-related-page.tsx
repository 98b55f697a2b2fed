import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  RELATED_PART_KIND_LABELS,
  RELATED_PART_KINDS,
  type RelatedPartKind,
  type RelatedPartNo,
  relatedPartNoInputSchema,
  withParticle,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, Select, Space, Table } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatKstDate } from '../../components/data-table/cell-format';
import { issueMessage } from '../../components/form-page/zod-form';
import { toast } from '../../shell/toast/toast';
import { addRelatedNumber, partInfoKeys, removeRelatedNumber, useRelatedNumbers } from './part-info.api';
import { PART_INFO_PATHS } from './part-info-paths';
import { PartScreen } from './part-screen';

const KIND_OPTIONS = RELATED_PART_KINDS.map((k) => ({ value: k, label: RELATED_PART_KIND_LABELS[k] }));
const FIELD_LABELS: Record<string, string> = {
  relatedPartNo: '관련 품번',
  brandName: '관련 브랜드',
  memo: '메모',
};

/**
 * Part/PartRelatedItemNumber/:seq: OEM, replacement and compatible numbers of a part (the :seq of
 * the route is the part's code here). A number registered as a part of its own links to it.
 */
export const PartRelatedPage = () => {
  const { seq } = useParams();
  return (
    <PartScreen
      title="관련 품번"
      description="순정·대체·호환 품번을 적고 Enter로 추가합니다. 같은 품번(띄어쓰기·하이픈 무시)은 한 번만 들어갑니다."
      code={seq}
      pathOf={PART_INFO_PATHS.related}
    >
      {(part) => <RelatedBody partCode={part.code} />}
    </PartScreen>
  );
};

const RelatedBody = ({ partCode }: { partCode: string }) => {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const related = useRelatedNumbers(partCode);
  const [partNo, setPartNo] = useState('');
  const [relation, setRelation] = useState<RelatedPartKind>('compatible');
  const [brandName, setBrandName] = useState('');
  const [memo, setMemo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const numberRef = useRef<HTMLInputElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: partInfoKeys.related(partCode) });

  const add = async () => {
    const parsed = relatedPartNoInputSchema.safeParse({ relatedPartNo: partNo, relation, brandName, memo });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      setError(`${FIELD_LABELS[field] ?? '입력'}: ${issue ? issueMessage(issue) : ''}`);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await addRelatedNumber(partCode, parsed.data);
      toast.success(`관련 품번 ${withParticle(parsed.data.relatedPartNo, '을/를')} 추가했습니다.`);
      setPartNo('');
      setMemo('');
      await refresh();
      numberRef.current?.focus();
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Card size="small" title="관련 품번 추가">
        <Space wrap>
          <Input
            ref={(el) => {
              numberRef.current = el?.input ?? null;
            }}
            aria-label="관련 품번"
            placeholder="관련 품번"
            style={{ width: 200 }}
            value={partNo}
            maxLength={40}
            onChange={(event) => setPartNo(event.target.value)}
            onPressEnter={() => void add()}
          />
          <Select<RelatedPartKind>
            aria-label="관련 구분"
            style={{ width: 120 }}
            value={relation}
            options={KIND_OPTIONS}
            onChange={setRelation}
          />
          <Input
            aria-label="관련 브랜드"
            placeholder="브랜드 (선택)"
            style={{ width: 150 }}
            value={brandName}
            maxLength={50}
            onChange={(event) => setBrandName(event.target.value)}
            onPressEnter={() => void add()}
          />
          <Input
            aria-label="메모"
            placeholder="메모 (선택)"
            style={{ width: 220 }}
            value={memo}
            maxLength={200}
            onChange={(event) => setMemo(event.target.value)}
            onPressEnter={() => void add()}
          />
          <Button type="primary" icon={<PlusOutlined />} loading={saving} onClick={() => void add()}>
            추가
          </Button>
        </Space>
        {error && <Alert type="error" showIcon style={{ marginTop: 8 }} title={error} />}
      </Card>
      <Card size="small" title={`관련 품번 ${related.data?.length ?? 0}개`}>
        <Table<RelatedPartNo>
          size="small"
          rowKey="seq"
          loading={related.isPending}
          dataSource={related.data ?? []}
          pagination={false}
          locale={{ emptyText: '관련 품번이 없습니다.' }}
          columns={[
            { title: '관련 품번', dataIndex: 'relatedPartNo', width: 200 },
            {
              title: '구분',
              dataIndex: 'relation',
              width: 100,
              render: (v: RelatedPartKind) => RELATED_PART_KIND_LABELS[v] ?? v,
            },
            { title: '브랜드', dataIndex: 'brandName', width: 140, render: (v: string | null) => v ?? '' },
            {
              title: '등록된 품목',
              dataIndex: 'relatedPartCode',
              width: 130,
              render: (v: string | null) =>
                v ? (
                  <Button type="link" size="small" onClick={() => navigate(PART_INFO_PATHS.related(v))}>
                    {v}
                  </Button>
                ) : (
                  ''
                ),
            },
            { title: '메모', dataIndex: 'memo', render: (v: string | null) => v ?? '' },
            { title: '등록일', dataIndex: 'createdAt', width: 110, render: (v: string) => formatKstDate(v) },
            {
              title: '',
              key: 'delete',
              width: 60,
              render: (_: unknown, row) => (
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${row.relatedPartNo} 삭제`}
                  onClick={() =>
                    modal.confirm({
                      title: '관련 품번 삭제',
                      content: `${withParticle(row.relatedPartNo, '을/를')} 삭제할까요?`,
                      okText: '삭제',
                      okButtonProps: { danger: true },
                      cancelText: '취소',
                      onOk: async () => {
                        await removeRelatedNumber(row.seq);
                        toast.success('삭제했습니다.');
                        await refresh();
                      },
                    })
                  }
                />
              ),
            },
          ]}
        />
      </Card>
    </>
  );
};
