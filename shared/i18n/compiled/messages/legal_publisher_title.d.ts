/**
* | output |
* | --- |
* | "Publisher" |
*
* @param {Legal_Publisher_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_publisher_title: ((inputs?: Legal_Publisher_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Publisher_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Publisher_TitleInputs = {};
