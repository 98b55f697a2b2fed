/** SPEC §2.3: routes that are public entry points and never logged. */
export const ACCESS_LOG_EXEMPT_PATHS = [
  '/Company/Login',
  '/Company/MobileLogin',
  '/Company/CustomerLogin',
  '/Company/External/ExternalSystemLogin',
  '/Company/PurchaseLogin',
  '/Company/Seo/SeoLogin',
  '/Company/Courier/CourierLogin',
  '/Company/Client/ClientLogin',
  '/MainPage',
] as const;
