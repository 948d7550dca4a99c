const frenchNumber = new Intl.NumberFormat("fr-FR");

/** A count as the back-office shows it: 100 000, with French digit grouping. */
export const formatNumberFr = (value: number) => frenchNumber.format(value);
