import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Modal } from 'antd';
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
        {/* A plain table drawn like antd's small bordered Descriptions (shell.css): the dialog is
            fetched with the logged-in shell, and Descriptions would add its weight to every first
            load (issue 14 §6). */}
        {current && (
          <table className="erp-error-table">
            <tbody>
              <tr>
                <th scope="row">오류 코드</th>
                <td>
                  <span data-testid="error-dialog-code">{current.code}</span>
                </td>
              </tr>
              <tr>
                <th scope="row">API 주소</th>
                <td>
                  <span data-testid="error-dialog-url" style={{ wordBreak: 'break-all' }}>
                    {current.url}
                  </span>
                </td>
              </tr>
              <tr>
                <th scope="row">메시지</th>
                <td>
                  <span data-testid="error-dialog-message">{current.message}</span>
                </td>
              </tr>
            </tbody>
          </table>
        )}
        {queue.length > 1 && (
          <p style={{ marginTop: 12, color: '#888' }}>확인할 오류가 {queue.length - 1}건 더 있습니다.</p>
        )}
      </Modal>
    </AntdFrame>
  );
};
