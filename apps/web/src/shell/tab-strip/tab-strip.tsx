import { CloseOutlined, EllipsisOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import { openPopupWindow } from '../popup/popup-window';
import { startHeldScroll, TAB_SCROLL_STEP_PX } from './tab-scroll';
import { canCloseTabs, type TabItem } from './tab-strip.reducer';

type Props = {
  tabs: readonly TabItem[];
  onOpen: (tab: TabItem) => void;
  onClose: (title: string) => void;
  onCloseOthers: (title: string) => void;
};

const ScrollArrow = ({ direction, target }: { direction: -1 | 1; target: () => HTMLElement | null }) => {
  const stop = useRef<(() => void) | null>(null);
  const release = () => {
    stop.current?.();
    stop.current = null;
  };
  useEffect(() => () => stop.current?.(), []);
  const press = (event: PointerEvent<HTMLButtonElement>) => {
    const element = target();
    if (!element || event.button !== 0) return;
    release();
    stop.current = startHeldScroll(element, direction);
  };
  const keyStep = (event: KeyboardEvent<HTMLButtonElement>) => {
    const element = target();
    if (element && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      element.scrollLeft += direction * TAB_SCROLL_STEP_PX;
    }
  };
  return (
    <button
      type="button"
      className="erp-tab-arrow"
      aria-label={direction < 0 ? '탭 왼쪽으로 이동' : '탭 오른쪽으로 이동'}
      onPointerDown={press}
      onPointerUp={release}
      onPointerLeave={release}
      onPointerCancel={release}
      onKeyDown={keyStep}
    >
      {direction < 0 ? <LeftOutlined /> : <RightOutlined />}
    </button>
  );
};

/** The strip of open pages (SPEC §2.2): columns 2 %, 94 %, 2 %, 2 %. */
export const TabStrip = ({ tabs, onOpen, onClose, onCloseOthers }: Props) => {
  const scroller = useRef<HTMLDivElement>(null);
  const closable = canCloseTabs(tabs);
  const active = tabs.find((tab) => tab.active);

  const activeTitle = active?.title;
  // Brings the active tab into view when another tab becomes active, not on every render.
  useEffect(() => {
    if (activeTitle === undefined) return;
    const element = scroller.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeTitle]);

  const tabMenu = (tab: TabItem): MenuProps => ({
    items: [
      { key: 'popup', label: '새 창으로 열기' },
      { key: 'others', label: '다른 탭 모두 닫기', disabled: !closable },
    ],
    onClick: ({ key }) => {
      if (key === 'popup') openPopupWindow(tab.url);
      if (key === 'others') onCloseOthers(tab.title);
    },
  });

  const listMenu: MenuProps = {
    items: [
      ...tabs.map((tab) => ({ key: `tab:${tab.title}`, label: tab.title })),
      { type: 'divider' as const },
      { key: 'others', label: '현재 탭만 남기기', disabled: !closable || !active },
    ],
    onClick: ({ key }) => {
      if (key === 'others' && active) onCloseOthers(active.title);
      const tab = tabs.find((t) => `tab:${t.title}` === key);
      if (tab) onOpen(tab);
    },
  };

  return (
    <nav className="erp-tab-strip" aria-label="열린 화면">
      <ScrollArrow direction={-1} target={() => scroller.current} />
      <div className="erp-tab-scroller" ref={scroller} role="tablist">
        {tabs.map((tab) => (
          <Dropdown key={tab.title} menu={tabMenu(tab)} trigger={['contextMenu']}>
            <div
              role="tab"
              tabIndex={0}
              aria-selected={tab.active}
              className={tab.active ? 'erp-tab erp-tab-active' : 'erp-tab'}
              data-title={tab.title}
              title={tab.url}
              onClick={() => onOpen(tab)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') onOpen(tab);
              }}
            >
              <span className="erp-tab-title">{tab.title}</span>
              {closable && (
                <button
                  type="button"
                  className="erp-tab-close"
                  aria-label={`${tab.title} 탭 닫기`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onClose(tab.title);
                  }}
                >
                  <CloseOutlined />
                </button>
              )}
            </div>
          </Dropdown>
        ))}
      </div>
      <ScrollArrow direction={1} target={() => scroller.current} />
      <Dropdown menu={listMenu} trigger={['click']} placement="bottomRight">
        <button type="button" className="erp-tab-arrow" aria-label="열린 화면 목록">
          <EllipsisOutlined />
        </button>
      </Dropdown>
    </nav>
  );
};
