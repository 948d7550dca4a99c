/**
* | output |
* | --- |
* | "Tick the box to accept these terms of sale. When the group's first session falls within {days} days, a second box asks whether you want the workshop to start..." |
*
* @param {Terms_20261127_Order_AcceptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_order_accept: ((inputs: Terms_20261127_Order_AcceptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Order_AcceptInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Order_AcceptInputs = {
    days: NonNullable<unknown>;
};
