import {
  MUZIN_VIEW_TYPE_LABELS,
  MUZIN_VIEW_TYPES,
  type MuzinNote,
  type MuzinViewType,
  muzinApi,
} from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Input, Popconfirm, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { callApi, useApiQuery } from '../../app/contract-client';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { TitledPage } from '../../components/page-head/page-head';
import { MuzinEditor } from './muzin-editor';
import { muzinListPath, muzinModifyPath, muzinViewPath } from './muzin-paths';
import './muzin.css';

const refresh = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: ['muzin'] });

/** Writing (…InfoWriting) and modifying (MuzinInfoModify/:viewType/:code) a note. */
const NoteForm = ({ viewType, note }: { viewType: MuzinViewType; note?: MuzinNote }) => {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [title, setTitle] = useState(note?.title ?? '');
  const [category, setCategory] = useState(note?.category ?? '');
  const [body, setBody] = useState(note?.body ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    try {
      const saved = note
        ? await callApi(
            muzinApi.modify,
            { body: { code: note.code, title, category, body, version: note.version } },
            { selfHandled: true },
          )
        : await callApi(
            muzinApi.insert,
            { body: { viewType, title, category, body } },
            { selfHandled: true },
          );
      message.success('저장했습니다.');
      await refresh(client);
      navigate(muzinViewPath(viewType, saved.code));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <TitledPage title={`${MUZIN_VIEW_TYPE_LABELS[viewType]} ${note ? '수정' : '쓰기'}`}>
      <Card>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Input
              aria-label="분류"
              placeholder="분류"
              style={{ width: 160 }}
              value={category}
              maxLength={50}
              onChange={(e) => setCategory(e.target.value)}
            />
            <Input
              aria-label="제목"
              placeholder="제목"
              style={{ width: 480 }}
              value={title}
              maxLength={200}
              autoFocus
              onChange={(e) => setTitle(e.target.value)}
            />
          </Space>
          <MuzinEditor initial={note?.body ?? ''} onChange={setBody} />
          <Space>
            <Button type="primary" onClick={save}>
              저장
            </Button>
            <Button onClick={() => navigate(muzinListPath(viewType))}>목록</Button>
          </Space>
        </Space>
      </Card>
    </TitledPage>
  );
};

export const MuzinPublicInfoWritingPage = () => <NoteForm viewType="public" />;
export const MuzinIndividualInfoWritingPage = () => <NoteForm viewType="individual" />;

const useNoteOfPath = () => {
  const params = useParams();
  const viewType = (MUZIN_VIEW_TYPES as readonly string[]).includes(params.viewType ?? '')
    ? (params.viewType as MuzinViewType)
    : null;
  const code = Number(params.code);
  const valid = viewType !== null && Number.isInteger(code) && code > 0;
  const query = useApiQuery(muzinApi.single, { params: { code: valid ? code : 0 } }, { enabled: valid });
  return { viewType: viewType ?? 'public', valid, query };
};

export const MuzinInfoModifyPage = () => {
  const { viewType, valid, query } = useNoteOfPath();
  if (valid && query.isLoading) return <Spin />;
  if (!query.data) return <Empty description="무진 정보를 찾을 수 없습니다." />;
  if (!query.data.canEdit)
    return <Alert type="warning" showIcon title="작성자나 관리자만 고칠 수 있습니다." />;
  return <NoteForm key={query.data.version} viewType={viewType} note={query.data} />;
};

/** MuzinInfoView/:viewType/:code: the note; its body is the server's sanitised HTML. */
export const MuzinInfoViewPage = () => {
  const { viewType, valid, query } = useNoteOfPath();
  const navigate = useNavigate();
  const client = useQueryClient();
  const note = query.data;
  if (valid && query.isLoading) return <Spin />;
  if (!note) return <Empty description="무진 정보를 찾을 수 없습니다." />;
  const remove = async () => {
    await callApi(muzinApi.delete, { params: { code: note.code } });
    await refresh(client);
    navigate(muzinListPath(viewType));
  };
  return (
    <TitledPage title={note.title} description={MUZIN_VIEW_TYPE_LABELS[note.viewType]}>
      <Card
        extra={
          <Space>
            {note.canEdit && (
              <Button onClick={() => navigate(muzinModifyPath(note.viewType, note.code))}>수정</Button>
            )}
            {note.canEdit && (
              <Popconfirm title="이 글을 삭제할까요?" okText="삭제" cancelText="취소" onConfirm={remove}>
                <Button danger>삭제</Button>
              </Popconfirm>
            )}
            <Button onClick={() => navigate(muzinListPath(note.viewType))}>목록</Button>
          </Space>
        }
        title={
          <Space>
            {note.category && <Tag>{note.category}</Tag>}
            <span>
              {note.authorName} · {formatKstDateTime(note.updatedAt)}
            </span>
          </Space>
        }
      >
        {/* Sanitised on the server (sanitize-html allow-list): no script, handler or frame survives. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text of a note. */}
        <div className="erp-muzin-body" dangerouslySetInnerHTML={{ __html: note.body }} />
      </Card>
    </TitledPage>
  );
};
