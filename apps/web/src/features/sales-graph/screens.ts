import { salesGraphScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// Sales graphs (SPEC §2.6 AppOrderGraph, §2.11 Graph/*), for company staff.
export const salesGraphPages = screenPages(salesGraphScreens, {
  hourlyGraph: () => import('./hourly-graph-page').then((m) => m.HourlyGraphPage),
  productOrderAndTossGraph: () => import('./product-graph-page').then((m) => m.ProductOrderAndTossGraphPage),
  appOrderGraph: () => import('./app-order-graph-page').then((m) => m.AppOrderGraphPage),
});
