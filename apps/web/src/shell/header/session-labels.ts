import { ROLE_LABELS } from '@erp/domain';
import { effectiveRole } from '../../app/screen-access';

/** The session's loginTime "YYYYMMDDHHmmss" as "YYYY-MM-DD HH:mm"; anything else is shown as is. */
export const formatLoginTime = (loginTime: string): string =>
  /^\d{12}/.test(loginTime)
    ? `${loginTime.slice(0, 4)}-${loginTime.slice(4, 6)}-${loginTime.slice(6, 8)} ${loginTime.slice(8, 10)}:${loginTime.slice(10, 12)}`
    : loginTime;

/** The Korean label of the session's role; the fall-through group reads as staff. */
export const roleLabelOf = (auth: string): string => ROLE_LABELS[effectiveRole(auth)];
