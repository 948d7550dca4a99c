/**
* | output |
* | --- |
* | "Lost the link to your booking? Ask for it again with the e-mail address you booked with." |
*
* @param {Lost_Link_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lost_link_meta_description: ((inputs?: Lost_Link_Meta_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lost_Link_Meta_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lost_Link_Meta_DescriptionInputs = {};
