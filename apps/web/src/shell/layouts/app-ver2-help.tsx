import { Button, Descriptions, Modal } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { isRegisteredUrl, tabTitleOf } from '../../app/screen-registry';
import { useShell } from './shell-context';

/** The vehicle data page the sales registration help points to (VIN lookups live there). */
export const SALES_INFO_PATH = '/CarInfo/CarDataInfo';

/**
 * The help modal of the sales registration frame. AppVer2Layout fetches it the first time the
 * info icon is pressed (issue 14 §6: Descriptions is no part of a first load).
 */
export const AppVer2Help = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { screen } = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const [modal, contextHolder] = Modal.useModal();
  const infoBuilt = isRegisteredUrl(SALES_INFO_PATH);

  // The sales form keeps unsaved lines in memory: leaving asks first (SPEC §2.1).
  const moveToInfo = async () => {
    const confirmed = await modal.confirm({
      title: '차량 정보 화면으로 이동할까요?',
      content: '저장하지 않은 입력 내용은 사라집니다.',
      okText: '이동',
      cancelText: '취소',
    });
    if (confirmed) {
      onClose();
      navigate(SALES_INFO_PATH);
    }
  };

  return (
    <>
      <Modal
        open={open}
        title="판매 등록 도움말"
        onCancel={onClose}
        footer={[
          <Button key="close" onClick={onClose}>
            닫기
          </Button>,
          infoBuilt && (
            <Button key="info" type="primary" onClick={moveToInfo}>
              차량 정보 화면으로
            </Button>
          ),
        ]}
      >
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'screen', label: '현재 화면', children: tabTitleOf(screen) },
            { key: 'path', label: '주소', children: location.pathname },
          ]}
        />
        <p style={{ marginTop: 12 }}>
          판매 등록 화면은 입력 중인 내용을 화면에만 보관합니다. 다른 화면으로 옮기기 전에 저장하세요.
        </p>
      </Modal>
      {contextHolder}
    </>
  );
};
