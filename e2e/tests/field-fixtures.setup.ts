import { test as setup } from '@playwright/test';
import { buildPaymentsFixture, paymentsFixtures } from './support/fieldFixtures';

/** The field proof's fixture builds of payments, once per run, side by side (each in its own copy). */
setup('payments fixtures built: a Next button that throws, one that keeps the main thread', async () => {
  setup.setTimeout(240_000);
  await Promise.all(paymentsFixtures.map(buildPaymentsFixture));
});
