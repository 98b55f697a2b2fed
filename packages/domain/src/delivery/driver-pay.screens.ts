import { ADMIN_SCREEN, defineScreens } from '../screen/screen.js';

// SPEC §2.15 driver pay and provision confirmation: the month's pay of every driver (fixed once),
// one driver's pay history, pickups per driver and period, the confirmations of the cash-back
// points drivers' collections earn customers. Admin screens: pay and points are money.
export const driverPayScreens = defineScreens({
  driverSalaryCalculate: {
    name: '기사/급여 계산',
    path: '/Driver/DriverSalaryCalculate',
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
  driverSalary: {
    name: '기사/기사 급여',
    path: '/Driver/Salary/DriverSalary',
    menu: [{ section: 'delivery', title: '기사 급여', order: 60 }],
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
  driverPickupCalculate: {
    name: '기사/회수 계산',
    path: '/Driver/DriverPickupCalculate',
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
  provisionList: {
    name: '기사/지급 확인 목록',
    path: '/Driver/Provision/DriverProvisionConfirmationList',
    menu: [{ section: 'delivery', title: '지급 확인', order: 70 }],
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
  provisionView: {
    name: '기사/지급 확인 상세',
    path: '/Driver/Provision/DriverProvisionConfirmationView/:code',
    layout: 'default',
    roles: ADMIN_SCREEN,
    samples: { code: 'ZP@today-0001' },
  },
  oldPointProvision: {
    name: '기사/폐부품 캐시백 지급 확인',
    path: '/Driver/Provision/DriverOldPointProvisionConfirmation',
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
  returnPointProvision: {
    name: '기사/반품 회수 적립 지급 확인',
    path: '/Driver/Provision/DriverReturnPointProvisionConfirmation',
    layout: 'default',
    roles: ADMIN_SCREEN,
  },
});
