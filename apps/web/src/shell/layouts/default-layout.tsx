import type { ReactNode } from 'react';
import { TabbedFrame } from './tabbed-frame';

/** SPEC §2.1 default: header, sidebar and the tab strip of open pages. */
export const DefaultLayout = ({ children }: { children: ReactNode }) => <TabbedFrame>{children}</TabbedFrame>;
