import { customerCategoryPriceScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// CustomerCategoryPrice for company staff; the /:type popup child (routes.tsv) is the same page
// without the shell.
export const customerCategoryPricePages = screenPages(customerCategoryPriceScreens, {
  customerCategoryPrice: () =>
    import('./customer-category-price-page').then((m) => m.CustomerCategoryPricePage),
});
