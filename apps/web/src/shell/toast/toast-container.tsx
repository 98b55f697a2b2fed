import {
  TOAST_CONTAINER_MAX_WIDTH_PX,
  TOAST_POSITIONS,
  type ToastPosition,
  type ToastType,
} from '@erp/domain';
import type { CSSProperties, ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '../../components/plain-icons';
import { toastStore } from './toast';

const ICONS: Record<ToastType, ReactNode> = {
  default: null,
  success: <CheckCircleFilled />,
  error: <CloseCircleFilled />,
  warning: <ExclamationCircleFilled />,
  info: <InfoCircleFilled />,
};

const positionStyle = (position: ToastPosition): CSSProperties => {
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'right' | 'center'];
  const style: CSSProperties = { [vertical]: 16 };
  if (horizontal === 'center') {
    style.left = '50%';
    style.transform = 'translateX(-50%)';
  } else {
    style[horizontal] = 16;
  }
  return style;
};

/** Toasts of SPEC §9: top-right by default, a container at most 350 px wide, 300 ms fade-out. */
export const ToastContainer = () => {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot);
  return (
    <>
      {TOAST_POSITIONS.map((position) => {
        const here = items.filter((item) => item.options.position === position);
        if (here.length === 0) return null;
        return (
          <div
            key={position}
            className="erp-toast-container"
            data-position={position}
            style={{ ...positionStyle(position), maxWidth: TOAST_CONTAINER_MAX_WIDTH_PX }}
          >
            {here.map((item) => (
              <div
                key={item.id}
                role="status"
                className={`erp-toast erp-toast-${item.options.type}`}
                data-type={item.options.type}
                style={{
                  opacity: item.leaving ? 0 : 1,
                  transition: `opacity ${item.options.fadeOut}ms ease`,
                }}
              >
                {ICONS[item.options.type] && (
                  <span className="erp-toast-icon">{ICONS[item.options.type]}</span>
                )}
                <span className="erp-toast-message">{item.message}</span>
                <button
                  type="button"
                  className="erp-toast-close"
                  aria-label="알림 닫기"
                  onClick={() => toastStore.dismiss(item.id)}
                >
                  <CloseOutlined />
                </button>
              </div>
            ))}
          </div>
        );
      })}
    </>
  );
};
