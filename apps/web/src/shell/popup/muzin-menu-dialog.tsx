import { BookOutlined, CopyOutlined, FolderOpenOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Modal, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { isRegisteredUrl } from '../../app/screen-registry';
import { openMuzinWindow } from './popup-window';

type MuzinTarget = { key: string; label: string; url: string; icon: ReactNode };

// SPEC §2.22: the four large buttons of the Muzin menu and the windows they open.
export const MUZIN_TARGETS: readonly MuzinTarget[] = [
  {
    key: 'public',
    label: '무진 공용 정보',
    url: '/Muzin/Public/MuzinPublicInfoList',
    icon: <BookOutlined />,
  },
  {
    key: 'individual',
    label: '무진 개인 정보',
    url: '/Muzin/Individual/MuzinIndividualInfoList',
    icon: <UserOutlined />,
  },
  { key: 'data', label: '자료실', url: '/Company/Datas/DataList/popup', icon: <FolderOpenOutlined /> },
  { key: 'clipboard', label: '클립보드', url: '/Clipboard/ClipboardCopy', icon: <CopyOutlined /> },
];

/** Closed by Escape or its close button (SPEC §2.22). */
export const MuzinMenuDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <Modal
    open={open}
    onCancel={onClose}
    title="무진 메뉴"
    footer={null}
    keyboard
    rootClassName="erp-muzin-dialog"
    width={520}
  >
    <div className="erp-muzin-grid">
      {MUZIN_TARGETS.map((target) => {
        const built = isRegisteredUrl(target.url);
        const button = (
          <Button
            key={target.key}
            className="erp-muzin-button"
            icon={target.icon}
            disabled={!built}
            onClick={() => {
              openMuzinWindow(target.url, `muzin-${target.key}`);
              onClose();
            }}
          >
            {target.label}
          </Button>
        );
        // A window for a screen the web does not have yet would only show "not found".
        return built ? (
          button
        ) : (
          <Tooltip key={target.key} title="이 화면은 아직 이 시스템에 없습니다.">
            <span>{button}</span>
          </Tooltip>
        );
      })}
    </div>
  </Modal>
);
