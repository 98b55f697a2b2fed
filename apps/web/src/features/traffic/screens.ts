import { trafficScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.15 weather and road traffic (public-service adapters).
const traffic = () => import('./road-traffic-page');

export const trafficPages = screenPages(trafficScreens, {
  weatherInfo: () => import('./weather-page').then((m) => m.WeatherInfoPage),
  ...chunkPages(traffic, {
    roadTrafficConditions: 'RoadTrafficPage',
    roadTrafficConditionsOf: 'RoadTrafficPage',
    roadTrafficConditionsRoad: 'RoadTrafficPage',
  }),
});
