/**
* | output |
* | --- |
* | "Who publishes this site, who hosts it, and how to reach the academy and its consumer mediator." |
*
* @param {Legal_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_meta_description: ((inputs?: Legal_Meta_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Meta_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Meta_DescriptionInputs = {};
