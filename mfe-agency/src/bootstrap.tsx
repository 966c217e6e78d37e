import { mountStandalone } from '@site/standalone';
import { routes } from './routes';

mountStandalone({ section: 'agency', routes });
