import { createAppConfig } from '@site/build';

export default createAppConfig({ name: 'legal', exposes: { './routes': './src/routes.ts' } });
