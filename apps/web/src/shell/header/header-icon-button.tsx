import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Tooltip, type TooltipProps } from 'antd';
import type { ReactNode } from 'react';
import { logout } from '../../app/session.api';

type Props = {
  /** Both the tooltip and the accessible name: the button shows only its icon. */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** False hides the tooltip, e.g. while the dialog the button opened takes Escape. */
  tooltipOpen?: false;
  /** Without a tooltip: the phone bar shows none. */
  noTooltip?: boolean;
  placement?: TooltipProps['placement'];
  ariaExpanded?: boolean;
};

/** An icon button of the frame's bars (header, Seo sidebar, phone bar) with its hint. */
export const HeaderIconButton = ({
  label,
  icon,
  onClick,
  tooltipOpen,
  noTooltip,
  placement,
  ariaExpanded,
}: Props) => {
  const button = (
    <Button
      type="text"
      className="erp-header-icon"
      icon={icon}
      aria-label={label}
      aria-expanded={ariaExpanded}
      onClick={onClick}
    />
  );
  if (noTooltip) return button;
  return (
    <Tooltip title={label} open={tooltipOpen} placement={placement}>
      {button}
    </Tooltip>
  );
};

export const SidebarToggleButton = ({
  open,
  onToggle,
  placement,
}: {
  open: boolean;
  onToggle: () => void;
  placement?: TooltipProps['placement'];
}) => (
  <HeaderIconButton
    label={open ? '메뉴 접기' : '메뉴 펼치기'}
    icon={open ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
    onClick={onToggle}
    placement={placement}
    ariaExpanded={open}
  />
);

export const LogoutButton = ({
  loginPage,
  noTooltip,
  placement,
}: {
  loginPage: string;
  noTooltip?: boolean;
  placement?: TooltipProps['placement'];
}) => (
  <HeaderIconButton
    label="로그아웃"
    icon={<LogoutOutlined />}
    onClick={() => void logout(loginPage)}
    noTooltip={noTooltip}
    placement={placement}
  />
);
