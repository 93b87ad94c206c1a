// The cells of the compliance exports: money leaves the minor units (1234.50, never 123450),
// a spreadsheet sums it; days and moments as Dates (the export writes them in Zurich's form).

/** An amount in minor units as the spreadsheet's number of the currency's units. */
export const moneyCell = (minor: number | null) => (minor === null ? null : minor / 100);
