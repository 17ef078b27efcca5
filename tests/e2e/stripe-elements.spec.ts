import { mkdirSync } from 'node:fs';
import { expect, request as playwrightRequest } from '@playwright/test';
import { StripeFake } from '../gateway/stripeFake';
import { CONFIRM_URL, FAKE_STRIPE_JS } from './fakeStripeJs';
import { E2E_PORT } from './gateways';
import { DEMO, signInByApi } from './helpers';
import { OwnGateway } from './offlineHarness';
import { axeBothThemes } from './pageChecks';
import { test } from './test';

const shots = 'test-results/stripe-elements';
/** The machine running the suite may be busy: the provider's answers get 30 s. */
const slow = expect.configure({ timeout: 30_000 });

/**
 * Card binding through our Stripe integration in a browser: the gateway runs with
 * PAYMENT_PROVIDER=stripe against the tests' fake Stripe server (tests/gateway/stripeFake.ts), and
 * Stripe.js — which cannot load here — is replaced by a small fake (fakeStripeJs.ts) implementing
 * what our card form calls. What runs for real: the payment-method page choosing the Stripe form,
 * its lazily loaded chunk, @stripe/stripe-js loading the script from js.stripe.com under the
 * gateway's CSP, @stripe/react-stripe-js's Elements and CardElement, our confirmCardSetup call and
 * its error display, CompleteSetupIntent, and the gateway's Stripe adapter (SetupIntent, payment
 * method, the 10 USD manual-capture hold) over HTTP to the fake.
 */
test('binds a card with Stripe Elements against the fake Stripe: a declined card is refused beside the form, a good one is bound with its hold', async ({ page }) => {
  test.setTimeout(240_000);
  const stripe = new StripeFake();
  await stripe.start();
  // Its own gateway (E2E_PORT + 950: outside the worker gateways and the offline tests' slots).
  const gw = new OwnGateway(E2E_PORT + 950, {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_fake',
    STRIPE_WEBHOOK_SECRET: 'whsec_e2e_fake',
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: 'http',
  });
  const api = await playwrightRequest.newContext({ baseURL: gw.url });
  try {
    await gw.start();
    const scriptLoads: string[] = [];
    await page.route('https://js.stripe.com/**', async (route) => {
      scriptLoads.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS });
    });
    await page.route(CONFIRM_URL, async (route) => {
      const { clientSecret, number } = JSON.parse(route.request().postData() ?? '{}') as { clientSecret: string; number: string };
      const digits = number.replace(/\D/g, '');
      const setupIntentId = clientSecret.split('_secret_')[0]!;
      const body = digits.endsWith('0002')
        ? { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }
        : (stripe.confirmSetupIntent(setupIntentId, { brand: 'visa', last4: digits.slice(-4) }), { setupIntent: { id: setupIntentId, status: 'succeeded' } });
      await route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify(body) });
    });

    await page.setViewportSize({ width: 1366, height: 900 });
    await signInByApi(page, api, DEMO.email, DEMO.password);
    await page.goto(`${gw.url}/bill/payment-method`);
    await slow(page.getByRole('heading', { name: 'Payment methods', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add a card' }).click();
    const form = page.getByRole('form', { name: 'Add a card' });
    const cardNumber = form.getByRole('textbox', { name: 'Card number' });
    await slow(cardNumber).toBeVisible();
    expect(scriptLoads).toEqual([expect.stringMatching(/^https:\/\/js\.stripe\.com\/[a-z0-9]+\/stripe\.js/)]);
    await form.getByRole('textbox', { name: 'Name on the card' }).fill('Demo Marketer');
    await form.getByRole('textbox', { name: 'Billing address' }).fill('1 Market St');
    await form.getByRole('textbox', { name: 'City' }).fill('San Francisco');
    await form.getByRole('textbox', { name: 'Postal code' }).fill('94105');
    await form.getByRole('textbox', { name: 'Country (2 letters)' }).fill('us');

    // Declined by "Stripe": our form shows the spec's text with Stripe's reason, nothing is bound.
    await cardNumber.fill('4000 0000 0000 0002');
    await form.getByRole('button', { name: 'Bind card' }).click();
    await slow(form.getByText('Failed to process payment details — Your card was declined.')).toBeVisible();
    await axeBothThemes(page, 'Stripe card form with an error');

    await cardNumber.fill('4242 4242 4242 4242');
    await form.getByRole('button', { name: 'Bind card' }).click();
    await slow(page).toHaveURL(/\/bill\/payment-status\?setup=seti_/);
    await slow(page.getByText('Card bound')).toBeVisible();
    await page.getByRole('link', { name: 'Back to payment methods' }).click();
    const card = page.getByTestId('bill-card').filter({ hasText: 'VISA ending in 4242' });
    await slow(card.getByTestId('bill-card-hold')).toContainText('$10.00 frozen until');
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/payment-method-stripe-1366-en.png`, fullPage: true });

    // The gateway went through Stripe's API: a SetupIntent, then the 10 USD manual-capture hold on the bound method.
    const calls = stripe.requests.map((r) => `${r.method} ${r.path}`);
    expect(calls).toContain('POST /v1/setup_intents');
    const hold = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(hold?.params).toMatchObject({ amount: '1000', currency: 'usd', capture_method: 'manual' });
  } finally {
    await api.dispose();
    await gw.kill();
    await stripe.close();
  }
});
