/**
* | output |
* | --- |
* | "Use your 14-day withdrawal right: the model withdrawal form, and a form that sends it to us." |
*
* @param {Withdrawal_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_meta_description: ((inputs?: Withdrawal_Meta_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Withdrawal_Meta_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Withdrawal_Meta_DescriptionInputs = {};
