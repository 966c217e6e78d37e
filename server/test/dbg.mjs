import { startFixtureSite } from './fixtureSite.mjs';
try {
  const site = await startFixtureSite();
  await site.stop();
  console.log('ok');
} catch (e) {
  console.log(e);
}
