import type { ReactNode } from 'react';

/** SPEC §2.1 userpages: a bare container for popup windows and plain pages. */
export const UserpagesLayout = ({ children }: { children: ReactNode }) => (
  <div className="erp-userpages">{children}</div>
);
