import { createAppConfig } from '@site/build';

export default createAppConfig({ name: 'agency' });
