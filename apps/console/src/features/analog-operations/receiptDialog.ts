import { lazyPart } from '@adconsole/ui';

/** The stock pages' dialogs, loaded when they open (issue 36). The goods-received dialog (issue 40), loaded when it opens: from the stock and items pages. */
export const receiptDialog = lazyPart(() =>
  import('./GoodsReceivedDialog.tsx').then((module) => module.GoodsReceivedDialog),
);

/** The stock correction's dialog (its form, number field and react-aria's dialog). */
export const stockCorrectionDialog = lazyPart(() =>
  import('./StockCorrectionDialog.tsx').then((module) => module.StockCorrectionDialog),
);
