import { ROLE_LABELS } from '@erp/domain';
import type { ReactNode } from 'react';
import { effectiveRole } from '../../app/screen-access';
import { HeaderFrame } from './header-frame';
import { useShell } from './shell-context';

/** SPEC §2.1 osc-pages: the outsourcing partners' frame: header with the partner's name, sidebar, no tabs. */
export const OscPagesLayout = ({ children }: { children: ReactNode }) => {
  const { session } = useShell();
  return (
    <HeaderFrame className="erp-shell erp-osc" brand={ROLE_LABELS[effectiveRole(session.auth)]}>
      {children}
    </HeaderFrame>
  );
};
