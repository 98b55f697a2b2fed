import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import {
  PART_KIND_LEVEL_LABELS,
  type PartKind,
  type PartKindLevel,
  partKindInputSchema,
  partKindModifySchema,
  withParticle,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Skeleton, Space, Tag, Tree, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { announceDataChange, useDataChange } from '../../components/data-sync/data-change';
import { FormPage } from '../../components/form-page/form-page';
import type { FormSection } from '../../components/form-page/form-page.types';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { type KindNode, kindTree, matchingKeys } from './kind-tree';
import { createKind, kindKeys, modifyKind, useKindList } from './part-kind.api';
import './part-kind.css';

const FLAG_FIELDS: FormSection['fields'] = [
  { name: 'name', widget: 'text', maxLength: 50 },
  { name: 'sortSeq', widget: 'number', help: '같은 상위 분류 안에서 작을수록 앞에 옵니다.' },
  { name: 'appUse', widget: 'switch', help: '예: 모바일 쇼핑 앱에 이 분류를 보입니다.' },
  { name: 'fullView', widget: 'switch', help: '예: 전체 보기 목록에 나옵니다.' },
  {
    name: 'oldPaybackCode',
    widget: 'text',
    maxLength: 20,
    placeholder: '예: BAT-M',
    help: '이 분류를 팔면 회수할 폐부품(폐배터리 등)의 캐시백 등급',
  },
  { name: 'active', widget: 'switch' },
];

const editSchema = partKindModifySchema.omit({ version: true });

type CodeInputProps = {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
};

/** An empty code box means "the next free code under the parent" (the server picks it), not ''. */
const KindCodeInput = ({ id, value, onChange, placeholder }: CodeInputProps) => (
  <Input
    id={id}
    value={value ?? ''}
    maxLength={6}
    autoComplete="off"
    placeholder={placeholder}
    onChange={(event) => onChange?.(event.target.value.trim() === '' ? undefined : event.target.value)}
  />
);

type Mode = { kind: 'modify'; code: string } | { kind: 'new'; parent: PartKind | null };

const title = (node: KindNode) => {
  const k = node.kind;
  return (
    <span className={k.active ? undefined : 'erp-kind-inactive'}>
      <span className="erp-cell-code">{k.code}</span> {k.name}
      {k.appUse && <Tag color="blue">앱</Tag>}
      {!k.fullView && <Tag>전체보기 제외</Tag>}
      {k.oldPaybackCode && <Tag color="gold">폐 {k.oldPaybackCode}</Tag>}
      {!k.active && <Tag>중지</Tag>}
    </span>
  );
};

const toTreeData = (nodes: readonly KindNode[], visible: Set<string> | null): object[] =>
  nodes
    .filter((n) => !visible || visible.has(n.key))
    .map((n) => ({ key: n.key, title: title(n), children: toTreeData(n.children, visible) }));

/**
 * SPEC §2.8 /Company/PartKindInfo: the large / middle / small kinds as a tree; a kind's flags
 * (app use, full view, sort sequence, old payback code) are changed beside it, and a new kind is
 * added under the one chosen (its code is the next free one under the parent unless typed).
 */
export const PartKindInfoPage = () => {
  const queryClient = useQueryClient();
  const list = useKindList();
  const [term, setTerm] = useState('');
  const [mode, setMode] = useState<Mode>({ kind: 'new', parent: null });
  const roots = useMemo(() => kindTree(list.data ?? []), [list.data]);
  const visible = useMemo(() => (term.trim() ? matchingKeys(roots, term) : null), [roots, term]);
  const byCode = useMemo(() => new Map((list.data ?? []).map((k) => [k.code, k])), [list.data]);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  useDataChange('part-kind', () => void queryClient.invalidateQueries({ queryKey: kindKeys.all }));
  const refresh = (saved: PartKind, action: 'created' | 'updated') => {
    void queryClient.invalidateQueries({ queryKey: kindKeys.all });
    announceDataChange({ entity: 'part-kind', action, key: saved.code, record: saved });
  };

  const current = mode.kind === 'modify' ? byCode.get(mode.code) : undefined;
  const parent = mode.kind === 'new' ? mode.parent : null;
  const childLevel = ((parent?.level ?? 0) + 1) as PartKindLevel;
  const expandedKeys = visible ? [...visible] : (expanded ?? roots.map((r) => r.key));

  const form =
    mode.kind === 'modify' ? (
      current ? (
        <FormPage
          key={`m-${current.code}-${current.version}`}
          title={`${PART_KIND_LEVEL_LABELS[current.level as PartKindLevel] ?? '분류'} 수정`}
          mode="modify"
          compact
          subject={<Tag className="erp-code-tag">{current.code}</Tag>}
          description={current.path}
          schema={editSchema}
          sections={[{ title: '분류 정보', fields: FLAG_FIELDS }]}
          initialValues={current}
          onSubmit={async (data) => {
            const saved = await modifyKind(current.code, data, current.version);
            refresh(saved, 'updated');
            toast.success(`분류 ${saved.code} ${withParticle(saved.name, '을/를')} 저장했습니다.`);
            return saved;
          }}
          onReload={() => list.refetch()}
          actions={
            current.level < 3 && (
              <Button icon={<PlusOutlined />} onClick={() => setMode({ kind: 'new', parent: current })}>
                {PART_KIND_LEVEL_LABELS[(current.level + 1) as PartKindLevel]} 추가
              </Button>
            )
          }
        />
      ) : (
        <Empty description="분류를 고르세요." />
      )
    ) : (
      <FormPage
        key={`n-${parent?.code ?? 'top'}`}
        title={`${PART_KIND_LEVEL_LABELS[childLevel]} 추가`}
        mode="register"
        compact
        description={parent ? `상위 분류: ${parent.path} (${parent.code})` : '맨 위(대분류)에 추가합니다.'}
        schema={partKindInputSchema}
        sections={[
          {
            title: '분류 정보',
            fields: [
              {
                name: 'code',
                widget: 'custom',
                input: (
                  <KindCodeInput
                    placeholder={
                      parent ? `${parent.code}에 2자리를 붙인 코드 (비우면 자동)` : '2자리 (비우면 자동)'
                    }
                  />
                ),
                help: '비우면 상위 분류 아래 다음 번호를 씁니다.',
              },
              ...FLAG_FIELDS,
            ],
          },
        ]}
        initialValues={{
          parentCode: parent?.code ?? null,
          sortSeq: 0,
          appUse: false,
          fullView: true,
          active: true,
        }}
        onSubmit={async (data) => {
          const saved = await createKind({ ...data, parentCode: parent?.code ?? null });
          refresh(saved, 'created');
          // Open the parent, so the new kind shows in the tree at once.
          if (saved.parentCode) {
            const open = saved.parentCode;
            setExpanded((keys) => [...new Set([...(keys ?? roots.map((r) => r.key)), open])]);
          }
          toast.success(`분류 ${saved.code} ${withParticle(saved.name, '을/를')} 추가했습니다.`);
          return undefined;
        }}
      />
    );

  return (
    <div className="erp-page erp-kind-page">
      <PageHead
        title="품목 분류"
        description="대·중·소분류와 앱 사용·전체 보기·정렬 순서·폐부품 페이백 코드. 왼쪽에서 분류를 고르면 오른쪽에서 고칩니다."
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setMode({ kind: 'new', parent: null })}
          >
            대분류 추가
          </Button>
        }
      />
      <div className="erp-kind-layout">
        <Card size="small" className="erp-kind-tree-card">
          <Input
            aria-label="분류 찾기"
            prefix={<SearchOutlined />}
            placeholder="분류명·코드·페이백 코드"
            allowClear
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            style={{ marginBottom: 8 }}
          />
          {list.isPending ? (
            <Skeleton active />
          ) : roots.length === 0 ? (
            <Empty description="등록된 분류가 없습니다." />
          ) : (
            <Tree
              blockNode
              showLine
              treeData={toTreeData(roots, visible) as never}
              expandedKeys={expandedKeys}
              onExpand={(keys) => setExpanded(keys.map(String))}
              selectedKeys={mode.kind === 'modify' ? [mode.code] : []}
              onSelect={(keys) => {
                const key = keys[0];
                if (key !== undefined) setMode({ kind: 'modify', code: String(key) });
              }}
            />
          )}
          <Space style={{ marginTop: 8 }}>
            <Typography.Text type="secondary">{(list.data ?? []).length}개 분류</Typography.Text>
          </Space>
        </Card>
        <div className="erp-kind-form">{form}</div>
      </div>
    </div>
  );
};
