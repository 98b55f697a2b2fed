import { Tooltip } from 'antd';
import type { ReactNode } from 'react';

/**
 * A grid cell that names its refused number on itself: a tooltip that stays open while the number
 * is wrong (negative, fraction, too large), so the clerk sees which cell and why without saving.
 */
export const RefusableCell = ({
  problem,
  children,
  placement = 'left',
}: {
  problem: string | null;
  children: ReactNode;
  placement?: 'left' | 'top' | 'bottom' | 'right';
}) => (
  <Tooltip open={problem !== null} title={problem} placement={placement}>
    {/* The tooltip anchors on an element it can hold a ref to. */}
    <div>{children}</div>
  </Tooltip>
);
