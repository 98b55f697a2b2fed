import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.10/§2.15 pickup screens: the targets, the registers (by a return's order, by memo), a
// pickup's own page, and the driver's lists of returns and used parts to collect.
const reg = (name: string, path: string, samples: Record<string, string>) => ({
  name,
  path,
  layout: 'default' as const,
  roles: STAFF_SCREEN,
  samples,
});

export const pickupScreens = defineScreens({
  pickUpTargetList: reg('회수/회수 대상', '/Company/PickUp/PickUpTargetList/:type/:custcode', {
    type: 'all',
    custcode: 'all',
  }),
  pickUpSpecialTargetList: reg(
    '회수/폐부품 회수 대상',
    '/Company/PickUp/PickUpSpecialTargetList/:type/:custcode',
    {
      type: 'all',
      custcode: 'all',
    },
  ),
  driverPickUpRtn: {
    name: '회수/기사 반품 회수',
    path: '/Company/PickUp/DriverPickUpRtn',
    menu: [{ section: 'delivery', title: '기사 반품 회수', order: 410 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  driverPickUpJunk: {
    name: '회수/기사 폐부품 회수',
    path: '/Company/PickUp/DriverPickUpJunk',
    menu: [{ section: 'delivery', title: '기사 폐부품 회수', order: 420 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  pickUpOrderRtnRegister: reg(
    '회수/반품 회수 건',
    '/Company/PickUp/PickUpOrderRtnRegister/:pickupId/:custcode/:vin/:originOrderCode',
    {
      pickupId: '1',
      custcode: 'C000001',
      vin: '-',
      originOrderCode: '-',
    },
  ),
  orderReturnPickRegister: reg(
    '반품/반품 회수 건',
    '/Company/Order/OrderReturnPickRegister/:pickupId/:custcode/:vin/:originOrderCode',
    {
      pickupId: '1',
      custcode: 'C000001',
      vin: '-',
      originOrderCode: '-',
    },
  ),
  pickUpRtnMemo: reg('회수/반품 회수 메모', '/Company/PickUp/Memo/PickUpRtnMemo/:orderCode/:custCode', {
    orderCode: '-',
    custCode: 'C000001',
  }),
  orderReturnPickupMemo: reg(
    '반품/반품 회수 메모',
    '/Company/Order/OrderReturnPickupMemo/:orderCode/:custCode',
    {
      orderCode: '-',
      custCode: 'C000001',
    },
  ),
  pickUpRtnOrder: reg(
    '회수/반품 회수 등록',
    '/Company/PickUp/Order/PickUpRtnOrder/:vin/:custCode/:ordercode',
    {
      vin: '-',
      custCode: 'C000001',
      ordercode: '-',
    },
  ),
  orderReturnPickupRegister: reg(
    '반품/반품 회수 등록',
    '/Company/Order/OrderReturnPickupRegister/:vin/:custCode/:ordercode',
    {
      vin: '-',
      custCode: 'C000001',
      ordercode: '-',
    },
  ),
});
