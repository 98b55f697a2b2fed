import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import {
  trafficQuerySchema,
  trafficResultSchema,
  weatherQuerySchema,
  weatherResultSchema,
} from './traffic.schema.js';

// Weather now (SPEC §7.8 weather: current) and road speeds, through the public-service adapters.
export const trafficApi = defineContracts({
  weatherCurrent: {
    method: 'GET',
    path: '/api/weather/v1.0/current',
    summary: '현재 날씨 (기상청 초단기실황)',
    access: STAFF_ONLY,
    query: weatherQuerySchema,
    response: weatherResultSchema,
  },
  trafficList: {
    method: 'GET',
    path: '/api/delivery/v1.0/traffic/list',
    summary: '도로 소통 정보 (국가교통정보센터 링크 속도)',
    access: STAFF_ONLY,
    query: trafficQuerySchema,
    response: trafficResultSchema,
  },
});
