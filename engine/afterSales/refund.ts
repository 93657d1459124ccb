/**
 * A refund of all that is still refundable (to the cent): the after-sales and dispute refund
 * dialogs ask once more before it. No imports, so the web app can use the rule without bundling
 * the lifecycle machine.
 */
export const isFullRefund = (amount: number, refundable: number): boolean =>
  refundable > 0 && Math.abs(amount - refundable) < 0.005;
