import { test as setup } from '@playwright/test';
import { buildAgencyFixture, buildPaymentsFixture, paymentsFixtures } from './support/fieldFixtures';

/** The field and canary proofs' fixture builds, once per run, side by side (each in its own copy). */
setup(
  'fixtures built: payments Next buttons that throw or keep the main thread, an agency with a new /about title',
  async () => {
    setup.setTimeout(300_000);
    await Promise.all([...paymentsFixtures.map(buildPaymentsFixture), buildAgencyFixture()]);
  },
);
