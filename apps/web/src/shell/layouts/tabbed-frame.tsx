import type { ReactNode } from 'react';
import { TabStrip } from '../tab-strip/tab-strip';
import { useTabStrip } from '../tab-strip/use-tab-strip';
import { HeaderFrame } from './header-frame';
import { useCurrentPage } from './shell-context';

/** Header, sidebar, tab strip of open pages and footer: the default frame and the sales one. */
export const TabbedFrame = ({ children, headerExtra }: { children: ReactNode; headerExtra?: ReactNode }) => {
  const tabs = useTabStrip(useCurrentPage());
  return (
    <HeaderFrame
      className="erp-shell"
      brand="부품 ERP"
      headerExtra={headerExtra}
      aboveContent={
        <TabStrip tabs={tabs.tabs} onOpen={tabs.open} onClose={tabs.close} onCloseOthers={tabs.closeOthers} />
      }
    >
      {children}
    </HeaderFrame>
  );
};
