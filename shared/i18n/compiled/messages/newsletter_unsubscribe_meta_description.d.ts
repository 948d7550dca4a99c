/**
* | output |
* | --- |
* | "Stop receiving the {academyName} newsletter." |
*
* @param {Newsletter_Unsubscribe_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_unsubscribe_meta_description: ((inputs: Newsletter_Unsubscribe_Meta_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Unsubscribe_Meta_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Unsubscribe_Meta_DescriptionInputs = {
    academyName: NonNullable<unknown>;
};
