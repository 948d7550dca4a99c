/**
* | output |
* | --- |
* | "The academy's terms of sale in plain words: the workshops, prices, payment, how to book, your 14-day withdrawal right, refunds and mediation." |
*
* @param {Terms_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_meta_description: ((inputs?: Terms_Meta_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_Meta_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_Meta_DescriptionInputs = {};
