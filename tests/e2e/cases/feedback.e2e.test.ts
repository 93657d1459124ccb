/**
 * Full marks in the feedback cases, through the UI alone: removal requests with the reason the
 * platform removes for, public replies, and the buyer contacted.
 */
import type { Page } from '@playwright/test';
import { modalWith, row, shot, toast } from '../helpers.ts';
import { expect, menu, openCase, submitForFullMarks, test } from './play.ts';

/** Applies for deletion of a review with a reason; the platform grants it and the row goes. */
const remove = async (page: Page, id: string, reason: string) => {
  await row(page, id).getByTestId('review-requestRemoval').click();
  const dialog = modalWith(page, 'review-removal-reason');
  await dialog.getByTestId(`review-reason-${reason}`).click();
  await dialog.getByTestId('review-removal-ask').click();
  await expect(dialog).toBeHidden();
  await expect(toast(page).filter({ hasText: '平台已删除该评价' }).first()).toBeVisible();
  await expect(row(page, id)).toHaveCount(0);
};

const reply = async (page: Page, id: string, text: string) => {
  await row(page, id).getByTestId('review-reply').click();
  const dialog = modalWith(page, 'review-reply-text');
  await dialog.getByTestId('review-reply-text').fill(text);
  await dialog.getByTestId('review-reply-send').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`review-reply-${id}`)).toContainText(text.slice(0, 40));
};

const productTab = (page: Page) => page.locator('.ant-tabs-tab', { hasText: '商品评价' }).click();

test('amazon-feedback-removal reaches 100 in the browser', async ({ student: page, errors }) => {
  void errors;
  await openCase(page, 'customerMarketing', 'amazon-feedback-removal');
  await menu(page, 'feedback', '/Feedback');
  const rating = page.getByTestId('feedback-metric-rating');
  const before = Number(await rating.locator('.ant-statistic-content-value').innerText());

  // The rule is on the request: Amazon removes personal data and product-only seller feedback.
  await row(page, 'fb1').getByTestId('review-requestRemoval').click();
  await expect(modalWith(page, 'review-removal-reason')).toContainText('亚马逊 只删除以下评价');
  await page.keyboard.press('Escape');
  await remove(page, 'fb1', 'personalData');
  await remove(page, 'fb2', 'productOnly');
  await expect
    .poll(async () => Number(await rating.locator('.ant-statistic-content-value').innerText()))
    .toBeGreaterThan(before);

  // Maria's feedback is honest: what happened to her order is in its remark on the order page.
  await expect(row(page, 'fb3').locator('.review-text')).toHaveAttribute('lang', 'en');
  await menu(page, 'orders', '/orderSlove');
  await row(page, '113-2260948-1175').locator('.ant-table-row-expand-icon').click();
  await expect(page.locator('.ant-table-expanded-row')).toContainText('3 days late');
  await menu(page, 'feedback', '/Feedback');
  await reply(
    page,
    'fb3',
    'Dear Maria, we are truly sorry that your mugs arrived late and that nobody warned you about the delay. A packing backlog after our spring sale held up your order. We have since added a second packing shift, and every order now ships within 24 hours. Thank you for telling us. Harbor Lane Kitchen',
  );
  // A private message to Maria: written in the composer, checked, sent.
  await row(page, 'fb3').getByTestId('review-contactBuyer').click();
  const contact = page
    .locator('.ant-modal')
    .filter({ has: page.getByTestId('review-contact-text') });
  await expect(contact.getByTestId('review-contact-send')).toBeDisabled();
  await contact
    .getByTestId('review-contact-text')
    .fill(
      "Hi Maria, I'm so sorry your mugs arrived late and nobody warned you. I'd like to make this right: we can refund your shipping cost or send a small replacement gift. Just reply here and tell me which you prefer. Best regards, Harbor Lane Kitchen",
    );
  await contact.getByTestId('review-contact-send').click();
  await expect(contact).toBeHidden();
  await expect(toast(page).filter({ hasText: '私信已发送给买家' })).toBeVisible();

  await productTab(page);
  await remove(page, 'rv2', 'promotional');
  await shot(page, 'feedback-amazon.png');

  await submitForFullMarks(page, 'customerMarketing', 'amazon-feedback-removal');
});

test('aliexpress-feedback-reply reaches 100 in the browser', async ({ student: page, errors }) => {
  void errors;
  await openCase(page, 'customerMarketing', 'aliexpress-feedback-reply');
  await menu(page, 'feedback', '/Feedback');
  await productTab(page);
  // Each buyer's review reads as they wrote it: Olga in Russian, Camille in French. Each is
  // answered in that language.
  const review = (id: string) => row(page, id).locator('.review-text');
  await expect(review('rv1')).toHaveAttribute('lang', 'ru');
  await expect(review('rv1')).toContainText('Всегда ношу размер M');
  await expect(review('rv2')).toHaveAttribute('lang', 'fr');
  await expect(review('rv2')).toContainText('pas vert sauge');
  await reply(
    page,
    'rv1',
    'Здравствуйте, Ольга! Приносим извинения, что платье оказалось тесным. Оно сшито по азиатской размерной сетке, поэтому в таблице размеров на странице товара мы советуем брать на размер больше обычного. Платье можно бесплатно обменять: оформите возврат на странице заказа, мы оплатим доставку и отправим вам размер L. С уважением, Maple Thread Fashion Store',
  );
  await reply(
    page,
    'rv2',
    "Bonjour Camille, nous sommes désolés que la couleur vous ait déçue. Sous les lumières du studio, le vert sauge paraissait plus vif qu'en intérieur : nous avons ajouté sur la fiche produit des photos prises à la lumière du jour, sans filtre. Si la couleur ne vous convient pas, vous pouvez retourner le gilet gratuitement depuis la page de votre commande. Cordialement, Maple Thread Fashion Store",
  );
  await remove(page, 'rv3', 'obscene');
  await remove(page, 'rv4', 'unrelated');
  await remove(page, 'rv5', 'extortion');

  await submitForFullMarks(page, 'customerMarketing', 'aliexpress-feedback-reply');
});
