import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useOnDemand } from '../../components/use-on-demand';
import { TabbedFrame } from './tabbed-frame';

// The help modal is fetched the first time it is opened.
const loadHelp = () => import('./app-ver2-help').then((m) => m.AppVer2Help);

const HelpButton = () => {
  const [open, setOpen] = useState(false);
  const Help = useOnDemand(loadHelp, open);
  return (
    <>
      {/* Shut while the help is open, or it would take the Escape meant for the modal. */}
      <Tooltip title="화면 도움말" open={open ? false : undefined}>
        <Button
          type="text"
          className="erp-header-icon"
          icon={<InfoCircleOutlined />}
          aria-label="화면 도움말"
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      {Help && <Help open={open} onClose={() => setOpen(false)} />}
    </>
  );
};

/** SPEC §2.1 app-ver2: the sales registration frame, with the info icon and its help modal. */
export const AppVer2Layout = ({ children }: { children: ReactNode }) => (
  <TabbedFrame headerExtra={<HelpButton />}>{children}</TabbedFrame>
);
