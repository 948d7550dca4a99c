/**
* | output |
* | --- |
* | "A booking takes six steps:" |
*
* @param {Terms_20261127_Order_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_order_intro: ((inputs?: Terms_20261127_Order_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Order_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Order_IntroInputs = {};
