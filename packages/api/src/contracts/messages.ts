/**
 * The server's keyed messages (issue 33): every field error, form error and error message the
 * server writes for people is one of these ids, written `serverErrors.<id>` with its parameters
 * as JSON (`serverErrors.tooLong{"max":100}`). The texts in de, en, fr and it are
 * `@adconsole/i18n`'s `errors` namespace; the server answers them in the request's
 * `Accept-Language` (English without one), so `fieldErrors` stays a map of texts (spec 1 §5).
 */
export const SERVER_MESSAGE_IDS = [
  'accountActivitiesOnly',
  'accountRequired',
  'activitiesNeverPrivate',
  'adMediumMediumFixed',
  'adMediumNameTaken',
  'adMediumOfOtherMedium',
  'advertiserWithoutEmail',
  'ageRangeReversed',
  'assigneeNotSalesUser',
  'bicInvalid',
  'branchNumberTaken',
  'brandNameTaken',
  'campaignTypeCodeTaken',
  'companyRole',
  'coopWeekTaken',
  'coopWeekTooLong',
  'csvOrXlsx',
  'csvUnclosedQuote',
  'currencyKept',
  'currentPasswordWrong',
  'domainTaken',
  'duplicateColumns',
  'eachOnce',
  'emailInvalid',
  'emailTaken',
  'endBeforeStart',
  'endDateBeforeStartDate',
  'fileEmpty',
  'fileWithoutName',
  'headerRowRequired',
  'iabCategory',
  'ibanInvalid',
  'ibanIsQrIban',
  'industryNameTaken',
  'invalid',
  'invalidFormat',
  'invalidLink',
  'invalidOption',
  'issueNotOut',
  'labelNameTaken',
  'lettersDigitsDash',
  'logoImage',
  'mailboxTaken',
  'mappingIdFormat',
  'mappingIdTaken',
  'mappingSystemFixed',
  'mappingTargetTaken',
  'noBody',
  'noCompany',
  'noDigitalPositionToRequest',
  'noPrintPositionOfCompany',
  'noSheet',
  'noSuchDigitalPosition',
  'noSuchFile',
  'noSuchLabel',
  'noSuchPlacement',
  'noSuchPromotionType',
  'noSuchPublication',
  'noSuchPublisher',
  'notBase64',
  'notOfCompany',
  'notQrIban',
  'notTextKey',
  'notXlsx',
  'oneFile',
  'otherPromotion',
  'ownAdminRole',
  'ownCompanyAdminRole',
  'placementNameTaken',
  'placementOfOtherWebsite',
  'positionGroupNameTaken',
  'postalCode',
  'priceAfterList',
  'priceListNameTaken',
  'priceOutsideList',
  'priceTaken',
  'productNameTaken',
  'promotionTypeNameTaken',
  'qrBillSwissOnly',
  'qrIbanTakesQrr',
  'qrrNeedsQrIban',
  'required',
  'requiredForFixedSize',
  'salesUnitNameTaken',
  'scorNeedsIban',
  'seatIdFormat',
  'seatIdTaken',
  'selfDeactivation',
  'selfMove',
  'slotOfOtherStation',
  'sourceNameTaken',
  'systemActivityType',
  'systemEntriesFixed',
  'targetStatusRequired',
  'tooBig',
  'tooLong',
  'tooManyItems',
  'tooShort',
  'tooSmall',
  'topicNameTaken',
  'trackerNameTaken',
  'translationKeyTaken',
  'unknownField',
  'vatNumber',
  'viewNameTaken',
  'wholeNumber',
  'xlsxUnreadable',
] as const;
export type ServerMessageId = (typeof SERVER_MESSAGE_IDS)[number];
export type ServerMessageParams = Record<string, string | number>;

const PREFIX = 'serverErrors.';

/** A keyed message as the one string a field error or a zod issue carries. */
export function serverMessage(id: ServerMessageId, params?: ServerMessageParams): string {
  return `${PREFIX}${id}${params ? JSON.stringify(params) : ''}`;
}

/** The i18n key and parameters of a keyed message; undefined for any other text. */
export function parseServerMessage(
  message: string,
): { key: string; params: ServerMessageParams } | undefined {
  if (!message.startsWith(PREFIX)) return undefined;
  const brace = message.indexOf('{');
  const key = brace === -1 ? message : message.slice(0, brace);
  if (!(SERVER_MESSAGE_IDS as readonly string[]).includes(key.slice(PREFIX.length)))
    return undefined;
  if (brace === -1) return { key, params: {} };
  try {
    return { key, params: JSON.parse(message.slice(brace)) as ServerMessageParams };
  } catch {
    return undefined;
  }
}
