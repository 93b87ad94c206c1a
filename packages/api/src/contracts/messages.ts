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
  'agencyAccountType',
  'assigneeNotSalesUser',
  'attachedElsewhere',
  'attachmentNameTaken',
  'bicInvalid',
  'branchNumberTaken',
  'brandNameTaken',
  'brokerAccountType',
  'campaignTypeCodeTaken',
  'campaignTypeNotSelfBookable',
  'cantonOnlySwiss',
  'companyRole',
  'contactWithoutAddress',
  'contactsOfAccount',
  'coopWeekTaken',
  'coopWeekTooLong',
  'countryCodeChAtDe',
  'csvOrXlsx',
  'csvUnclosedQuote',
  'currencyKept',
  'currentPasswordWrong',
  'dateMustBeAfter',
  'dateMustBeBefore',
  'datesRequired',
  'discountNegative',
  'domainTaken',
  'duplicateColumns',
  'eachOnce',
  'emailInvalid',
  'emailTaken',
  'endBeforeStart',
  'endDateBeforeStartDate',
  'endDateRequired',
  'fileArchiveRefused',
  'fileEmpty',
  'fileInfected',
  'fileTooLarge',
  'fileTypeMismatch',
  'fileTypeNotTaken',
  'fileWithoutName',
  'forecastAtMostYear',
  'fromTo',
  'headerRowRequired',
  'iabCategory',
  'ibanInvalid',
  'ibanIsQrIban',
  'importTooManyRows',
  'industryNameTaken',
  'invoiceEmpty',
  'invoiceNotDraft',
  'invoiceNothingToBill',
  'invoicePeriodOutside',
  'invoicePeriodTaken',
  'infoStepFirst',
  'invalid',
  'invalidFormat',
  'invalidLink',
  'invalidOption',
  'issueNotOut',
  'labelNameTaken',
  'labelsOfType',
  'lettersDigitsDash',
  'logoImage',
  'mailboxTaken',
  'mappingIdFormat',
  'mappingIdTaken',
  'mappingSystemFixed',
  'mappingTargetTaken',
  'mediumNotSold',
  'mediumProductNameTaken',
  'minimumOrder',
  'monthInvalid',
  'noAccountNamed',
  'noAdMediumNamed',
  'noBody',
  'noCompany',
  'noDigitalPositionToRequest',
  'noDispatchDay',
  'noPriceOnStartDate',
  'noPrintPositionOfCompany',
  'noSheet',
  'noSuchAttachment',
  'noSuchCampaignType',
  'noSuchColumn',
  'noSuchDigitalPosition',
  'noSuchFile',
  'noSuchFileColumn',
  'noSuchIssue',
  'noSuchLabel',
  'noSuchPlacement',
  'noSuchProduct',
  'noSuchPromotionType',
  'noSuchPublication',
  'noSuchPublisher',
  'notAnId',
  'notBase64',
  'notImportField',
  'notNameOfPositionType',
  'notOfCompany',
  'notQrIban',
  'notSelfBookableOnDate',
  'notStatusOfPosition',
  'notTextKey',
  'notXlsx',
  'oneFile',
  'oneTimeGrouping',
  'onlyAddressedHasFormat',
  'onlyBookedCharged',
  'onlyDiscountNegative',
  'onlyPdfOfIssue',
  'onlyPrintHidden',
  'otherPromotion',
  'outOfRange',
  'ownAdminRole',
  'ownAgencyOrBroker',
  'ownCompanyAdminRole',
  'participantsSales',
  'percentSteps',
  'phoneNumber',
  'placementNameTaken',
  'placementOfOtherWebsite',
  'positionGroupNameTaken',
  'positionKeepsType',
  'positionNameTaken',
  'positionsLocked',
  'postalCode',
  'postalCodeOfCountry',
  'priceAfterList',
  'priceListNameTaken',
  'priceOutsideList',
  'priceTaken',
  'productNameTaken',
  'productOfOtherMedium',
  'promotionTypeNameTaken',
  'qrBillSwissOnly',
  'qrIbanTakesQrr',
  'qrrNeedsQrIban',
  'rangeTooLong',
  'refusedByScanner',
  'rejectionNeedsReason',
  'required',
  'requiredForFixedSize',
  'salesOwnerRole',
  'salesUnitNameTaken',
  'scorNeedsIban',
  'seatIdFormat',
  'seatIdTaken',
  'selfBookingListPrice',
  'selfBookingNoPositionStatus',
  'selfBookingOwnAccount',
  'selfDeactivation',
  'selfMove',
  'slotOfOtherStation',
  'snoozeInFuture',
  'sortNotGrouped',
  'sourceNameTaken',
  'startBeforeEnd',
  'startDateRequired',
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
  'trackerStaysWithAccount',
  'translationKeyRule',
  'translationKeyTaken',
  'uidNumber',
  'unknownField',
  'vatNumber',
  'viewNameTaken',
  'website',
  'weightLimit',
  'wholeNumber',
  'xlsxUnreadable',
] as const;
export type ServerMessageId = (typeof SERVER_MESSAGE_IDS)[number];
export type ServerMessageParams = Record<string, string | number>;

declare const keyed: unique symbol;
/**
 * A keyed message: only `serverMessage` makes one, so a field error or form error the server
 * writes cannot be an English literal (the server's ValidationError takes only these).
 */
export type ServerMessage = string & { readonly [keyed]: true };

const PREFIX = 'serverErrors.';

/** A keyed message as the one string a field error or a zod issue carries. */
export function serverMessage(id: ServerMessageId, params?: ServerMessageParams): ServerMessage {
  return `${PREFIX}${id}${params ? JSON.stringify(params) : ''}` as ServerMessage;
}

/**
 * A parameter that is itself an interface text (`orders.units.long.CPM`): said in the reader's
 * language with the message, never as the code.
 */
export const textParam = (key: string): string => `$t(${key})`;

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
