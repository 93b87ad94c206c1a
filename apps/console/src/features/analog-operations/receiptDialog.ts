import { lazyPart } from '@adconsole/ui';

/** The goods-received dialog (issue 40), loaded when it opens: from the stock and items pages. */
export const receiptDialog = lazyPart(() =>
  import('./GoodsReceivedDialog.tsx').then((module) => module.GoodsReceivedDialog),
);
