/** Full marks in the warehouse, after-sales and customer cases, through the UI alone. */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import {
  confirmDialog,
  countReason,
  countStock,
  modalWith,
  pickOption,
  row,
  shot,
  toast,
} from '../helpers.ts';
import {
  downloadCaseFile,
  expect,
  menu,
  openCase,
  ship,
  submitForFullMarks,
  test,
} from './play.ts';

test('temu-stock-count reaches 100 in the browser', async ({ student: page, errors }) => {
  void errors;
  await openCase(page, 'orderWarehousing', 'temu-stock-count');
  await menu(page, 'warehouse', '/Cangchu');

  // The product file comes with the case: offered in the import dialog.
  await page.getByTestId('stock-import').click();
  const dialog = modalWith(page, 'import-dialog');
  const file = await downloadCaseFile(page, dialog, 'temu-new-products.xlsx');
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.locator('.ant-btn-primary').click();
  await expect(toast(page).filter({ hasText: '导入成功' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'PLW-MEM01')).toBeVisible();

  // The team's counts, with the reasons of the two lines that differ.
  await page.getByTestId('check-start').click();
  const panel = page.getByTestId('check-panel');
  await expect(panel.locator('tr.ant-table-row')).toHaveCount(7);
  await countStock(panel, { 'KNF-SET6': 28, 'TWL-MF3': 5 });
  await countReason(panel, 'KNF-SET6', '仓库屋顶漏水，2 套刀具生锈报废');
  await countReason(panel, 'TWL-MF3', '3 包买家退货上架时未入账');
  await page.getByTestId('check-post').click();
  await expect(panel).toBeHidden();
  await expect(row(page, 'TWL-MF3').getByTestId('stock-qty')).toHaveText('5');

  // The discontinued fan: stop selling it, keep it on the books.
  await row(page, 'FAN-USB4').getByTestId('stock-modify').click();
  const modify = modalWith(page, 'modify-form');
  await pickOption(page, modify.locator('.ant-select'), '未售');
  await modify.getByTestId('modify-reason').fill('供应商停产，剩余 8 台清仓');
  await modify.locator('.ant-btn-primary').click();
  await expect(modify).toBeHidden();
  await expect(row(page, 'FAN-USB4')).toContainText('未售');

  await menu(page, 'orders', '/orderSlove');
  await ship(page, 'PO-211-08154726390412', 'USPS', '9400111899223344');
  await ship(page, 'PO-211-08154733917720', 'UPS', '1Z999AA10123456784');
  await submitForFullMarks(page, 'orderWarehousing', 'temu-stock-count');
});

test('shopee-return-refund reaches 100 in the browser', async ({ student: page, errors }) => {
  test.setTimeout(120_000);
  void errors;
  const RETURN = 'RR-260613-001';
  const MUGS = 'RF-260614-002';
  const BOARD = 'RR-260614-003';
  const status = (id: string) => row(page, id).getByTestId('after-sale-status');
  await openCase(page, 'disputeClaims', 'shopee-return-refund');
  // Policy: a mug cracked in transit is refunded at its price, read from its order.
  await menu(page, 'afterSales', '/afterSell');
  const mugOrder = (await row(page, MUGS).innerText()).match(/2606\d\d[A-Z0-9]{8}/)?.[0] ?? '';
  await menu(page, 'orders', '/orderSlove');
  await row(page, mugOrder).locator('.ant-table-row-expand-icon').click();
  await expect(page.locator('.ant-table-expanded-row')).toContainText('8.50');
  await menu(page, 'afterSales', '/afterSell');

  // The defective blender: the full return, confirmed once more. The buyer ships it 30
  // sim-minutes later (30 s).
  await row(page, RETURN).getByTestId('after-sale-agree').click();
  const agree = modalWith(page, 'agree-form');
  await agree.getByTestId('refund-input').fill('42.39');
  await agree.locator('.ant-btn-primary').click();
  await confirmDialog(page);
  await expect(status(RETURN)).toHaveAttribute('data-status', 'awaitingReturn');

  // One cracked mug: the refund input stops at what the order can still refund.
  await row(page, MUGS).getByTestId('after-sale-agree').click();
  const mugs = modalWith(page, 'agree-form');
  await mugs.getByTestId('refund-input').fill('99999');
  await mugs.getByTestId('refund-input').blur();
  await expect(mugs.getByTestId('refund-input')).toHaveValue('36.49');
  await mugs.getByTestId('refund-input').fill('8.5');
  await mugs.locator('.ant-btn-primary').click();
  await expect(mugs).toBeHidden();
  await expect(status(MUGS)).toHaveAttribute('data-status', 'refunded');

  await row(page, BOARD).getByTestId('after-sale-refuse').click();
  const refuse = modalWith(page, 'refuse-form');
  await refuse
    .getByTestId('after-sale-text')
    .fill(
      'Hi Jason, thank you for your request. We are sorry, but we cannot accept this return: the ' +
        'set was delivered on 6 May, 39 days ago, past our 15-day change-of-mind window, and the ' +
        'photos show knife marks, so the boards have been used. Regards, Lumi Living SG',
    );
  await refuse.locator('.ant-btn-primary').click();
  await expect(refuse).toBeHidden();
  await expect(status(BOARD)).toHaveAttribute('data-status', 'refused');

  await menu(page, 'orders', '/orderSlove');
  await ship(page, '260614EW9H3F6J', '极兔速递', 'JTSG6099887766');

  // The buyer's shipment arrives while the student is elsewhere: a notice and a badge.
  await expect(page.getByTestId('menu-badge-afterSales')).toContainText('1', { timeout: 60_000 });
  await expect(page.locator('.live-notice')).toContainText(RETURN);
  await menu(page, 'afterSales', '/afterSell');
  await expect(page.getByTestId('menu-badge-afterSales')).not.toContainText('1');
  await expect(status(RETURN)).toHaveAttribute('data-status', 'returnShipped');
  await row(page, RETURN).getByTestId('after-sale-received').click();
  await confirmDialog(page);
  await expect(status(RETURN)).toHaveAttribute('data-status', 'refunded');

  // The returned blender is broken: out of stock, with the reason.
  await menu(page, 'warehouse', '/Cangchu');
  await expect(row(page, 'BLEND-P1').getByTestId('stock-qty')).toHaveText('15');
  await row(page, 'BLEND-P1').getByTestId('stock-modify').click();
  const modify = modalWith(page, 'modify-form');
  await modify.getByTestId('modify-qty').fill('14');
  await modify.getByTestId('modify-reason').fill('退回的榨汁杯电机损坏，返厂维修');
  await modify.locator('.ant-btn-primary').click();
  await expect(modify).toBeHidden();
  await expect(row(page, 'BLEND-P1').getByTestId('stock-qty')).toHaveText('14');
  await submitForFullMarks(page, 'disputeClaims', 'shopee-return-refund');
});

test('alibaba-blacklist-buyer reaches 100 in the browser', async ({ student: page, errors }) => {
  void errors;
  const VIKTOR = 'AB-2026-00425';
  await openCase(page, 'customerMarketing', 'alibaba-blacklist-buyer');
  // The fair's lead export comes with the task.
  await page.getByTestId('tool-task').click();
  const task = modalWith(page, 'task-body');
  const leadsFile = await downloadCaseFile(page, task, 'trade-fair-leads.csv');
  await task.locator('.ant-modal-close').click();
  await expect(task).toBeHidden();
  const leads = parse(readFileSync(leadsFile, 'utf8'), { columns: true }) as Record<
    string,
    string
  >[];
  const lead = leads.find((l) => l.followUp?.startsWith('New customer'));
  expect(lead?.company).toBe('Keller Licht GmbH');

  // The risk team's findings are in the customer files.
  await menu(page, 'customers', '/CustomerManage');
  await row(page, 'b2').getByTestId('customer-detail').click();
  await expect(page.getByTestId('customer-infos')).toContainText('fraudulent');
  await page.keyboard.press('Escape');
  await row(page, 'b2').getByTestId('customer-blacklist').click();
  await page.getByTestId('blacklist-reason').fill('恶意拒付（chargeback），签收后谎称未收到货');
  await confirmDialog(page);
  await expect(row(page, 'b2').getByTestId('customer-status')).toHaveAttribute(
    'data-status',
    'blacklist',
  );
  await row(page, 'b3').getByTestId('customer-detail').click();
  await expect(page.getByTestId('customer-infos')).toContainText('complaint withdrawn');
  await page.keyboard.press('Escape');
  await row(page, 'b3').getByTestId('customer-unblacklist').click();
  await confirmDialog(page);
  await expect(row(page, 'b3').getByTestId('customer-status')).toHaveAttribute(
    'data-status',
    'normal',
  );

  await page.getByTestId('customer-create').click();
  const form = modalWith(page, 'customer-form');
  await expect(form.getByTestId('customer-platform')).toContainText('阿里巴巴国际站');
  await form.getByTestId('customer-account').fill(lead!.email!);
  await form.getByTestId('customer-name').fill(`${lead!.company} (${lead!.contactPerson})`);
  await pickOption(page, form.getByTestId('customer-region'), '德国');
  await form.getByTestId('customer-contact').fill(lead!.phone!);
  await form.locator('textarea').fill(lead!.notes!);
  await form.locator('.ant-btn-primary').click();
  await expect(form).toBeHidden();

  // Viktor's new order arrives 10 sim-minutes in: a badge on the order desk's menu entry.
  await expect(page.getByTestId('menu-badge-orders')).toContainText('1', { timeout: 30_000 });
  await expect(page.locator('.live-notice')).toContainText(VIKTOR);
  await shot(page, 'case-notice.png');
  await menu(page, 'orders', '/orderSlove');
  await expect(row(page, VIKTOR).getByTestId('buyer-blacklisted')).toBeVisible();
  await row(page, VIKTOR).getByTestId('order-cancel').click();
  const cancel = modalWith(page, 'cancel-form');
  await cancel.getByTestId('cancel-reason').fill('买家已列入黑名单（恶意拒付），订单取消，不发货');
  await shot(page, 'order-cancel.png');
  await cancel.locator('.ant-btn-primary').click();
  await expect(cancel).toBeHidden();
  await expect(row(page, VIKTOR).getByTestId('order-status')).toHaveAttribute(
    'data-status',
    'cancelled',
  );
  await ship(page, 'AB-2026-00418', 'DHL', '4829175530');
  await ship(page, 'AB-2026-00412', 'FedEx', '779912345678');
  await submitForFullMarks(page, 'customerMarketing', 'alibaba-blacklist-buyer');
});

test('independent-site-orders reaches 100 in the browser', async ({ student: page, errors }) => {
  void errors;
  await openCase(page, 'orderWarehousing', 'independent-site-orders');
  await menu(page, 'orders', '/orderSlove');

  // The order file comes with the task: downloaded from the task dialog.
  await page.getByTestId('tool-task').click();
  const task = modalWith(page, 'task-body');
  await shot(page, 'case-task-files.png');
  const file = await downloadCaseFile(page, task, 'site-orders.csv');
  await task.locator('.ant-modal-close').click();
  await expect(task).toBeHidden();
  await page.getByTestId('orders-import').click();
  const dialog = modalWith(page, 'import-dialog');
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.locator('.ant-btn-primary').click();
  await expect(dialog).toBeHidden();
  // The new buyer shows by name, not by the id of his new customer file.
  await expect(row(page, 'FW-10432')).toContainText('Marco Bianchi');

  // The new buyer's mobile number is on his order.
  const detailOf = async (orderNo: string) => {
    await row(page, orderNo).locator('.ant-table-row-expand-icon').click();
    // The expanded row right below the order's row.
    return row(page, orderNo).locator('xpath=following-sibling::tr[1]');
  };
  const marcoOrder = await detailOf('FW-10432');
  await expect(marcoOrder).toContainText('Via Solferino');
  const mobile = (await marcoOrder.innerText()).match(/\+39[\d ]+\d/)?.[0] ?? '';
  expect(mobile).toBe('+39 347 555 0192');

  await ship(page, 'FW-10431', 'DHL', 'JD014600006281');
  await ship(page, 'FW-10432', 'UPS', '1Z4E5W06896');
  await ship(page, 'FW-10433', 'DHL', 'JD014600006282');
  // No house number: ask the buyer, ship nothing.
  await expect(await detailOf('FW-10412')).toContainText('Lindenstraße, 10969 Berlin');
  await row(page, 'FW-10412').getByTestId('order-contactBuyer').click();
  const ask = page.locator('.ant-modal').filter({ has: page.getByTestId('order-contact-text') });
  await ask
    .getByTestId('order-contact-text')
    .fill(
      'Hallo Frau Hoffmann, vielen Dank für Ihre Bestellung FW-10412. In Ihrer Lieferadresse Lindenstraße fehlt leider die Hausnummer. Könnten Sie uns diese bitte mitteilen? Sobald wir die vollständige Adresse haben, wird Ihr Paket innerhalb von 24 Stunden versendet. Mit freundlichen Grüßen, Fernweh Outdoor',
    );
  await ask.locator('#order-contact-send').click();
  await expect(ask).toBeHidden();
  await expect(toast(page).filter({ hasText: '消息已发送给买家' })).toBeVisible();

  // Sophie's review, in French as she wrote it, answered in French.
  const review = (await detailOf('FW-10388')).getByTestId('order-review');
  await expect(review).toContainText('9 jours de retard');
  await row(page, 'FW-10388').getByTestId('order-replyReview').click();
  const reply = modalWith(page, 'reply-form');
  await reply
    .getByTestId('reply-text')
    .fill(
      'Chère Sophie, nous sommes sincèrement désolés : votre commande FW-10388 est arrivée avec ' +
        'du retard et dans un carton abîmé, et vos mails sont restés sans réponse. Vous recevrez ' +
        "dans les 24 heures un bon d'achat de 20 % par e-mail, et nous avons amélioré nos " +
        "contrôles d'expédition. Cordialement, l'équipe Fernweh Outdoor",
    );
  await reply.locator('.ant-btn-primary').click();
  await expect(reply).toBeHidden();
  await expect(review.getByTestId('order-review-reply')).toContainText('FW-10388');

  await menu(page, 'customers', '/CustomerManage');
  const marco = page.locator('tr.ant-table-row').filter({ hasText: 'marco.bianchi@example.it' });
  await marco.getByTestId('customer-modify').click();
  const form = modalWith(page, 'customer-form');
  await form.getByTestId('customer-contact').fill(mobile);
  await form.locator('.ant-btn-primary').click();
  await expect(form).toBeHidden();
  await expect(marco).toContainText(mobile);
  await submitForFullMarks(page, 'orderWarehousing', 'independent-site-orders');
});
