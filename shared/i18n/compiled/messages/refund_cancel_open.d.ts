/**
* | output |
* | --- |
* | "Cancel my booking" |
*
* @param {Refund_Cancel_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_cancel_open: ((inputs?: Refund_Cancel_OpenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Cancel_OpenInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Cancel_OpenInputs = {};
