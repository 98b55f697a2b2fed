import { type ClipboardItem, clipboardApi } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Empty, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { callApi, useApiQuery } from '../../app/contract-client';
import { TitledPage } from '../../components/page-head/page-head';
import './muzin.css';

/** ClipboardCopy: account numbers, addresses, phrases a person copies often; one click copies. */
export const ClipboardCopyPage = () => {
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useApiQuery(clipboardApi.list, {});
  const [label, setLabel] = useState('');
  const [text, setText] = useState('');
  const [shared, setShared] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: ['muzin'] });
  const add = async () => {
    await callApi(clipboardApi.save, { body: { label, text, shared } });
    setLabel('');
    setText('');
    await refresh();
  };
  const copy = async (item: ClipboardItem) => {
    try {
      await navigator.clipboard.writeText(item.text);
      message.success(`'${item.label}'을(를) 복사했습니다.`);
    } catch {
      message.warning('브라우저가 복사를 허락하지 않았습니다. 내용을 직접 선택해 복사하세요.');
    }
    void callApi(clipboardApi.used, { params: { code: item.id } }).then(refresh);
  };
  const remove = async (item: ClipboardItem) => {
    await callApi(clipboardApi.remove, { params: { code: item.id } });
    await refresh();
  };
  return (
    <TitledPage title="클립보드" description="자주 쓰는 계좌번호·주소·문구를 저장해 두고 한 번에 복사합니다.">
      <Card size="small" title="새 항목" style={{ marginBottom: 12 }}>
        <Space wrap align="start">
          <Input
            aria-label="이름"
            placeholder="이름 (예: 입금 계좌)"
            value={label}
            maxLength={100}
            onChange={(e) => setLabel(e.target.value)}
          />
          <Input.TextArea
            aria-label="복사할 내용"
            placeholder="복사할 내용"
            style={{ width: 420 }}
            autoSize={{ minRows: 1, maxRows: 6 }}
            value={text}
            maxLength={5000}
            onChange={(e) => setText(e.target.value)}
          />
          <Checkbox checked={shared} onChange={(e) => setShared(e.target.checked)}>
            모든 직원과 공유
          </Checkbox>
          <Button type="primary" disabled={!label.trim() || !text} onClick={add}>
            저장
          </Button>
        </Space>
      </Card>
      <Card size="small">
        {list.data && list.data.length === 0 ? (
          <Empty description="저장한 항목이 없습니다." />
        ) : (
          <div className="erp-clip-list">
            {(list.data ?? []).map((item) => (
              <div key={item.id} className="erp-clip-item">
                <div className="erp-clip-main">
                  <Space>
                    <strong>{item.label}</strong>
                    {item.shared && <Tag color="blue">공유</Tag>}
                    {!item.mine && <Tag>{item.ownerName}</Tag>}
                  </Space>
                  <pre className="erp-clipboard-text">{item.text}</pre>
                </div>
                <Space>
                  <Button type="primary" onClick={() => copy(item)}>
                    복사
                  </Button>
                  {item.mine && <Button onClick={() => remove(item)}>내리기</Button>}
                </Space>
              </div>
            ))}
          </div>
        )}
      </Card>
    </TitledPage>
  );
};
