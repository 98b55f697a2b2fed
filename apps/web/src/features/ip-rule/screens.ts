import { ipRuleScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.5: allowed login addresses (IP 관리).
export const ipRulePages = screenPages(ipRuleScreens, {
  ipManage: () => import('./ip-manage-page').then((m) => m.IpManagePage),
});
