import { freightCostScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.16 freight (운임): the registration with its allocation preview, and the list.
const registration = () => import('./freight-registration-page');
const list = () => import('./freight-list-page');

export const freightCostPages = screenPages(freightCostScreens, {
  ...chunkPages(registration, {
    freightCostRegistration: 'FreightRegistrationPage',
    freightCostRegistrationType: 'FreightRegistrationPage',
    freightCostRegistrationDoc: 'FreightRegistrationPage',
  }),
  ...chunkPages(list, { freightCostList: 'FreightListPage', freightCostListType: 'FreightListPage' }),
});
