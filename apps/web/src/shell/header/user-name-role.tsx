import type { SessionInfo } from '@erp/domain';
import { roleLabelOf } from './session-labels';

/** Who is logged in, as every frame's bar shows it: the name over the role. */
export const UserNameRole = ({ session }: { session: SessionInfo }) => (
  <>
    <span className="erp-user-name">{session.name}</span>
    <span className="erp-user-role">{roleLabelOf(session.auth)}</span>
  </>
);
