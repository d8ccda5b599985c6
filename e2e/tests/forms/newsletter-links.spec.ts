import { expect, test } from '../test';
import { confirmNewsletterLink, mailsAbout } from '../console/support';
import { sendNewsletter } from '../console/visitor';
import { query, uniqueEmail } from './support';

/**
 * The newsletter e-mail's links as a subscriber follows them in a browser: each lands on a page of the
 * site with one button (a visit changes nothing: mail scanners prefetch links); the confirm button's
 * click lands on "You are subscribed", the unsubscribe button's on "You are unsubscribed".
 */
test('the confirmation and unsubscribe links land on the site’s pages; only the buttons confirm and unsubscribe', async ({
  page,
}) => {
  const email = uniqueEmail('links');
  await sendNewsletter(page, { name: 'Lina Links', email: () => email });
  const stateOf = async () =>
    (await query<{ state: string }>('SELECT state FROM subscription WHERE email = $1', [email]))[0]?.state;

  const confirm = await confirmNewsletterLink(email);
  await page.goto(confirm);
  await expect(page).toHaveURL(/\/newsletter\/confirm\?token=c\./);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your newsletter subscription');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await stateOf()).toBe('pending');

  await page.getByRole('button', { name: 'Confirm my subscription', exact: true }).click();
  await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are subscribed');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await stateOf()).toBe('confirmed');

  const [pending] = await query<{ id: string }>(
    "SELECT id::text FROM submission WHERE kind = 'newsletter' AND email = $1",
    [email],
  );
  const text = (await mailsAbout(pending!.id)).find((mail) => mail.to.includes(email))!.text;
  const unsubscribe = new URL(text.match(/https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=\S+/)![0]);
  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(page).toHaveURL(/\/newsletter\/unsubscribe\?token=u\./);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from our newsletter');
  expect(await stateOf()).toBe('confirmed');

  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
  expect(await stateOf()).toBe('unsubscribed');

  // The same confirmation link's button now lands on the expired page: it cannot subscribe the address again.
  await page.goto(confirm);
  await page.getByRole('button', { name: 'Confirm my subscription', exact: true }).click();
  await expect(page).toHaveURL(/\/newsletter\/link-expired$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired');
});
