import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Descriptions, Modal } from 'antd';
import { useSyncExternalStore } from 'react';
import { AntdFrame } from '../../components/antd-frame';
import { errorDialogStore } from './error-dialog.store';

/** SPEC §8: only the confirm button closes it; Escape and clicks outside are ignored. */
export const ErrorDialog = () => {
  const queue = useSyncExternalStore(errorDialogStore.subscribe, errorDialogStore.getSnapshot);
  const current = queue[0];
  // It may open over a login page, where nothing else has loaded antd's theme and locale.
  return (
    <AntdFrame>
      <Modal
        open={current !== undefined}
        title={
          <span>
            <ExclamationCircleFilled style={{ color: 'var(--erp-error)', marginRight: 8 }} />
            오류
          </span>
        }
        keyboard={false}
        mask={{ closable: false }}
        closable={false}
        centered
        zIndex={2000}
        rootClassName="erp-error-dialog"
        footer={
          <Button type="primary" onClick={() => errorDialogStore.dismiss()} autoFocus>
            확인
          </Button>
        }
      >
        {current && (
          <Descriptions
            column={1}
            size="small"
            bordered
            styles={{ label: { width: 96 } }}
            items={[
              {
                key: 'code',
                label: '오류 코드',
                children: <span data-testid="error-dialog-code">{current.code}</span>,
              },
              {
                key: 'url',
                label: 'API 주소',
                children: (
                  <span data-testid="error-dialog-url" style={{ wordBreak: 'break-all' }}>
                    {current.url}
                  </span>
                ),
              },
              {
                key: 'message',
                label: '메시지',
                children: <span data-testid="error-dialog-message">{current.message}</span>,
              },
            ]}
          />
        )}
        {queue.length > 1 && (
          <p style={{ marginTop: 12, color: '#888' }}>확인할 오류가 {queue.length - 1}건 더 있습니다.</p>
        )}
      </Modal>
    </AntdFrame>
  );
};
