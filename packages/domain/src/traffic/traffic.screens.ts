import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.15 weather and road traffic for the delivery desk. :code of RoadTrafficConditions is an
// area (seoul, incheon, gyeonggi, busan), :info a road name to narrow it to.
export const trafficScreens = defineScreens({
  weatherInfo: {
    name: '날씨',
    path: '/Weather/WeatherInfo',
    menu: [{ section: 'office', title: '날씨', order: 70 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  roadTrafficConditions: {
    name: '배송/도로 소통',
    path: '/DeliveryManager/RoadTrafficConditions',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  roadTrafficConditionsOf: {
    name: '배송/도로 소통 (지역)',
    path: '/DeliveryManager/RoadTrafficConditions/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'seoul' },
  },
  roadTrafficConditionsRoad: {
    name: '배송/도로 소통 (도로)',
    path: '/DeliveryManager/RoadTrafficConditions/:code/:info',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'seoul', info: '올림픽대로' },
  },
});
