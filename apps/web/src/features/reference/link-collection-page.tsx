import { LINK_COLLECTION_LABELS, type LinkCollection, type LinkItem, linkApi } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Input, InputNumber, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { callApi, useApiQuery } from '../../app/contract-client';
import { TitledPage } from '../../components/page-head/page-head';
import './reference.css';
import { useShell } from '../../shell/layouts/shell-context';

type Draft = { title: string; url: string; memo: string; sortOrder: number };
const EMPTY: Draft = { title: '', url: '', memo: '', sortOrder: 100 };

/** The admin's line to add a link (or change the one being edited). */
const LinkForm = ({
  collection,
  editing,
  onDone,
}: {
  collection: LinkCollection;
  editing: LinkItem | null;
  onDone: () => void;
}) => {
  const { message } = App.useApp();
  const [draft, setDraft] = useState<Draft>(editing ?? EMPTY);
  const save = async () => {
    const body = { ...draft, collection };
    if (editing) await callApi(linkApi.update, { params: { id: editing.id }, body });
    else await callApi(linkApi.save, { body });
    message.success('저장했습니다.');
    setDraft(EMPTY);
    onDone();
  };
  return (
    <Space wrap>
      <Input
        aria-label="이름"
        placeholder="이름"
        value={draft.title}
        onChange={(e) => setDraft({ ...draft, title: e.target.value })}
      />
      <Input
        aria-label="주소"
        placeholder="https://"
        style={{ width: 320 }}
        value={draft.url}
        onChange={(e) => setDraft({ ...draft, url: e.target.value })}
      />
      <Input
        aria-label="설명"
        placeholder="설명"
        style={{ width: 240 }}
        value={draft.memo}
        onChange={(e) => setDraft({ ...draft, memo: e.target.value })}
      />
      <InputNumber
        aria-label="순서"
        min={0}
        max={9999}
        value={draft.sortOrder}
        onChange={(v) => setDraft({ ...draft, sortOrder: v ?? 100 })}
      />
      <Button type="primary" onClick={save}>
        {editing ? '수정' : '추가'}
      </Button>
    </Space>
  );
};

/** LinkCollection / StockRelatedLinkCollection: links open in a new tab; admins keep the list. */
const LinkCollectionScreen = ({ collection }: { collection: LinkCollection }) => {
  const { session } = useShell();
  const admin = session.auth === 'admin';
  const client = useQueryClient();
  const list = useApiQuery(linkApi.list, { query: { collection } });
  const [editing, setEditing] = useState<LinkItem | null>(null);
  const refresh = () => {
    setEditing(null);
    void client.invalidateQueries({ queryKey: ['weather'] });
  };
  const hide = async (item: LinkItem) => {
    await callApi(linkApi.hide, { params: { id: item.id } });
    refresh();
  };
  return (
    <TitledPage
      title={LINK_COLLECTION_LABELS[collection]}
      description="자주 여는 사이트입니다. 누르면 새 탭에서 열립니다."
    >
      {admin && (
        <Card size="small" title={editing ? '링크 수정' : '링크 추가'} style={{ marginBottom: 12 }}>
          <LinkForm key={editing?.id ?? 'new'} collection={collection} editing={editing} onDone={refresh} />
        </Card>
      )}
      <Card size="small">
        {list.data && list.data.length === 0 ? (
          <Empty description="등록된 링크가 없습니다." />
        ) : (
          <div className="erp-link-list">
            {(list.data ?? []).map((item) => (
              <div key={item.id} className="erp-link-item">
                <div className="erp-link-main">
                  <a href={item.url} target="_blank" rel="noopener noreferrer">
                    <strong>{item.title}</strong>
                  </a>
                  <div className="erp-link-sub">{item.memo || item.url}</div>
                </div>
                {admin && (
                  <Space>
                    <Button size="small" onClick={() => setEditing(item)}>
                      수정
                    </Button>
                    <Popconfirm title="이 링크를 내릴까요?" onConfirm={() => hide(item)}>
                      <Button size="small" danger>
                        내리기
                      </Button>
                    </Popconfirm>
                  </Space>
                )}
              </div>
            ))}
          </div>
        )}
      </Card>
    </TitledPage>
  );
};

export const LinkCollectionPage = () => <LinkCollectionScreen collection="weather" />;
export const StockRelatedLinkCollectionPage = () => <LinkCollectionScreen collection="stock" />;
