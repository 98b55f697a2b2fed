import { defineModule } from '../../platform/http/server-module.js';

export const uploadModule = defineModule({
  name: 'upload',
  layer: 'catalogue',
  routes: [],
});
