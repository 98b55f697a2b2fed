import { paymentScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.5, §2.11, §2.12 card payments: the lists, one payment's history, the payment methods.
const lists = () => import('./toss-list-page');

export const paymentPages = screenPages(paymentScreens, {
  ...chunkPages(lists, {
    orderTossInfoList: 'OrderTossInfoListPage',
    orderTossInfoListOf: 'OrderTossInfoListOfPage',
    tacarTossPaymentList: 'TacarTossPaymentListPage',
  }),
  orderTossHistoryInfo: () => import('./toss-history-page').then((m) => m.TossHistoryPage),
  orderPaymentInformationSave: () => import('./prepaid-info-page').then((m) => m.PrepaidInfoPage),
  orderPaymentInformationSaveOf: () => import('./prepaid-info-page').then((m) => m.PrepaidInfoPage),
  orderPrePaymentConfirmList: () => import('./prepaid-confirm-page').then((m) => m.PrepaidConfirmPage),
  tacarPaymethodRegister: () => import('./paymethod-page').then((m) => m.PaymethodPage),
});
