import { defineScreens, PURCHASE_SCREEN } from '../screen/screen.js';

// SPEC §2.16 freight (운임): the registration (type = the document kind, code = the document to
// charge, prefilled) and the list (type = a document kind or a status). Samples are the demo
// freight bill of seed (charged to the demo purchase R00000001).
export const freightCostScreens = defineScreens({
  freightCostRegistration: {
    name: '운임/운임 등록',
    path: '/Company/FreightCostRegistration',
    menu: [
      { section: 'stock', title: '운임 등록', order: 70 },
      { section: 'purchase-staff', title: '운임 등록', order: 80 },
    ],
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  freightCostRegistrationType: {
    name: '운임/운임 등록',
    path: '/Company/FreightCostRegistration/:type',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { type: 'purchase' },
  },
  freightCostRegistrationDoc: {
    name: '운임/운임 등록',
    path: '/Company/FreightCostRegistration/:type/:code',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { type: 'purchase', code: 'R00000001' },
  },
  freightCostList: {
    name: '운임/운임 목록',
    path: '/Company/FreightCostList',
    menu: [
      { section: 'stock', title: '운임 목록', order: 71 },
      { section: 'purchase-staff', title: '운임 목록', order: 81 },
    ],
    layout: 'default',
    roles: PURCHASE_SCREEN,
  },
  freightCostListType: {
    name: '운임/운임 목록',
    path: '/Company/FreightCostList/:type',
    layout: 'default',
    roles: PURCHASE_SCREEN,
    samples: { type: 'purchase' },
  },
});
