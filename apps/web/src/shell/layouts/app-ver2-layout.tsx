import { InfoCircleOutlined } from '@ant-design/icons';
import { type ReactNode, useState } from 'react';
import { useOnDemand } from '../../components/use-on-demand';
import { HeaderIconButton } from '../header/header-icon-button';
import { TabbedFrame } from './tabbed-frame';

// The help modal is fetched the first time it is opened.
const loadHelp = () => import('./app-ver2-help').then((m) => m.AppVer2Help);

const HelpButton = () => {
  const [open, setOpen] = useState(false);
  const Help = useOnDemand(loadHelp, open);
  return (
    <>
      {/* Shut while the help is open, or it would take the Escape meant for the modal. */}
      <HeaderIconButton
        label="화면 도움말"
        icon={<InfoCircleOutlined />}
        onClick={() => setOpen(true)}
        tooltipOpen={open ? false : undefined}
      />
      {Help && <Help open={open} onClose={() => setOpen(false)} />}
    </>
  );
};

/** SPEC §2.1 app-ver2: the sales registration frame, with the info icon and its help modal. */
export const AppVer2Layout = ({ children }: { children: ReactNode }) => (
  <TabbedFrame headerExtra={<HelpButton />}>{children}</TabbedFrame>
);
