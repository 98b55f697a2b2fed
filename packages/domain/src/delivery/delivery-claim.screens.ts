import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.15 Claim/ClaimDeliveryInfoList: delivery claims (damaged, late, wrong) and their returns.
export const deliveryClaimScreens = defineScreens({
  claimDeliveryInfoList: {
    name: '배송/배송 클레임',
    path: '/Claim/ClaimDeliveryInfoList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
});
